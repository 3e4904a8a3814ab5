import { useState } from 'react'
import { toast } from 'sonner'
import type { LockedBoard } from '@petfolk/contract/reports'
import { describeActionError } from '../../lib/api.ts'
import { formatTimestamp } from '../../lib/timestamps.ts'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { TextField } from '../../ui/controlled-fields.tsx'
import { FormAlert } from '../../ui/form-alert.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useLockedBoards, useUnlockBoard } from './api/reports.ts'

/** On the staff Reports page: the boards staff locked, each with an Unlock button. */
export function LockedBoardsCard() {
  const boards = useLockedBoards()
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 id="locked-boards-heading" className="text-lg font-bold">
        Locked boards
      </h2>
      {boards.error ? (
        <LoadError error={boards.error} onRetry={() => void boards.refetch()} />
      ) : !boards.data ? (
        <Skeleton className="h-16" />
      ) : boards.data.length === 0 ? (
        <p className="text-sm text-fg-muted">No boards are locked.</p>
      ) : (
        <ul aria-labelledby="locked-boards-heading" className="flex flex-col gap-4">
          {boards.data.map((board) => (
            <li key={board.id}>
              <LockedBoardRow board={board} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function LockedBoardRow({ board }: { board: LockedBoard }) {
  const [reason, setReason] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const unlock = useUnlockBoard()

  const run = () => {
    if (!reason.trim()) {
      setFailure('Say why, in a sentence: it goes to the audit log.')
      return
    }
    setFailure(null)
    // The promise, not mutate's callbacks: the row leaves the list (and unmounts) when it refreshes.
    unlock.mutateAsync({ boardId: board.id, reason: reason.trim() }).then(
      (result) => toast.success(result.message),
      (error: unknown) => setFailure(describeActionError(error, 'That did not work. Please try again.')),
    )
  }

  return (
    <div className="flex flex-col gap-2 border-t border-line pt-3">
      <p className="font-semibold break-words">{board.name}</p>
      <p className="text-sm text-fg-muted">
        {board.city}, {board.state}. Locked {formatTimestamp(board.locked_at)}
        {board.reason ? `: ${board.reason}` : '.'}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <TextField label={`Why unlock ${board.name}`} value={reason} onValueChange={setReason} maxLength={500} />
        <Button size="sm" variant="secondary" disabled={unlock.isPending} onClick={run}>
          Unlock
        </Button>
      </div>
      <FormAlert message={failure} />
    </div>
  )
}
