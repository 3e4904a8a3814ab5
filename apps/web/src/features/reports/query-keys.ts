export const reportQueueQueryKey = ['staff', 'reports'] as const
