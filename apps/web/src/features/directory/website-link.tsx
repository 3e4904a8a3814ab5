import { cx } from '../../lib/cx.ts'
import { displayWebsite } from './business-labels.ts'

/** A business's website, shown without its scheme, opening in a new tab (and saying so to screen readers). */
export function WebsiteLink({ url, className }: { url: string; className?: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={cx(className, 'font-semibold text-brand-fg underline-offset-2 hover:underline')}>
      {displayWebsite(url)}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
