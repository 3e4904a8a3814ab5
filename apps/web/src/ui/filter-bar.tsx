import type { ReactNode } from 'react'
import { cx } from '../lib/cx.ts'
import { inputClasses } from './field.tsx'

/** The panel above a list that narrows it: a search landmark named for what it filters. */
export function FilterBar({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className={cx('rounded-card border border-line bg-surface p-4', className)}>
      {children}
    </div>
  )
}

interface FilterFieldProps {
  /** The control's id, which the visible label points at. */
  id: string
  label: string
  className?: string
  children: ReactNode
}

/** One labelled control of a filter bar; filters take no hints or errors, unlike a form's `Field`. */
export function FilterField({ id, label, className, children }: FilterFieldProps) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
    </div>
  )
}

export interface FilterOption {
  value: string | number
  label: string
}

interface FilterSelectProps extends Omit<FilterFieldProps, 'children'> {
  value: string | number
  onChange: (value: string) => void
  options: readonly FilterOption[]
  selectClassName?: string
}

/** A labelled choice among fixed options, for a filter bar. */
export function FilterSelect({ id, label, className, value, onChange, options, selectClassName = inputClasses }: FilterSelectProps) {
  return (
    <FilterField id={id} label={label} className={className}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClassName}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  )
}
