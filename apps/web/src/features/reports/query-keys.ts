export const reportQueueQueryKey = ['staff', 'reports'] as const
export const lockedBoardsQueryKey = ['staff', 'boards', 'locked'] as const
