import { useState } from 'react'
import { toast } from 'sonner'
import { ExternalLink, Heart, Pin, Share2 } from 'lucide-react'
import type { PartnerAnnouncement } from '@petfolk/contract/vendors'
import { cx } from '../../lib/cx.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { VendorLogo } from './vendor-logo.tsx'
import { formatVendorDate } from './vendor-features.ts'

export const LINK_COPIED = 'Link copied to clipboard'
export const SHARE_UNAVAILABLE = 'Sharing is not available in this browser.'

/** The address that opens this announcement on Petfolk. */
export function announcementUrl(id: number): string {
  return `${window.location.origin}/vendors?tab=news#announcement-${id}`
}

/** The device's share sheet when there is one, else the link on the clipboard. */
async function share(announcement: PartnerAnnouncement): Promise<void> {
  const url = announcementUrl(announcement.id)
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: announcement.title, text: `${announcement.vendor_name}: ${announcement.title}`, url })
      return
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    toast.success(LINK_COPIED)
  } catch {
    toast.error(SHARE_UNAVAILABLE)
  }
}

export function AnnouncementCard({ announcement }: { announcement: PartnerAnnouncement }) {
  // Likes stay on this screen for now: there is no server call for them in this release.
  const [liked, setLiked] = useState(false)
  const titleId = `announcement-${announcement.id}-title`
  return (
    <li
      id={`announcement-${announcement.id}`}
      aria-labelledby={titleId}
      className={cx(
        'flex scroll-mt-24 flex-col gap-3 rounded-card border bg-surface p-5 shadow-raised',
        announcement.is_pinned ? 'border-brand ring-2 ring-brand' : 'border-line',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <VendorLogo src={announcement.vendor_logo} />
          <div>
            <p className="font-bold">{announcement.vendor_name}</p>
            <p className="text-sm text-fg-muted">
              <time dateTime={announcement.created_at}>{formatVendorDate(announcement.created_at)}</time>
            </p>
          </div>
        </div>
        {announcement.is_pinned ? (
          <Badge tone="brand">
            <Pin aria-hidden="true" className="size-3.5" />
            Pinned
          </Badge>
        ) : null}
      </div>
      <h3 id={titleId} className="text-xl font-bold">
        {announcement.title}
      </h3>
      {announcement.image_url ? (
        <img
          src={announcement.image_url}
          alt=""
          width={800}
          height={400}
          loading="lazy"
          className="aspect-[2/1] w-full rounded-control bg-sunken object-cover"
        />
      ) : null}
      <p className="whitespace-pre-line text-fg">{announcement.content}</p>
      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
        <Button variant="ghost" size="sm" aria-pressed={liked} onClick={() => setLiked((value) => !value)}>
          <Heart aria-hidden="true" className={cx('size-4', liked && 'fill-current text-danger-fg')} />
          Like
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void share(announcement)}>
          <Share2 aria-hidden="true" className="size-4" />
          Share
        </Button>
        {announcement.external_link ? (
          <a
            href={announcement.external_link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'ml-auto' })}
          >
            Learn More
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only"> about {announcement.title} (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </li>
  )
}
