import type { ReactNode } from 'react'
import { TriangleAlert } from 'lucide-react'
import type { Settings } from '@petfolk/contract/settings'
import { describeLoadError } from '../../lib/api.ts'
import { Button } from '../../ui/button.tsx'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useSettings } from './api/get-settings.ts'

/** The saved settings once loaded; a skeleton while loading and a retry on failure. */
export function SettingsLoadState({ label, children }: { label: string; children: (settings: Settings) => ReactNode }) {
  const settings = useSettings()
  if (settings.isPending) {
    return (
      <div role="status" aria-label={label} className="flex flex-col gap-4">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    )
  }
  if (settings.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="flex items-center gap-2 font-semibold text-danger-fg">
          <TriangleAlert aria-hidden="true" className="size-5" />
          {describeLoadError(settings.error)}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }
  return children(settings.data)
}
