export const blocksQueryKey = ['blocks'] as const
