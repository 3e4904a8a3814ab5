import { Download } from 'lucide-react'
import type { MediaShareLink } from '@petfolk/contract/media'
import type { MediaType } from './media-gallery.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { deviceOnlyMessage, shareLinkNote } from './media-texts.ts'

/** What Share could not finish on its own: a link to copy by hand, or only the file to download. */
export type ShareFallback = { type: MediaType; link: MediaShareLink } | { type: MediaType; link: null }

interface ShareDialogProps {
  fallback: ShareFallback | null
  onClose: () => void
  onDownload: () => void
}

export function ShareDialog({ fallback, onClose, onDownload }: ShareDialogProps) {
  return (
    <Dialog open={fallback !== null} onOpenChange={(open) => !open && onClose()} title={fallback?.link ? 'Share link' : 'Share as a file'}>
      {fallback?.link ? (
        <div className="flex flex-col gap-3">
          <p className="text-fg-muted">{shareLinkNote(fallback.type, fallback.link.expires_at)}</p>
          <label className="flex flex-col gap-1 font-semibold">
            Link to send
            <input
              readOnly
              value={fallback.link.url}
              onFocus={(event) => event.currentTarget.select()}
              className="rounded-control border border-line bg-sunken px-3 py-2 font-normal"
            />
          </label>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : fallback ? (
        <div className="flex flex-col gap-4">
          <p>{deviceOnlyMessage(fallback.type)}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button
              onClick={() => {
                onDownload()
                onClose()
              }}
            >
              <Download aria-hidden="true" className="size-5" />
              Download
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
