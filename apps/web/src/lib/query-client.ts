import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api.ts'

const MAX_QUERY_RETRIES = 2

/** The query cache every page of the app starts with (the app itself and the prerendered sign-in page). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change by asking again; network blips and 5xx might.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < MAX_QUERY_RETRIES,
      },
    },
  })
}
