import { HardDrive } from 'lucide-react'
import { galleryBytes, type MediaItem } from './media-gallery.ts'
import { useStorageEstimate } from './api/gallery.ts'
import { formatBytes } from './format-bytes.ts'

/** How much of the device the gallery takes, and (where the browser says) how much room is left. */
export function StorageUsage({ items }: { items: readonly MediaItem[] }) {
  const estimate = useStorageEstimate()
  const device = estimate.data
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
      <HardDrive aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Gallery on this device: <strong className="tabular-nums text-fg">{formatBytes(galleryBytes(items))}</strong> in{' '}
        {items.length} {items.length === 1 ? 'item' : 'items'}.
      </span>
      {device ? (
        <span>
          This site uses <span className="tabular-nums">{formatBytes(device.usage)}</span> of{' '}
          <span className="tabular-nums">{formatBytes(device.quota)}</span> the browser allows
          {device.quota > 0 ? ` (${Math.min(100, Math.round((device.usage / device.quota) * 100))}%)` : ''}.
        </span>
      ) : null}
    </p>
  )
}
