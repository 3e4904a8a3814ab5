/** The keys this area's data is cached under; other areas import them from index.ts. */
export const merchandiseQueryKey = ['merchandise'] as const
export const ordersQueryKey = [...merchandiseQueryKey, 'orders'] as const
export const staffOrdersQueryKey = ['staff', 'orders'] as const
