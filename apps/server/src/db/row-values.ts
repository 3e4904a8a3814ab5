/**
 * Rows hold plain text and 0/1 integers where the contract has choices and booleans. Stores map
 * each row field by field with these, so a column that drifts from its contract type is a
 * compile error, and a stored value outside its choices is caught where it is read, not cast away.
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
