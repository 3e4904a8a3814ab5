import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { toast } from 'sonner'
import { PawPrint, Plus, SearchX } from 'lucide-react'
import type { Pet } from '@petfolk/contract/pets'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { inputClasses } from '../../ui/field.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { usePets } from './api/get-pets.ts'
import { useDeletePet, usePetsBeingDeleted } from './api/delete-pet.ts'
import type { PetsLocationState } from './add-pet-page.tsx'
import { PetCard } from './pet-card.tsx'
import { capitalize } from './pet-labels.ts'
import { SearchInput } from '../../ui/search-input.tsx'

/** The pets screen's fixed figures and texts; tests and journeys look for these words. */
export const PET_SKELETON_COUNT = 6
export const DELETE_PET_CONFIRM = 'Are you sure you want to delete this pet? This action cannot be undone.'
export const DELETE_PET_FAILED = 'Failed to delete pet. Please try again.'
const ALL_SPECIES = 'all'

/** Case-insensitive substring match on name or breed, then the species filter. */
export function filterPets(pets: readonly Pet[], search: string, species: string): Pet[] {
  const needle = search.trim().toLowerCase()
  return pets.filter(
    (pet) =>
      (species === ALL_SPECIES || pet.species === species) &&
      (!needle || pet.name.toLowerCase().includes(needle) || (pet.breed?.toLowerCase().includes(needle) ?? false)),
  )
}

export function PetsPage() {
  const pets = usePets()
  const { refetch } = pets
  const location = useLocation()
  const refreshRequested = (location.state as PetsLocationState | null)?.refresh === true
  const [search, setSearch] = useState('')
  const [species, setSpecies] = useState(ALL_SPECIES)
  const [pendingDelete, setPendingDelete] = useState<Pet | null>(null)
  const deletePet = useDeletePet()
  const deletingIds = usePetsBeingDeleted()
  const searchRef = useRef<HTMLInputElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const confirmedRef = useRef(false)

  // Entered with the refresh flag (after a save): fetch again, joining a fetch already running.
  useEffect(() => {
    if (refreshRequested) void refetch({ cancelRefetch: false })
  }, [refreshRequested, location.key, refetch])

  const all = useMemo(() => pets.data ?? [], [pets.data])
  const speciesOptions = useMemo(() => [...new Set(all.map((pet) => pet.species))].sort(), [all])
  const shown = useMemo(() => filterPets(all, search, species), [all, search, species])

  const confirmDelete = () => {
    const pet = pendingDelete
    if (!pet) return
    confirmedRef.current = true
    setPendingDelete(null)
    deletePet.mutate(pet.id, {
      onSuccess: () => toast.success(`${pet.name} was deleted.`),
      onError: () => toast.error(DELETE_PET_FAILED),
    })
  }

  const clearFilters = () => {
    setSearch('')
    setSpecies(ALL_SPECIES)
    searchRef.current?.focus()
  }

  return (
    <div className="flex flex-col gap-6">
      <title>My Pets · Petfolk</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold outline-none">
            My Pets
          </h1>
          <p className="mt-1 text-fg-muted">Profiles, photos and health records for every pet in your home.</p>
        </div>
        <Link to="/pets/new" className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-5" />
          Add Pet
        </Link>
      </div>

      {all.length > 0 ? (
        <div role="search" className="flex flex-col gap-3 sm:flex-row">
          <div className="grow">
            <label htmlFor="pet-search" className="sr-only">
              Search pets by name or breed
            </label>
            <SearchInput
              ref={searchRef}
              id="pet-search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search by name or breed..."
            />
          </div>
          <div className="sm:w-52">
            <label htmlFor="pet-species" className="sr-only">
              Filter by species
            </label>
            <select
              id="pet-species"
              value={species}
              onChange={(event) => setSpecies(event.target.value)}
              className={inputClasses}
            >
              <option value={ALL_SPECIES}>All Species</option>
              {speciesOptions.map((value) => (
                <option key={value} value={value}>
                  {capitalize(value)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}

      <section aria-label="Pets" aria-busy={pets.isPending}>
        {pets.isPending ? (
          <div role="status" aria-label="Loading pets" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: PET_SKELETON_COUNT }, (_, index) => (
              <div key={index} data-testid="pet-skeleton" className="overflow-hidden rounded-card border border-line bg-surface">
                <Skeleton className="aspect-[4/3] w-full rounded-none" />
                <div className="flex flex-col gap-3 p-4">
                  <Skeleton className="h-6 w-2/3" />
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="h-6 w-24 rounded-full" />
                </div>
              </div>
            ))}
          </div>
        ) : shown.length > 0 ? (
          <>
            <p className="sr-only" role="status">
              {shown.length === all.length ? `${all.length} ${all.length === 1 ? 'pet' : 'pets'}` : `${shown.length} of ${all.length} pets shown`}
            </p>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((pet) => (
                <PetCard key={pet.id} pet={pet} deleting={deletingIds.includes(pet.id)} onDelete={setPendingDelete} />
              ))}
            </ul>
          </>
        ) : all.length > 0 ? (
          <EmptyState
            icon={SearchX}
            title="No pets match your search"
            hint="Try another name or breed, or show all species."
            action={
              <Button variant="secondary" onClick={clearFilters}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <div className="flex flex-col gap-4">
            {pets.isError ? (
              <LoadError variant="inline" error={pets.error} onRetry={() => void refetch()} />
            ) : null}
            <EmptyState
              icon={PawPrint}
              title="No pets yet"
              hint="Add your first pet to keep their details, photo and health records in one place."
              action={
                <Link to="/pets/new" className={buttonClasses()}>
                  <Plus aria-hidden="true" className="size-5" />
                  Add Your First Pet
                </Link>
              }
            />
          </div>
        )}
      </section>

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null)
        }}
        title={pendingDelete ? `Delete ${pendingDelete.name}?` : 'Delete pet?'}
        description={DELETE_PET_CONFIRM}
        confirmLabel="Delete Pet"
        confirmingLabel="Deleting..."
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          // After a confirmed delete the card's button is about to disappear: focus the page heading instead.
          if (confirmedRef.current) {
            confirmedRef.current = false
            event.preventDefault()
            headingRef.current?.focus()
          }
        }}
      />
    </div>
  )
}
