import { useId, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { CloudDownload, CloudUpload, CircleCheck, TriangleAlert } from 'lucide-react'
import { describeActionError } from '../../lib/api.ts'
import { MediaStorageError } from './media-gallery.ts'
import { Button } from '../../ui/button.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { formatBackupMegabytes } from '@petfolk/contract/media'
import { useBackupUsage } from './api/backups.ts'
import { backUpGallery, restoreGallery, SyncStoppedError, type BackupResult, type SkippedItem } from './backup-sync.ts'
import { CloudCopies } from './cloud-copies.tsx'
import { useGalleryStore } from './gallery-store-context.ts'
import { STORAGE_FULL_MESSAGE } from './media-texts.ts'
import { backupsQueryKey, galleryQueryKey } from './query-keys.ts'

type Status =
  | { phase: 'idle' }
  | { phase: 'busy'; text: string }
  | { phase: 'done'; text: string; skipped?: SkippedItem[] }
  | { phase: 'failed'; text: string }

function items(n: number): string {
  return `${n} ${n === 1 ? 'item' : 'items'}`
}

function backupResult({ sent, unchanged, skipped }: BackupResult): string {
  if (skipped.length > 0) {
    const saved = sent === 0 ? 'Nothing new was saved' : `${items(sent)} saved to your private cloud backup`
    return `Backup finished: ${saved}${unchanged ? `, ${unchanged} already up to date` : ''}. ${items(skipped.length)} could not be backed up:`
  }
  if (sent === 0 && unchanged === 0) return 'Your gallery is empty on this device, so there is nothing to back up yet.'
  if (sent === 0) return `Everything is already backed up (${items(unchanged)}).`
  return `Backup complete: ${items(sent)} saved to your private cloud backup${unchanged ? `, ${unchanged} already up to date` : ''}.`
}

function restoreResult({ restored, total }: { restored: number; total: number }): string {
  if (total === 0) return 'Your cloud backup is empty. Back up this gallery first.'
  if (restored === 0) return 'Everything in your cloud backup is already on this device.'
  return `Restore complete: ${items(restored)} restored to this device.`
}

function failure(error: unknown, verb: 'Backed up' | 'Restored', fallback: string): string {
  const cause = error instanceof SyncStoppedError ? error.cause : error
  const reason = cause instanceof MediaStorageError && cause.reason === 'full' ? STORAGE_FULL_MESSAGE : describeActionError(cause, fallback)
  return error instanceof SyncStoppedError && error.done > 0 ? `${verb} ${error.done} of ${items(error.total)}, then stopped. ${reason}` : reason
}

/**
 * Backup to Cloud and Restore from Cloud for the device gallery: a private copy on the server
 * that only its owner can read. Shown on /media, and on Settings through the router.
 */
export function BackupPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const store = useGalleryStore()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<Status>({ phase: 'idle' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = useId()
  const busy = status.phase === 'busy'
  const usage = useBackupUsage()

  const backUp = async () => {
    setStatus({ phase: 'busy', text: 'Preparing the backup...' })
    try {
      const result = await backUpGallery(await store.list(), (done, total) =>
        setStatus({ phase: 'busy', text: `Backing up ${done + 1} of ${items(total)}...` }),
      )
      setStatus({ phase: 'done', text: backupResult(result), skipped: result.skipped })
    } catch (error) {
      setStatus({ phase: 'failed', text: failure(error, 'Backed up', 'Backup failed. Please try again.') })
    } finally {
      await queryClient.invalidateQueries({ queryKey: backupsQueryKey })
    }
  }

  const restore = async () => {
    setStatus({ phase: 'busy', text: 'Looking for your backup...' })
    try {
      const result = await restoreGallery(store, (done, total) => setStatus({ phase: 'busy', text: `Restoring ${done + 1} of ${items(total)}...` }))
      setStatus({ phase: 'done', text: restoreResult(result) })
    } catch (error) {
      setStatus({ phase: 'failed', text: failure(error, 'Restored', 'Restore failed. Please try again.') })
    } finally {
      await queryClient.invalidateQueries({ queryKey: galleryQueryKey })
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <div>
        <Heading id={headingId} className="text-lg font-bold">
          Cloud Backup
        </Heading>
        <p className="text-fg-muted">
          Your gallery stays on this device. A backup keeps a private copy on Petfolk&apos;s server that only you can see, so you
          can restore it here or on another device.
        </p>
        {usage.data ? (
          <p className="mt-1 text-sm text-fg-muted">
            Cloud backup space: {formatBackupMegabytes(usage.data.used_bytes)} of {formatBackupMegabytes(usage.data.quota_bytes)} used.
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void backUp()} disabled={busy}>
          <CloudUpload aria-hidden="true" className="size-5" />
          Backup to Cloud
        </Button>
        <Button variant="secondary" onClick={() => void restore()} disabled={busy}>
          <CloudDownload aria-hidden="true" className="size-5" />
          Restore from Cloud
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {status.phase === 'busy' ? (
          <p className="flex items-center gap-2">
            <Spinner className="size-4" />
            {status.text}
          </p>
        ) : status.phase === 'done' && status.skipped?.length ? (
          <div className="flex flex-col gap-1">
            <p className="flex items-start gap-2 font-semibold text-danger-fg">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {status.text}
            </p>
            <ul aria-label="Items not backed up" className="ml-7 list-disc pl-4">
              {status.skipped.map((item, index) => (
                <li key={index}>
                  <span className="font-semibold">{item.title}</span>: {item.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : status.phase === 'done' ? (
          <p className="flex items-center gap-2 font-semibold text-success-fg">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            {status.text}
          </p>
        ) : status.phase === 'failed' ? (
          <p className="flex items-start gap-2 font-semibold text-danger-fg">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {status.text}
          </p>
        ) : null}
      </div>
      <CloudCopies headingLevel={headingLevel === 2 ? 3 : 4} />
    </section>
  )
}
