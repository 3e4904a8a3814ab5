/** What other features may use of settings: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { accountSessionsQueryKey, emergencyContactsQueryKey, privacyPolicyQueryKey, settingsQueryKey } from './query-keys.ts'
