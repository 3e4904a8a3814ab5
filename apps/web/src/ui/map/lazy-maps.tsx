import { Component, lazy, Suspense, type ReactNode } from 'react'
import { MapPinOff } from 'lucide-react'
import { cx } from '../../lib/cx.ts'
import { Skeleton } from '../skeleton.tsx'
import type { MarkerMapProps } from './marker-map.tsx'
import type { PlacePickerProps } from './place-picker.tsx'

// Leaflet's script and styles load with the first map someone opens, never with other pages.
const LeafletMarkerMap = lazy(() => import('./marker-map.tsx'))
const LeafletPlacePicker = lazy(() => import('./place-picker.tsx'))

/**
 * A map is an addition to the page: when its code cannot load (offline, an old release) or
 * Leaflet fails, the page stays and says so in one line, instead of the whole route failing.
 */
class MapBoundary extends Component<{ children: ReactNode; className?: string | undefined }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <p role="status" className={cx('flex items-center gap-2 rounded-card border border-line bg-sunken p-4 text-sm text-fg-muted', this.props.className)}>
        <MapPinOff aria-hidden="true" className="size-5 shrink-0" />
        The map could not be shown. Everything it holds is in the list.
      </p>
    )
  }
}

/** A clustered map of points (lazy: Leaflet loads when it is first shown). */
export function MarkerMap(props: MarkerMapProps) {
  return (
    <MapBoundary className={props.className}>
      <Suspense fallback={<Skeleton className={cx('min-h-64 rounded-card', props.className)} />}>
        <LeafletMarkerMap {...props} />
      </Suspense>
    </MapBoundary>
  )
}

/** A map to mark one place on (lazy, like MarkerMap). */
export function PlacePicker(props: PlacePickerProps) {
  return (
    <MapBoundary>
      <Suspense fallback={<Skeleton className="h-56 rounded-control" />}>
        <LeafletPlacePicker {...props} />
      </Suspense>
    </MapBoundary>
  )
}
