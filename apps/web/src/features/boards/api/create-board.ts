import { useMutation, useQueryClient } from '@tanstack/react-query'
import { boardEndpoints, type Board, type BoardInput } from '@petfolk/contract/boards'
import { api } from '../../../lib/api.ts'
import { boardStatesQueryKey, boardsQueryKey } from '../query-keys.ts'

export function createBoard(input: BoardInput): Promise<Board> {
  return api.call(boardEndpoints.create, { body: input })
}

export function useCreateBoard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBoard,
    // A board in a new state adds that state to the filter.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...boardsQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: boardStatesQueryKey }),
      ]),
  })
}
