import { LayoutGrid, List } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx'
import { TYPE_FILTERS, type MediaFilter } from './filter-media.ts'
import type { GalleryPet, GalleryView } from './media-card.tsx'
import { SearchField } from '../../ui/search-field.tsx'

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
    <FilterBar label="Filter media" className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchField
          id="media-search"
          value={filter.query}
          onValueChange={(query) => onFilterChange({ ...filter, query })}
          placeholder="Title or tag..."
          maxLength={100}
        />
        <FilterSelect
          id="media-pet"
          label="Pet"
          value={filter.petId === null ? '' : String(filter.petId)}
          onChange={(value) => onFilterChange({ ...filter, petId: value ? Number(value) : null })}
          options={[{ value: '', label: 'All Pets' }, ...pets.map((pet) => ({ value: pet.id, label: pet.name }))]}
        />
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
    </FilterBar>
  )
}
