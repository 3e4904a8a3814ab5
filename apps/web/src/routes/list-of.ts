import type { UseQueryResult } from '@tanstack/react-query'

/** A query's state as the dashboard and pet care take a list from another area. */
export function listOf<T>(query: UseQueryResult<T[]>, select: (items: T[]) => T[] = (items) => items) {
  return { items: query.data ? select(query.data) : undefined, isPending: query.isPending, error: query.error }
}
