import { useState } from 'react'
import { Ban } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { useBlockedIds, useBlockMember, useUnblockMember } from './api/blocks.ts'

interface BlockMemberButtonProps {
  userId: number
  /** The member's name as shown, e.g. "Ben Hale (@ben_hale)". */
  name: string
  /** Called after a block or an unblock went through, for a screen that shows the block itself. */
  onChange?: () => void
}

/** Block (asking first) or unblock another member, wherever their name is shown. */
export function BlockMemberButton({ userId, name, onChange }: BlockMemberButtonProps) {
  const blocked = useBlockedIds().has(userId)
  const block = useBlockMember()
  const unblock = useUnblockMember()
  const [asking, setAsking] = useState(false)
  if (blocked) {
    return (
      <Button
        variant="ghost"
        size="sm"
        disabled={unblock.isPending}
        aria-label={`Unblock ${name}`}
        onClick={() =>
          unblock.mutate(userId, {
            onSuccess: () => {
              toast.success(`You unblocked ${name}.`)
              onChange?.()
            },
            onError: (error) => toast.error(error.message),
          })
        }
      >
        <Ban aria-hidden="true" className="size-4" />
        Unblock
      </Button>
    )
  }
  return (
    <>
      {/* The name is in the button's accessible name and in the question it asks; shown, a long one would not fit beside a post. */}
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)} aria-label={`Block ${name}`}>
        <Ban aria-hidden="true" className="size-4" />
        Block
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Block ${name}?`}
        description="Neither of you will be able to send the other messages or gifts, and their board posts will be collapsed for you. They are not told. You can unblock them in Settings."
        confirmLabel="Block"
        confirmingLabel="Blocking…"
        confirming={block.isPending}
        onConfirm={() =>
          block.mutate(userId, {
            onSuccess: () => {
              setAsking(false)
              toast.success(`You blocked ${name}.`)
              onChange?.()
            },
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </>
  )
}
