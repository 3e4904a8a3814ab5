import { Heart } from 'lucide-react'
import type { ShowcaseEntry } from '@petfolk/contract/demo'

export function ShowcaseCard({ entry }: { entry: ShowcaseEntry }) {
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
      ) : null}
      <div className="flex grow flex-col gap-2 p-5">
        <h3 className="text-lg font-bold">{entry.pet_name}</h3>
        <p className="text-sm text-fg-muted capitalize">
          {[entry.breed, entry.species].filter(Boolean).join(' · ')}
        </p>
        {entry.story ? <p className="line-clamp-3 text-fg">{entry.story}</p> : null}
        <p className="mt-auto flex items-center gap-1.5 pt-2 font-semibold text-brand-fg">
          <Heart aria-hidden="true" className="size-4" />
          <span className="tabular">{`${entry.vote_count} votes`}</span>
        </p>
      </div>
    </li>
  )
}
