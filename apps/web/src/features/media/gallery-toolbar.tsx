import { LayoutGrid, List } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { inputClasses } from '../../ui/field.tsx'
import { TYPE_FILTERS, type MediaFilter } from './filter-media.ts'
import type { GalleryPet, GalleryView } from './media-card.tsx'
import { SearchInput } from '../../ui/search-input.tsx'

interface GalleryToolbarProps {
  filter: MediaFilter
  onFilterChange: (filter: MediaFilter) => void
  pets: GalleryPet[]
  view: GalleryView
  onViewChange: (view: GalleryView) => void
}

/** Search by title or tags, the type and pet filters, and the grid/list toggle. */
export function GalleryToolbar({ filter, onFilterChange, pets, view, onViewChange }: GalleryToolbarProps) {
  return (
    <div role="search" aria-label="Filter media" className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="media-search" className="font-semibold">
            Search
          </label>
          <SearchInput
            id="media-search"
            value={filter.query}
            onChange={(event) => onFilterChange({ ...filter, query: event.target.value })}
            placeholder="Title or tag..."
            maxLength={100}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="media-pet" className="font-semibold">
            Pet
          </label>
          <select
            id="media-pet"
            value={filter.petId === null ? '' : String(filter.petId)}
            onChange={(event) => onFilterChange({ ...filter, petId: event.target.value ? Number(event.target.value) : null })}
            className={inputClasses}
          >
            <option value="">All Pets</option>
            {pets.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {pet.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Media type" className="flex flex-wrap gap-2">
          {TYPE_FILTERS.map(({ value, label }) => (
            <Button
              key={value}
              size="sm"
              variant={filter.type === value ? 'primary' : 'secondary'}
              aria-pressed={filter.type === value}
              onClick={() => onFilterChange({ ...filter, type: value })}
            >
              {label}
            </Button>
          ))}
        </div>
        <div role="group" aria-label="Layout" className="flex gap-2">
          <Button size="sm" variant={view === 'grid' ? 'primary' : 'secondary'} aria-pressed={view === 'grid'} onClick={() => onViewChange('grid')}>
            <LayoutGrid aria-hidden="true" className="size-4" />
            Grid
          </Button>
          <Button size="sm" variant={view === 'list' ? 'primary' : 'secondary'} aria-pressed={view === 'list'} onClick={() => onViewChange('list')}>
            <List aria-hidden="true" className="size-4" />
            List
          </Button>
        </div>
      </div>
    </div>
  )
}
