import { inputClasses } from '../../ui/field.tsx'
import { FilterBar, FilterField, FilterSelect } from '../../ui/filter-bar.tsx'
import { SearchField } from '../../ui/search-field.tsx'
import { isLostPetSpecies, SPECIES_FILTER_OPTIONS, type LostPetSpecies } from './shared/labels.ts'

interface LostPetsFiltersProps {
  tab: 'lost' | 'found'
  search: string
  onSearchChange: (value: string) => void
  species: LostPetSpecies | ''
  onSpeciesChange: (value: LostPetSpecies | '') => void
  zip: string
  onZipChange: (value: string) => void
}

/** The filters both tabs share: a search, the species and a ZIP (digits only, at most 5). */
export function LostPetsFilters({ tab, search, onSearchChange, species, onSpeciesChange, zip, onZipChange }: LostPetsFiltersProps) {
  return (
    <FilterBar label={tab === 'found' ? 'Filter found pets' : 'Filter lost pets'} className="grid gap-3 sm:grid-cols-[1fr_12rem_10rem]">
      <SearchField id="lost-search" value={search} onValueChange={onSearchChange} placeholder="Name, breed or location..." maxLength={100} />
      <FilterSelect
        id="lost-species"
        label="Species"
        value={species}
        onChange={(value) => onSpeciesChange(isLostPetSpecies(value) ? value : '')}
        options={SPECIES_FILTER_OPTIONS}
      />
      <FilterField id="lost-zip" label="ZIP code">
        <input
          id="lost-zip"
          value={zip}
          onChange={(event) => onZipChange(event.target.value.replace(/\D/g, '').slice(0, 5))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="Any"
          className={inputClasses}
        />
      </FilterField>
    </FilterBar>
  )
}
