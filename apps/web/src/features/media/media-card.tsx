import { Crop, Download, PencilLine, Share2, Trash2, Video } from 'lucide-react'
import type { StoredMedia } from './media-gallery.ts'
import { cx } from '../../lib/cx.ts'
import { shortDateFormat } from '../../lib/format.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { formatBytes } from './format-bytes.ts'
import { useObjectUrl } from './use-object-url.ts'

export interface GalleryPet {
  id: number
  name: string
}

export type GalleryView = 'grid' | 'list'

interface MediaCardProps {
  item: StoredMedia
  petName: string | null
  view: GalleryView
  selected: boolean
  onSelectedChange: (selected: boolean) => void
  onEditImage: () => void
  onEditDetails: () => void
  onShare: (url: string) => void
  onDownload: (url: string) => void
  onDelete: () => void
}

/** One gallery item: its picture or video, details, a selection box and its actions. */
export function MediaCard({ item, petName, view, selected, onSelectedChange, onEditImage, onEditDetails, onShare, onDownload, onDelete }: MediaCardProps) {
  const url = useObjectUrl(item.blob)
  const added = new Date(item.created_at)
  const list = view === 'list'
  return (
    <article
      aria-label={item.title}
      className={cx(
        'flex overflow-hidden rounded-card border bg-surface',
        list ? 'flex-row items-center gap-4 p-3' : 'flex-col',
        selected ? 'border-brand ring-2 ring-brand' : 'border-line',
      )}
    >
      <div className={cx('relative shrink-0 bg-sunken', 'overflow-hidden', list ? 'size-24 rounded-control' : 'aspect-[4/3] w-full')}>
        {url ? (
          item.type === 'photo' ? (
            <img src={url} alt={item.title} width={400} height={300} loading="lazy" className="absolute inset-0 size-full object-cover" />
          ) : (
            <video src={url} controls={!list} muted preload="metadata" aria-label={item.title} className="absolute inset-0 size-full object-cover" />
          )
        ) : null}
        {item.type === 'video' ? (
          <Badge tone="info" className="absolute top-2 right-2">
            <Video aria-hidden="true" className="size-4" />
            Video
          </Badge>
        ) : null}
        <label className="absolute top-2 left-2 flex size-9 cursor-pointer items-center justify-center rounded-control bg-surface/90 shadow-raised">
          <input type="checkbox" checked={selected} onChange={(event) => onSelectedChange(event.target.checked)} className="size-5 accent-brand" />
          <span className="sr-only">Select {item.title}</span>
        </label>
      </div>
      <div className={cx('flex min-w-0 flex-1 flex-col gap-2', list ? '' : 'p-4')}>
        <h3 className="truncate font-bold" title={item.title}>
          {item.title}
        </h3>
        <p className="text-sm text-fg-muted">
          {Number.isNaN(added.getTime()) ? null : <time dateTime={item.created_at}>{shortDateFormat().format(added)}</time>}
          {' · '}
          {formatBytes(item.size)}
          {petName ? ` · ${petName}` : null}
        </p>
        {item.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {item.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="brand">#{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-1">
          {item.type === 'photo' ? (
            <Button variant="ghost" size="sm" onClick={onEditImage}>
              <Crop aria-hidden="true" className="size-4" />
              Edit Image
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={onEditDetails}>
            <PencilLine aria-hidden="true" className="size-4" />
            Details
          </Button>
          <Button variant="ghost" size="sm" disabled={!url} onClick={() => url && onShare(url)}>
            <Share2 aria-hidden="true" className="size-4" />
            Share
          </Button>
          <Button variant="ghost" size="sm" disabled={!url} onClick={() => url && onDownload(url)}>
            <Download aria-hidden="true" className="size-4" />
            Download
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} className="text-danger-fg">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </div>
    </article>
  )
}
