import type { ComponentProps } from 'react'
import { US_STATES } from '@petfolk/contract/geo'
import { inputClasses } from './field.tsx'

interface UsStateSelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** The first choice, with the empty value: "Select a state" in a form, "All States" in a filter. */
  emptyLabel: string
  /** Every US state unless given: a filter offers only the states that have something to show. */
  states?: readonly string[]
}

/** The one US state picker, so every form and filter offers the same names the contract accepts. */
export function UsStateSelect({ emptyLabel, states = US_STATES, className = inputClasses, ...props }: UsStateSelectProps) {
  return (
    <select {...props} className={className}>
      <option value="">{emptyLabel}</option>
      {states.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </select>
  )
}
