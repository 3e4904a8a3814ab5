import { useState, type ReactNode } from 'react'
import { Crown, Lightbulb, PawPrint } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton, SkeletonCards } from '../../ui/skeleton.tsx'
import { useCareTips } from './api/get-care-tips.ts'
import { usePetOfTheDay } from './api/get-pet-of-the-day.ts'
import { useShowcase } from './api/get-showcase.ts'
import { CareTipCard } from './care-tip-card.tsx'
import { ShowcaseEntryCard } from './showcase-entry-card.tsx'
import { ReportButton } from '../reports/index.ts'
import { ShowcaseForm, type PetChoices } from './showcase-form.tsx'
import { VoteButton } from './vote-button.tsx'
import { PageHeader } from '../../ui/page-header.tsx'

/** Recent Pet Showcase shows the first 6 entries: the newest, without a long page. */
export const RECENT_SHOWCASE_COUNT = 6
const SKELETON_COUNT = 3
/** The most relevant tips come first; the rest open on request so the showcase stays in reach. */
export const INITIAL_TIP_COUNT = 6

/** /pet-care: Pet of the Day, personalised tips, entering a pet in the showcase, and recent entries. */
export function PetCarePage({ pets }: { pets: PetChoices }) {
  const showcase = useShowcase()
  return (
    <div className="flex flex-col gap-10">
      <title>Pet Care · Petfolk</title>
      <PageHeader title="Pet Care" description="Tips picked for your pets, and a daily showcase of the community’s favourites." />
      <PetOfTheDay />
      <PersonalizedTips />
      <section aria-labelledby="showcase-form-heading">
        <Card className="flex flex-col gap-4">
          <h2 id="showcase-form-heading" className="text-2xl font-bold">
            Showcase Your Pet
          </h2>
          <ShowcaseForm pets={pets} />
        </Card>
      </section>
      <Section id="recent-showcase" title="Recent Pet Showcase">
        {showcase.isPending ? (
          <SkeletonCards count={SKELETON_COUNT} cardClassName="h-96" label="Loading the recent showcase" />
        ) : showcase.isError ? (
          <LoadError variant="card" error={showcase.error} onRetry={() => void showcase.refetch()} />
        ) : showcase.data.length === 0 ? (
          <EmptyState icon={PawPrint} title="No showcase entries yet" hint="Be the first to showcase your pet today." />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {showcase.data.slice(0, RECENT_SHOWCASE_COUNT).map((entry) => (
              <ShowcaseEntryCard
                key={entry.id}
                entry={entry}
                voted={entry.voted}
                report={entry.mine ? null : <ReportButton kind="showcase_entry" id={entry.id} what={`${entry.pet_name}’s showcase entry`} className="self-end" />}
              />
            ))}
          </ul>
        )}
      </Section>
    </div>
  )
}

function PetOfTheDay() {
  const today = usePetOfTheDay()
  const entry = today.data
  return (
    <section aria-labelledby="pet-of-the-day-heading" aria-busy={today.isPending}>
      <div className="overflow-hidden rounded-card border border-line bg-brand-soft shadow-raised">
        {today.isPending ? (
          <div className="grid gap-6 p-6 md:grid-cols-2">
            <h2 id="pet-of-the-day-heading" className="sr-only">
              Pet of the Day
            </h2>
            <Skeleton className="aspect-[4/3] w-full" />
            <div className="flex flex-col gap-3">
              <Skeleton className="h-8 w-40" />
              <Skeleton className="h-6 w-56" />
              <Skeleton className="h-20" />
            </div>
          </div>
        ) : today.isError ? (
          <div className="flex flex-col gap-3 p-6">
            <h2 id="pet-of-the-day-heading" className="text-2xl font-bold">
              Pet of the Day
            </h2>
            <LoadError variant="card" error={today.error} onRetry={() => void today.refetch()} />
          </div>
        ) : entry ? (
          <div className="grid md:grid-cols-2">
            {entry.pet_photo ? (
              <img
                src={entry.pet_photo}
                alt={`${entry.pet_name}, today’s Pet of the Day`}
                width={800}
                height={600}
                className="aspect-[4/3] h-full w-full bg-sunken object-cover"
              />
            ) : (
              <div className="flex aspect-[4/3] items-center justify-center bg-surface text-brand-fg">
                <PawPrint aria-hidden="true" className="size-20" />
              </div>
            )}
            <div className="flex flex-col gap-3 p-6 sm:p-8">
              <h2
                id="pet-of-the-day-heading"
                className="inline-flex items-center gap-1.5 self-start rounded-full bg-warning-soft px-3 py-1 font-bold text-warning-fg"
              >
                <Crown aria-hidden="true" className="size-4" />
                Pet of the Day
              </h2>
              <h3 className="text-3xl font-extrabold">{entry.pet_name}</h3>
              <p className="text-fg-muted capitalize">{[entry.breed, entry.species].filter(Boolean).join(' · ')}</p>
              {entry.story ? <p className="text-lg">{entry.story}</p> : null}
              <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
                <VoteButton entryId={entry.id} petName={entry.pet_name} voteCount={entry.vote_count} voted={entry.voted} size="lg" />
                {entry.mine ? null : <ReportButton kind="showcase_entry" id={entry.id} what={`${entry.pet_name}’s showcase entry`} />}
              </div>
            </div>
          </div>
        ) : (
          <div className="flex flex-col items-start gap-2 p-6 sm:p-8">
            <h2 id="pet-of-the-day-heading" className="flex items-center gap-2 text-2xl font-bold">
              <Crown aria-hidden="true" className="size-6 text-brand-fg" />
              Pet of the Day
            </h2>
            <p className="text-fg-muted">No pet has been entered today yet. Showcase yours below and it could be today’s star.</p>
          </div>
        )}
      </div>
    </section>
  )
}

function PersonalizedTips() {
  const tips = useCareTips()
  const [showAll, setShowAll] = useState(false)
  const shown = showAll ? tips.data : tips.data?.slice(0, INITIAL_TIP_COUNT)
  return (
    <Section id="care-tips" title="Personalized Care Tips">
      {tips.isPending ? (
        <SkeletonCards count={SKELETON_COUNT} cardClassName="h-48" label="Loading care tips" />
      ) : tips.isError ? (
        <LoadError variant="card" error={tips.error} onRetry={() => void tips.refetch()} />
      ) : tips.data.length === 0 ? (
        <EmptyState icon={Lightbulb} title="No care tips yet" hint="Add your pets and we will pick tips for them." />
      ) : (
        <>
          <ul id="care-tip-list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {(shown ?? []).map((tip) => (
              <CareTipCard key={tip.id} tip={tip} />
            ))}
          </ul>
          {tips.data.length > INITIAL_TIP_COUNT ? (
            <Button variant="secondary" className="self-center" aria-expanded={showAll} aria-controls="care-tip-list" onClick={() => setShowAll((all) => !all)}>
              {showAll ? 'Show Fewer Tips' : `Show All ${tips.data.length} Tips`}
            </Button>
          ) : null}
        </>
      )}
    </Section>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}
