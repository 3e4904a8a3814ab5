/** The keys the review queue's data is cached under. */
export const reviewQueryKey = ['staff', 'reviews'] as const
export const reviewQueueQueryKey = [...reviewQueryKey, 'queue'] as const
export const reviewItemQueryKey = (kind: string, id: number) => [...reviewQueryKey, 'item', kind, id] as const
