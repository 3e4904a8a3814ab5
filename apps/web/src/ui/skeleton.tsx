import { cx } from '../lib/cx.ts'

/** A grey placeholder block; the list that uses it announces loading itself. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-control bg-sunken motion-reduce:animate-none', className)} />
}

const CARD_LAYOUTS = {
  grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  stack: 'flex flex-col gap-3',
}

interface SkeletonCardsProps {
  count: number
  /** The height of one card, e.g. `h-56`, so the page keeps its shape when the list arrives. */
  cardClassName: string
  layout?: keyof typeof CARD_LAYOUTS
  /** Given where the placeholder itself announces loading, rather than the section around it. */
  label?: string
}

/** Placeholder cards standing in for a list while it loads: a grid of cards, or a stack of rows. */
export function SkeletonCards({ count, cardClassName, layout = 'grid', label }: SkeletonCardsProps) {
  return (
    <div role={label ? 'status' : undefined} aria-label={label} className={CARD_LAYOUTS[layout]}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={`${cardClassName} rounded-card`} />
      ))}
    </div>
  )
}
