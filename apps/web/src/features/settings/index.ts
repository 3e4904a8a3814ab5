/** What other features may use of settings: its query keys, so they invalidate its data by name, never by writing the strings again. */
export { accountSessionsQueryKey } from './api/get-account-sessions.ts'
export { emergencyContactsQueryKey } from './api/get-emergency-contacts.ts'
export { privacyPolicyQueryKey } from './api/get-privacy-policy.ts'
export { settingsQueryKey } from './api/get-settings.ts'
