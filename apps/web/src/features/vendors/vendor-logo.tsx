import { Store } from 'lucide-react'
import { cx } from '../../lib/cx.ts'

/** The vendor's logo beside its name (so the picture itself needs no alt text), or a shop icon. */
export function VendorLogo({ src, size = 'md' }: { src: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-14' : 'size-10'
  if (!src) {
    return (
      <span className={cx('flex shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-fg', box)}>
        <Store aria-hidden="true" className="size-5" />
      </span>
    )
  }
  const pixels = size === 'lg' ? 56 : 40
  return <img src={src} alt="" width={pixels} height={pixels} loading="lazy" className={cx('shrink-0 rounded-full border border-line bg-surface object-cover', box)} />
}
