import { Link } from 'react-router'
import { ChevronRight } from 'lucide-react'
import { ageInYears, type Pet } from '@petfolk/contract/pets'
import { ageLabel, capitalize } from './pet-labels.ts'
import { PetPhoto } from './pet-photo.tsx'

/** A pet in a short list (the dashboard): photo, name, species and age, opening the pet. */
export function PetSummary({ pet }: { pet: Pet }) {
  const age = ageInYears(pet.date_of_birth)
  return (
    <Link
      to={`/pets/${pet.id}`}
      className="flex items-center gap-4 rounded-control p-2 transition-colors hover:bg-sunken"
    >
      <PetPhoto pet={pet} width={128} height={128} className="size-16 shrink-0 overflow-hidden rounded-control" />
      <span className="flex min-w-0 grow flex-col">
        <span className="truncate text-lg font-bold">{pet.name}</span>
        <span className="truncate text-fg-muted">
          {[capitalize(pet.species), pet.breed, age !== null ? ageLabel(age) : null].filter(Boolean).join(' · ')}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
    </Link>
  )
}
