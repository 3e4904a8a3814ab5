import { TriangleAlert } from 'lucide-react'
import { ApiError, describeLoadError } from '../lib/api.ts'
import { cx } from '../lib/cx.ts'
import { Button } from './button.tsx'

/**
 * Where the block stands decides its look:
 * - `section`: alone in a section or card, the reason above the button;
 * - `inline`: the reason and the button in one row, above an empty state that stays visible;
 * - `card`: a tinted card standing in for a whole list, announced as a whole;
 * - `panel`: the same without the tint, inside a dialog or popover that has its own surface.
 */
export type LoadErrorVariant = 'section' | 'inline' | 'card' | 'panel'

const WRAPPER_CLASSES: Record<LoadErrorVariant, string> = {
  section: 'flex flex-col items-start gap-3',
  inline: 'flex flex-wrap items-center gap-3',
  card: 'flex flex-col items-start gap-3 rounded-card bg-danger-soft p-4 text-danger-fg',
  panel: 'flex flex-col items-start gap-3 text-danger-fg',
}

// A card or panel colours its whole box and is announced whole, the Try Again label included; the others colour and announce only the reason.
const ALERT_ON_WRAPPER: Record<LoadErrorVariant, boolean> = { section: false, inline: false, card: true, panel: true }

interface LoadErrorProps {
  error: unknown
  onRetry: () => void
  /** A screen's own sentence in place of the generic reason, when that screen words its failure itself. */
  message?: string
  /** Searches whose filters the server can refuse (400) show its sentence saying why, e.g. an unknown zip code. */
  showsRefusalReason?: boolean
  variant?: LoadErrorVariant
  className?: string
}

/** What a section shows when its data did not load: the reason, and "Try Again". */
export function LoadError({ error, onRetry, message, showsRefusalReason = false, variant = 'section', className }: LoadErrorProps) {
  const onWrapper = ALERT_ON_WRAPPER[variant]
  const refusal = showsRefusalReason && error instanceof ApiError && error.status === 400 ? error.serverMessage : undefined
  return (
    <div role={onWrapper ? 'alert' : undefined} className={cx(WRAPPER_CLASSES[variant], className)}>
      <Reason alert={!onWrapper}>{message ?? (refusal || describeLoadError(error))}</Reason>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}

/** The reason alone, for places that do not offer Try Again. */
export function LoadErrorReason({ error }: { error: unknown }) {
  return <Reason alert>{describeLoadError(error)}</Reason>
}

function Reason({ alert, children }: { alert: boolean; children: string }) {
  return (
    <p role={alert ? 'alert' : undefined} className={cx('flex items-center gap-2 font-semibold', alert && 'text-danger-fg')}>
      <TriangleAlert aria-hidden="true" className="size-5" />
      {children}
    </p>
  )
}
