/** What other features may use of settings: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { accountSessionsQueryKey, emergencyContactsQueryKey, privacyPolicyQueryKey, settingsQueryKey } from './query-keys.ts'
/** The dashboard's prompt for a name, shown to a member who has none of their own yet. */
export { NamePrompt } from './display-name-card.tsx'
