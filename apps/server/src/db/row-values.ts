/**
 * Rows hold plain text and 0/1 integers where the contract has choices and booleans. Stores map
 * each row field by field with these, so a column that drifts from its contract type is a
 * compile error, and a stored value outside its choices is caught where it is read, not cast away.
 * The one way to turn a flag or a choice into a row value and back (decision 051): read a flag
 * with `isSet`, write one with `flag`, read a choice with `choiceOf` or `optionalChoiceOf`; which
 * columns hold flags and choices is declared once in schema-overrides.ts.
 */

/** A stored choice, checked against the contract's list. */
export function choiceOf<const T extends string>(choices: readonly T[], value: string): T {
  if (!isOneOf(choices, value)) throw new Error(`The stored value "${value}" is not one of ${choices.join(', ')}`)
  return value
}

function isOneOf<T extends string>(choices: readonly T[], value: string): value is T {
  return (choices as readonly string[]).includes(value)
}

/** A stored choice that may be empty. */
export function optionalChoiceOf<const T extends string>(choices: readonly T[], value: string | null): T | null {
  return value === null ? null : choiceOf(choices, value)
}

/** A 0/1 flag column as the contract's boolean. */
export function isSet(value: number | boolean): boolean {
  return value === 1 || value === true
}

/** The contract's boolean as a 0/1 flag column's value. */
export function flag(value: boolean): 0 | 1 {
  return value ? 1 : 0
}

/** A number from a page cursor (client input) as a flag column's value, or null when it is neither 0 nor 1. */
export function flagOrNull(value: number): 0 | 1 | null {
  return value === 0 || value === 1 ? value : null
}
