/** The keys this area's data is cached under; other areas import them from index.ts. */
export const accountSessionsQueryKey = ['account-sessions'] as const
export const emergencyContactsQueryKey = ['emergency-contacts'] as const
export const privacyPolicyQueryKey = ['privacy-policy'] as const
export const settingsQueryKey = ['settings'] as const
