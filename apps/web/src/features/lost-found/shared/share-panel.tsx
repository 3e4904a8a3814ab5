import { toast } from 'sonner'
import { Link2, Share2 } from 'lucide-react'
import { Button, buttonClasses } from '../../../ui/button.tsx'
import { shareLinks } from './share-links.ts'

/** Share: the device's own share sheet where there is one, the link to copy, and each network's share form. */
export function SharePanel({ url, text, title }: { url: string; text: string; title: string }) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  const share = async () => {
    try {
      await navigator.share({ title, text, url })
    } catch {
      // Closing the share sheet rejects too; there is nothing to tell.
    }
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Link copied.')
    } catch {
      toast.error('Could not copy the link. Copy it from the address bar instead.')
    }
  }

  return (
    <section aria-labelledby="share-heading" className="flex flex-col gap-3">
      <h2 id="share-heading" className="text-lg font-bold">
        Share
      </h2>
      <div className="flex flex-wrap gap-2">
        {canShare ? (
          <Button size="sm" onClick={() => void share()}>
            <Share2 aria-hidden="true" className="size-4" />
            Share
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Link2 aria-hidden="true" className="size-4" />
          Copy link
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {shareLinks(url, text).map(({ target, href }) => (
          <li key={target}>
            <a
              href={href}
              target={target === 'E-mail' ? undefined : '_blank'}
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'border border-line' })}
            >
              {target}
              {target === 'E-mail' ? null : <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
