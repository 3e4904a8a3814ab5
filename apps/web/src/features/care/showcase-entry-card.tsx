import { Heart, PawPrint } from 'lucide-react'
import { formatDate } from '../../lib/format.ts'
import type { ShowcaseEntry } from '@petfolk/contract/demo'
import { VoteButton } from './vote-button.tsx'
import { ReportButton } from '../reports/index.ts'

interface ShowcaseEntryCardProps {
  entry: ShowcaseEntry
  /** The member's own vote; left out for visitors (the preview), who see the count without a button. */
  voted?: boolean
  /** The member's own pet: no Report on it. Left out for visitors, who see no Report either. */
  mine?: boolean
}

export function ShowcaseEntryCard({ entry, voted, mine }: ShowcaseEntryCardProps) {
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
        {mine === false ? <ReportButton kind="showcase_entry" id={entry.id} what={`${entry.pet_name}’s showcase entry`} className="self-end" /> : null}
      </div>
    </li>
  )
}
