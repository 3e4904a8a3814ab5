import type { ReactNode } from 'react'
import { CircleCheck } from 'lucide-react'
import { cx } from '../../../lib/cx.ts'
import type { ReportTone } from './labels.ts'


const TONES: Record<ReportTone, string> = {
  alarm: 'bg-danger text-on-danger',
  good: 'inline-flex items-center gap-1.5 bg-success-fg text-surface',
  notice: 'bg-brand text-on-brand',
}

/** A report's state in capitals (MISSING, FOUND, SEEN LOOSE, CLOSED), on its card's photo and its public page. */
export function StatusTag({ tone, className, children }: { tone: ReportTone; className?: string; children: ReactNode }) {
  return (
    <span className={cx('rounded-control px-3 py-1 text-sm font-extrabold tracking-wider', TONES[tone], className)}>
      {tone === 'good' ? <CircleCheck aria-hidden="true" className="size-4" /> : null}
      {children}
    </span>
  )
}
