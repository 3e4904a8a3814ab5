import type { ComponentProps } from 'react'
import { FilterField } from './filter-bar.tsx'
import { SearchInput } from './search-input.tsx'

interface SearchFieldProps extends Omit<ComponentProps<typeof SearchInput>, 'id' | 'onChange' | 'value'> {
  id: string
  /** The visible label; list pages call it "Search". */
  label?: string
  value: string
  onValueChange: (value: string) => void
  fieldClassName?: string
}

/** A filter bar's labelled search box. */
export function SearchField({ id, label = 'Search', value, onValueChange, fieldClassName, ...props }: SearchFieldProps) {
  return (
    <FilterField id={id} label={label} className={fieldClassName}>
      <SearchInput {...props} id={id} value={value} onChange={(event) => onValueChange(event.target.value)} />
    </FilterField>
  )
}
