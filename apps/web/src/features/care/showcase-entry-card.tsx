import type { ReactNode } from 'react'
import { Heart, PawPrint } from 'lucide-react'
import { formatDate } from '../../lib/format.ts'
import type { ShowcaseEntry } from '@petfolk/contract/demo'
import { VoteButton } from './vote-button.tsx'

interface ShowcaseEntryCardProps {
  entry: ShowcaseEntry
  /** The member's own vote; left out for visitors (the preview), who see the count without a button. */
  voted?: boolean
  /** Under the card: the member's Report button (passed in, so the visitors' preview does not load it). */
  report?: ReactNode
}

export function ShowcaseEntryCard({ entry, voted, report }: ShowcaseEntryCardProps) {
  return (
    <li className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-raised">
      {entry.pet_photo ? (
        <img
          src={entry.pet_photo}
          alt={`${entry.pet_name}, ${entry.breed ?? entry.species}`}
          width={600}
          height={450}
          loading="lazy"
          className="aspect-[4/3] w-full bg-sunken object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center bg-brand-soft text-brand-fg">
          <PawPrint aria-hidden="true" className="size-12" />
        </div>
      )}
      <div className="flex grow flex-col gap-2 p-5">
        <h3 className="text-lg font-bold">{entry.pet_name}</h3>
        <p className="text-sm text-fg-muted capitalize">{[entry.breed, entry.species].filter(Boolean).join(' · ')}</p>
        {entry.story ? <p className="line-clamp-3">{entry.story}</p> : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="text-sm text-fg-muted">
            <time dateTime={entry.showcase_date}>{formatDate(entry.showcase_date)}</time>
          </p>
          {voted === undefined ? (
            <p className="flex items-center gap-1.5 font-semibold text-brand-fg">
              <Heart aria-hidden="true" className="size-4" />
              <span className="tabular">{`${entry.vote_count} votes`}</span>
            </p>
          ) : (
            <VoteButton entryId={entry.id} petName={entry.pet_name} voteCount={entry.vote_count} voted={voted} />
          )}
        </div>
        {report}
      </div>
    </li>
  )
}
