/** What other features may use of veterinarians: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { veterinariansQueryKey } from './query-keys.ts'
