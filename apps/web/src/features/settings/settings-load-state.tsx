import type { ReactNode } from 'react'
import type { Settings } from '@petfolk/contract/settings'
import { Skeleton } from '../../ui/skeleton.tsx'
import { useSettings } from './api/get-settings.ts'
import { LoadError } from '../../ui/load-error.tsx'

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
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
  }
  return children(settings.data)
}
