import { useId } from 'react'
import { Ban } from 'lucide-react'
import { toast } from 'sonner'
import { nameWithHandle } from '@petfolk/contract/members'
import { MemberLink } from '../../ui/member-link.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useBlocks, useUnblockMember } from './api/blocks.ts'

/** Settings › Blocked Members: whom the member blocked, each with Unblock. The router puts it on the Settings page. */
export function BlockedMembersCard() {
  const headingId = useId()
  const blocks = useBlocks()
  const unblock = useUnblockMember()
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-3">
          <Ban aria-hidden="true" className="size-6 text-brand-fg" />
          <h2 id={headingId} className="text-xl font-bold">
            Blocked Members
          </h2>
        </div>
        <p className="text-fg-muted">Members you blocked cannot message you or send you gifts, and their board posts are collapsed for you.</p>
      </div>
      {blocks.isError ? (
        <LoadError error={blocks.error} onRetry={() => void blocks.refetch()} />
      ) : blocks.isPending ? (
        <Skeleton className="h-10 w-full rounded-control" />
      ) : blocks.data.length === 0 ? (
        <p className="text-fg-muted">You have not blocked anyone.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {blocks.data.map((member) => {
            const name = nameWithHandle(member.display_name, member.handle)
            return (
              <li key={member.user_id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <MemberLink name={member.display_name} handle={member.handle} />
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={unblock.isPending}
                  onClick={() =>
                    unblock.mutate(member.user_id, {
                      onSuccess: () => toast.success(`You unblocked ${name}.`),
                      onError: (error) => toast.error(error.message),
                    })
                  }
                >
                  Unblock <span className="sr-only">{name}</span>
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}
