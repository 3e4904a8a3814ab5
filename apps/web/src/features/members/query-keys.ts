/** Where members' profiles are cached. */
export const membersQueryKey = ['members'] as const
export const memberProfileQueryKey = (handle: string) => [...membersQueryKey, 'profile', handle.toLowerCase()] as const
