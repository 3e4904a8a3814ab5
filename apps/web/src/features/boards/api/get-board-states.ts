import { useQuery } from '@tanstack/react-query'
import { boardEndpoints } from '@petfolk/contract/boards'
import { api } from '../../../lib/api.ts'
import { boardStatesQueryKey } from '../query-keys.ts'

/** Every state that has boards: the state filter's choices, whatever the list is filtered by. */
export function useBoardStates() {
  return useQuery({
    queryKey: boardStatesQueryKey,
    queryFn: ({ signal }) => api.call(boardEndpoints.states, { signal }),
  })
}
