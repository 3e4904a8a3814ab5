import { staffQueryKey } from '../staff/index.ts'

/** The staff catalog lists, by kind and filter. */
export const catalogAdminQueryKey = [...staffQueryKey, 'catalog'] as const
