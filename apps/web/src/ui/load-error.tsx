import { TriangleAlert } from 'lucide-react'
import { describeLoadError } from '../lib/api.ts'
import { Button } from './button.tsx'

/** What a section shows when its data did not load: the reason, and "Try Again". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="flex items-center gap-2 font-semibold text-danger-fg">
        <TriangleAlert aria-hidden="true" className="size-5" />
        {describeLoadError(error)}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  )
}
