import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { boardEndpoints, type Board } from '@petfolk/contract/boards'
import { api } from '../../../lib/api.ts'
import { updatePagedItems } from '../../../lib/use-paged-list.ts'
import { boardsQueryKey } from '../query-keys.ts'

const toggleBoardMutationKey = [...boardsQueryKey, 'toggle'] as const

/** Sends the opposite of the board's current state. */
export function toggleBoard({ id, is_active }: { id: number; is_active: boolean }): Promise<Board> {
  return api.call(boardEndpoints.toggle, { params: { id }, body: { is_active } })
}

export function useToggleBoard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: toggleBoardMutationKey,
    mutationFn: toggleBoard,
    onSuccess: (board) => {
      // Every loaded list shows the new state at once (keeping a ZIP search's distance).
      updatePagedItems<Board>(queryClient, [...boardsQueryKey, 'list'], (boards) =>
        boards.map((b) => (b.id === board.id ? { ...b, is_active: board.is_active } : b)),
      )
      return queryClient.invalidateQueries({ queryKey: [...boardsQueryKey, 'list'] })
    },
  })
}

/** Ids of the boards whose toggle is on its way, so their switches wait. */
export function useBoardsBeingToggled(): number[] {
  return useMutationState({
    filters: { mutationKey: toggleBoardMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: number }).id,
  })
}
