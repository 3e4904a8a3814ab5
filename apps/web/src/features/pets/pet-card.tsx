import { Link } from 'react-router'
import { Trash2 } from 'lucide-react'
import { ageInYears, type Pet } from '@petfolk/contract/pets'
import { cx } from '../../lib/cx.ts'
import { Badge } from '../../ui/badge.tsx'
import { ageLabel, capitalize } from './pet-labels.ts'
import { PetPhoto } from './pet-photo.tsx'

interface PetCardProps {
  pet: Pet
  /** Dims the card and blocks its actions while the pet is being deleted. */
  deleting: boolean
  onDelete: (pet: Pet) => void
}

/** A pet in the grid: the whole card opens the pet; the delete button shows on hover or focus. */
export function PetCard({ pet, deleting, onDelete }: PetCardProps) {
  const age = ageInYears(pet.date_of_birth)
  const details = [capitalize(pet.species), pet.breed].filter(Boolean).join(' · ')
  return (
    <li
      aria-busy={deleting || undefined}
      className={cx(
        'group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-raised transition-opacity',
        'focus-within:ring-2 focus-within:ring-focus hover:border-line-strong',
        deleting && 'pointer-events-none opacity-50',
      )}
    >
      <PetPhoto pet={pet} className="aspect-[4/3] w-full" />
      <div className="flex grow flex-col gap-2 p-4">
        <h3 className="text-lg font-bold wrap-anywhere">
          <Link
            to={`/pets/${pet.id}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-fg"
          >
            {pet.name}
          </Link>
        </h3>
        <p className="text-fg-muted">{details}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Badge tone={pet.is_spayed_neutered ? 'success' : 'neutral'}>{pet.is_spayed_neutered ? 'Fixed' : 'Not Fixed'}</Badge>
          {age !== null ? <Badge tone="brand">{ageLabel(age)}</Badge> : null}
        </div>
      </div>
      <button
        type="button"
        onClick={() => onDelete(pet)}
        disabled={deleting}
        aria-label={`Delete ${pet.name}`}
        className={cx(
          'absolute top-2 right-2 z-10 inline-flex size-11 items-center justify-center rounded-full bg-surface/90 text-danger-fg shadow-raised',
          'transition-opacity hover:bg-danger hover:text-on-danger focus-visible:opacity-100',
          // Revealed on hover where a pointer can hover; always shown on touch screens.
          '[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100',
        )}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
    </li>
  )
}
