import { LoaderCircle } from 'lucide-react'
import { cx } from '../lib/cx.ts'

interface SpinnerProps {
  /** Announced to screen readers; omit when a visible text already says what is loading. */
  label?: string
  className?: string
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cx('size-5 animate-spin motion-reduce:animate-none', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  )
}

export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-fg">
      <Spinner label={label} className="size-8" />
    </div>
  )
}
