import { useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { ArrowLeft, MessageCircle, SearchCheck } from 'lucide-react'
import { PET_SIZE_LABELS, type FoundPet } from '@petfolk/contract/lost-found/found'
import type { LostPet } from '@petfolk/contract/lost-found/reports'
import type { FoundPetMatch, LostPetMatch } from '@petfolk/contract/lost-found/matching'
import { describeActionError } from '../../../lib/api.ts'
import { parseRouteId } from '../../../lib/route-id.ts'
import { Button, buttonClasses } from '../../../ui/button.tsx'
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { LoadError } from '../../../ui/load-error.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { SkeletonCards } from '../../../ui/skeleton.tsx'
import { useLostPet } from '../reports/api/get-lost-pet.ts'
import { useConfirmMatch, useDismissMatch, useFoundPetMatches, useLostPetMatches } from './api/pet-matches.ts'
import { useFoundPet } from '../found/api/get-found-pet.ts'
import { foundPlace } from '../found/found-pet-labels.ts'
import { lastSeenPlace, petDetails } from '../reports/lost-pet-labels.ts'
import { capitalize, knownParts, publicReportPath, speciesWord } from '../shared/labels.ts'
import { MatchCard, type MatchedReport } from './match-card.tsx'

export const DISMISS_FAILED = 'Failed to dismiss the match. Please try again.'
export const CONFIRM_FAILED = 'Failed to confirm the match. Please try again.'

/** What a found report is called where it has no name: "Found dog", "Found cat". */
export function foundTitle(report: Pick<FoundPet, 'species'>): string {
  return `Found ${speciesWord(report.species)}`
}

function foundReportShown(report: LostPetMatch['found_pet']): MatchedReport {
  return {
    title: foundTitle(report),
    details: knownParts([report.breed, report.sex && capitalize(report.sex), report.size && PET_SIZE_LABELS[report.size], report.color]),
    species: report.species,
    photoUrl: report.photo_url,
    place: foundPlace(report),
    when: { label: 'Found', date: report.found_date },
    publicPath: publicReportPath('found', report.id),
    note: report.has_pet ? 'The finder has this pet.' : 'The finder saw this pet loose.',
  }
}

function lostReportShown(report: FoundPetMatch['lost_pet']): MatchedReport {
  return {
    title: report.pet_name,
    details: petDetails(report),
    species: report.species,
    photoUrl: report.photo_url,
    place: lastSeenPlace(report),
    when: { label: 'Last seen', date: report.last_seen_date },
    publicPath: publicReportPath('lost', report.id),
  }
}

/** /lost-pets/:id/matches: found pets that may be the owner's, best first; the link of "possible match" notices. */
export function LostPetMatchesPage() {
  const id = parseRouteId(useParams().id)
  const report = useLostPet(id)
  const matches = useLostPetMatches(id)
  const dismiss = useDismissMatch('lost', id ?? 0)
  const confirm = useConfirmMatch(id ?? 0)
  const [confirming, setConfirming] = useState<LostPetMatch | null>(null)
  const navigate = useNavigate()
  const name = report.data?.pet_name

  const onConfirm = () => {
    const match = confirming
    if (!match) return
    confirm.mutate(match.id, {
      onSuccess: (confirmed) => {
        setConfirming(null)
        toast.success('We sent the finder a message. Continue the conversation in Messages.', {
          action: { label: 'Open', onClick: () => void navigate(`/messages?message=${confirmed.message_id}`) },
          duration: 10_000,
        })
      },
      onError: (error) => {
        setConfirming(null)
        toast.error(describeActionError(error, CONFIRM_FAILED))
      },
    })
  }

  return (
    <MatchesLayout
      title={name ? `Possible matches for ${name}` : 'Possible matches'}
      description="Found pets reported near where your pet was last seen, in the days after, best first. We tell you at once when a new one comes in."
      back={{ to: id === null ? '/lost-pets' : `/lost-pets?report=${id}`, label: 'Back to your report' }}
      query={matches}
      empty={{
        title: 'No possible matches yet',
        hint: 'When someone reports a found pet that looks like yours nearby, it appears here and you get a notification.',
      }}
      render={(match: LostPetMatch) => (
        <MatchCard
          key={match.id}
          match={match}
          side="lost"
          report={foundReportShown(match.found_pet)}
          actions={<OwnerActions match={match} report={report.data} busy={dismiss.isPending || confirm.isPending} onConfirm={() => setConfirming(match)} onDismiss={() => dismiss.mutate(match.id, { onError: (error) => toast.error(describeActionError(error, DISMISS_FAILED)) })} />}
        />
      )}
    >
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        tone="primary"
        title="Is this your pet?"
        description="We will send the finder a message from you, so you can arrange to meet. Your e-mail address and phone number stay private unless you share them."
        confirmLabel="This is my pet"
        confirmingLabel="Sending…"
        confirming={confirm.isPending}
        onConfirm={onConfirm}
      />
    </MatchesLayout>
  )
}

function OwnerActions({ match, report, busy, onConfirm, onDismiss }: { match: LostPetMatch; report: LostPet | undefined; busy: boolean; onConfirm: () => void; onDismiss: () => void }) {
  if (match.status === 'confirmed' || match.status === 'reunited') {
    return (
      <Link to="/messages" className={buttonClasses({ variant: 'secondary' })}>
        <MessageCircle aria-hidden="true" className="size-5" />
        Open Messages
      </Link>
    )
  }
  const closed = report?.is_found === true || match.found_pet.is_closed
  return (
    <>
      <Button onClick={onConfirm} disabled={busy || closed}>
        <SearchCheck aria-hidden="true" className="size-5" />
        This is my pet
      </Button>
      <Button variant="secondary" onClick={onDismiss} disabled={busy}>
        Not my pet
      </Button>
    </>
  )
}

/** /found-pets/:id/matches: lost pets the finder's pet may be, best first. */
export function FoundPetMatchesPage() {
  const id = parseRouteId(useParams().id)
  const report = useFoundPet(id)
  const matches = useFoundPetMatches(id)
  const dismiss = useDismissMatch('found', id ?? 0)
  const kind = speciesWord(report.data?.species ?? 'other')
  return (
    <MatchesLayout
      title={`Possible owners of the ${kind} you found`}
      description="Lost pets reported near where you found this one, best first. When an owner says it is theirs, they send you a message."
      back={{ to: id === null ? '/lost-pets?tab=found' : `/lost-pets?tab=found&report=${id}`, label: 'Back to your report' }}
      query={matches}
      empty={{
        title: 'No possible owners yet',
        hint: 'When someone reports a lost pet that looks like this one nearby, it appears here and you get a notification.',
      }}
      render={(match: FoundPetMatch) => (
        <MatchCard
          key={match.id}
          match={match}
          side="found"
          report={lostReportShown(match.lost_pet)}
          actions={
            match.status === 'open' ? (
              <Button variant="secondary" onClick={() => dismiss.mutate(match.id, { onError: (error) => toast.error(describeActionError(error, DISMISS_FAILED)) })} disabled={dismiss.isPending}>
                Not this pet
              </Button>
            ) : null
          }
        />
      )}
    />
  )
}

interface MatchesLayoutProps<M> {
  title: string
  description: string
  back: { to: string; label: string }
  query: { data?: M[] | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }
  empty: { title: string; hint: string }
  render: (match: M) => ReactNode
  children?: ReactNode
}

function MatchesLayout<M>({ title, description, back, query, empty, render, children }: MatchesLayoutProps<M>) {
  return (
    <div className="flex flex-col gap-6">
      <title>{`${title} · Petfolk`}</title>
      <Link to={back.to} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-fg hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <PageHeader title={title} description={description} />
      {query.isPending ? (
        <SkeletonCards count={3} layout="stack" cardClassName="h-56" label="Loading possible matches" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} showsRefusalReason />
      ) : (query.data ?? []).length === 0 ? (
        <EmptyState icon={SearchCheck} title={empty.title} hint={empty.hint} headingLevel={2} />
      ) : (
        <div className="flex flex-col gap-4">{(query.data ?? []).map(render)}</div>
      )}
      {children}
    </div>
  )
}
