import { Sparkles } from 'lucide-react'
import { cx } from '../../../lib/cx.ts'

/** The report's distinctive markings, called out: on a card, and larger on the public page. */
export function DistinctiveMarkings({ markings, large = false }: { markings: string; large?: boolean }) {
  return (
    <p className={cx('flex items-start gap-2 rounded-control bg-info-soft text-info-fg', large ? 'p-4' : 'p-3 text-sm')}>
      <Sparkles aria-hidden="true" className={cx('mt-0.5 shrink-0', large ? 'size-5' : 'size-4')} />
      <span>
        <span className="font-bold">Distinctive markings: </span>
        {markings}
      </span>
    </p>
  )
}
