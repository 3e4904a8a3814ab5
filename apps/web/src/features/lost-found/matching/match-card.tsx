import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { CalendarDays, CircleCheck, Hand, MapPin } from 'lucide-react'
import type { PetMatch } from '@petfolk/contract/lost-found/matching'
import { formatDate } from '../../../lib/format.ts'
import { Badge } from '../../../ui/badge.tsx'
import type { LostPetSpecies } from '../shared/labels.ts'
import { PetPhoto } from '../shared/pet-photo.tsx'

/** What a match card shows of the other side's report, whichever side is asking. */
export interface MatchedReport {
  title: string
  details: string[]
  species: LostPetSpecies
  photoUrl: string | null
  place: string
  /** "Last seen" or "Found", and its calendar date. */
  when: { label: string; date: string }
  /** The other report's public page, which opens for anyone. */
  publicPath: string
  /** A line only a found report has: the finder holds the pet. */
  note?: string | null
}

interface MatchCardProps {
  match: PetMatch
  report: MatchedReport
  /** Who is asking: the lost pet's owner or the finder. */
  side: 'lost' | 'found'
  /** The asker's buttons: confirm and dismiss for the owner, dismiss for the finder. */
  actions: ReactNode
}

/** How alike the two reports are, in words people read at a glance. */
export function likenessLabel(score: number): string {
  const percent = Math.round(score * 100)
  if (score >= 0.75) return `Strong match · ${percent}%`
  if (score >= 0.5) return `Possible match · ${percent}%`
  return `Weak match · ${percent}%`
}

/** One possible match: the other report, how alike they are and why, and what the asker can do. */
export function MatchCard({ match, report, side, actions }: MatchCardProps) {
  const headingId = useId()
  const percent = Math.round(match.score * 100)
  return (
    <article aria-labelledby={headingId} className="grid overflow-hidden rounded-card border border-line bg-surface shadow-raised sm:grid-cols-[14rem_1fr]">
      <div className="aspect-[4/3] bg-sunken sm:aspect-auto">
        <PetPhoto photoUrl={report.photoUrl} species={report.species} alt={`Photo of ${report.title}`} fit="cover" placeholderClassName="min-h-40" />
      </div>
      <div className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-xl font-extrabold wrap-anywhere">
              <Link to={report.publicPath} className="hover:underline">
                {report.title}
              </Link>
            </h2>
            <p className="text-sm text-fg-muted wrap-anywhere">{report.details.join(' · ')}</p>
          </div>
          <StatusBadge status={match.status} side={side} />
        </div>

        <div className="flex flex-col gap-1">
          <div className="flex items-center justify-between text-sm font-semibold">
            <span>{likenessLabel(match.score)}</span>
          </div>
          <div
            role="meter"
            aria-label="How alike the reports are"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="h-2 overflow-hidden rounded-full bg-sunken"
          >
            <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
          </div>
        </div>

        {match.reasons.length > 0 ? (
          <ul aria-label="Why it may be a match" className="flex flex-wrap gap-2">
            {match.reasons.map((reason) => (
              <li key={reason}>
                <Badge tone="info">{reason}</Badge>
              </li>
            ))}
          </ul>
        ) : null}

        <dl className="grid gap-1 text-sm">
          <div className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
            <dt className="sr-only">Place</dt>
            <dd className="wrap-anywhere">{report.place}</dd>
          </div>
          <div className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
            <dt>{report.when.label}:</dt>
            <dd>{formatDate(report.when.date)}</dd>
          </div>
          {report.note ? (
            <div className="flex items-start gap-2">
              <Hand aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fg-muted" />
              <dt className="sr-only">Finder</dt>
              <dd>{report.note}</dd>
            </div>
          ) : null}
        </dl>

        <div className="mt-auto flex flex-wrap gap-3 pt-2">{actions}</div>
      </div>
    </article>
  )
}

function StatusBadge({ status, side }: { status: PetMatch['status']; side: 'lost' | 'found' }) {
  if (status === 'reunited') {
    return (
      <Badge tone="success">
        <CircleCheck aria-hidden="true" className="size-3.5" />
        Reunited
      </Badge>
    )
  }
  if (status === 'confirmed') return <Badge tone="brand">{side === 'lost' ? 'You said this is your pet' : 'The owner says this is their pet'}</Badge>
  if (status === 'dismissed') return <Badge>Dismissed</Badge>
  return <Badge tone="warning">New</Badge>
}
