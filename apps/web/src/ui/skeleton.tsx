import { cx } from '../lib/cx.ts'

/** A grey placeholder block; the list that uses it announces loading itself. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-control bg-sunken motion-reduce:animate-none', className)} />
}
