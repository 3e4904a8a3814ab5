import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { handleEndpoints, type HandleAnswer } from '@petfolk/contract/members'
import { api } from '../../../lib/api.ts'

const handleQueryKey = ['users', 'me', 'handle'] as const

export function fetchHandle(signal?: AbortSignal): Promise<HandleAnswer> {
  return api.call(handleEndpoints.get, { signal })
}

export function handleQueryOptions() {
  return queryOptions({ queryKey: handleQueryKey, queryFn: ({ signal }) => fetchHandle(signal) })
}

export function useHandle() {
  return useQuery(handleQueryOptions())
}

export function saveHandle(handle: string): Promise<HandleAnswer> {
  return api.call(handleEndpoints.change, { body: { handle } })
}

/** Names shown with handles (messages, gifts, posts) come from the server, so those refresh too. */
export function useSaveHandle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveHandle,
    onSuccess: (answer) => {
      queryClient.setQueryData(handleQueryKey, answer)
      return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'users' })
    },
  })
}
