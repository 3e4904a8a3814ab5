import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { MEMBER_SEARCH_MIN, memberEndpoints, type Member } from '@petfolk/contract/members'
import { api } from './api.ts'
import { useDebouncedValue } from './use-debounced-value.ts'

/** Shared by the message and gift forms, which both pick a member; so it lives here, not in one feature. */
export function fetchMembers(q: string, signal?: AbortSignal): Promise<Member[]> {
  return api.call(memberEndpoints.search, { query: { q }, signal })
}

export function memberSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['members', 'search', q],
    queryFn: ({ signal }) => fetchMembers(q, signal),
    enabled: q.length >= MEMBER_SEARCH_MIN,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  })
}

/** Members matching what was typed, asked for once typing pauses. */
export function useMemberSearch(typed: string) {
  const q = useDebouncedValue(typed.trim())
  const query = useQuery(memberSearchQueryOptions(q))
  return { ...query, q, ready: q.length >= MEMBER_SEARCH_MIN }
}
