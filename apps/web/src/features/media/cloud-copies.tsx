import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { Image, Trash2, Video } from 'lucide-react'
import type { MediaBackup } from '@petfolk/contract/media'
import { describeActionError } from '../../lib/api.ts'
import { formatTimestampDate } from '../../lib/timestamps.ts'
import { listLoadFailed } from '../../lib/use-paged-list.ts'
import { Button } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { LoadErrorReason } from '../../ui/load-error.tsx'
import { LoadMoreButton } from '../../ui/load-more-button.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useBackups, useDeleteBackup } from './api/backups.ts'
import { formatBytes } from './format-bytes.ts'

export const DELETE_COPY_FAILED = 'Failed to delete the cloud copy. Please try again.'

/**
 * The owner's cloud copies, one by one, each with Delete: a copy no longer wanted (a photo deleted
 * on purpose everywhere) can go without deleting the whole account. Loaded only when opened.
 */
export function CloudCopies({ headingLevel }: { headingLevel: 3 | 4 }) {
  const [open, setOpen] = useState(false)
  const copies = useBackups({ enabled: open })
  const [deleting, setDeleting] = useState<MediaBackup | null>(null)
  const remove = useDeleteBackup()
  const listRef = useRef<HTMLDivElement>(null)
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const list = copies.data ?? []

  const confirmDelete = () => {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`The cloud copy of ${deleting.title} was deleted.`)
        setDeleting(null)
      },
      onError: (error) => toast.error(describeActionError(error, DELETE_COPY_FAILED)),
    })
  }

  if (!open) {
    return (
      <div>
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          Manage cloud copies
        </Button>
      </div>
    )
  }

  return (
    <div ref={listRef} tabIndex={-1} className="flex flex-col gap-3 outline-none">
      <Heading className="font-bold">Cloud copies</Heading>
      {copies.isPending ? (
        <div role="status" aria-label="Loading cloud copies" className="flex flex-col gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : listLoadFailed(copies) ? (
        <LoadErrorReason error={copies.error} />
      ) : list.length === 0 ? (
        <p className="text-fg-muted">Nothing is backed up yet.</p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-line">
            {list.map((copy) => (
              <CopyItem key={copy.id} copy={copy} onDelete={() => setDeleting(copy)} />
            ))}
          </ul>
          <LoadMoreButton query={copies} />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next) setDeleting(null)
        }}
        title="Delete this cloud copy?"
        description={deleting ? `The backup of “${deleting.title}” will be deleted from Petfolk’s server. The item on this device stays.` : ''}
        confirmLabel="Delete Copy"
        confirmingLabel="Deleting..."
        confirming={remove.isPending}
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          // After a delete the copy's button is gone: focus the list instead.
          if (remove.isSuccess) {
            event.preventDefault()
            listRef.current?.focus()
            remove.reset()
          }
        }}
      />
    </div>
  )
}

function CopyItem({ copy, onDelete }: { copy: MediaBackup; onDelete: () => void }) {
  const Icon = copy.type === 'video' ? Video : Image
  return (
    <li className="flex items-center gap-3 py-2">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      <div className="min-w-0 grow">
        <p className="truncate font-semibold">{copy.title}</p>
        <p className="text-sm text-fg-muted">
          {formatBytes(copy.size)} · backed up {formatTimestampDate(copy.backed_up_at)}
        </p>
      </div>
      <Button variant="ghost" size="sm" aria-label={`Delete the cloud copy of ${copy.title}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </li>
  )
}
