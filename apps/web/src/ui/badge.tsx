import type { ReactNode } from 'react'
import { cx } from '../lib/cx.ts'

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'info' | 'warning' | 'danger'

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-sunken text-fg-muted',
  brand: 'bg-brand-soft text-brand-fg',
  success: 'bg-success-soft text-success-fg',
  info: 'bg-info-soft text-info-fg',
  warning: 'bg-warning-soft text-warning-fg',
  danger: 'bg-danger-soft text-danger-fg',
}

/*
 * A badge beside a member's long title keeps its own width (shrink-0) so its label never breaks
 * letter by letter, and stays within its row (max-w-full) so a long word in it still wraps.
 */
export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span className={cx('inline-flex max-w-full shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold', tones[tone], className)}>
      {children}
    </span>
  )
}
