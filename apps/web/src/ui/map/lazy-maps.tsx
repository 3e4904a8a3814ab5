import { lazy, Suspense } from 'react'
import { cx } from '../../lib/cx.ts'
import { Skeleton } from '../skeleton.tsx'
import type { MarkerMapProps } from './marker-map.tsx'
import type { PlacePickerProps } from './place-picker.tsx'

// Leaflet's script and styles load with the first map someone opens, never with other pages.
const LeafletMarkerMap = lazy(() => import('./marker-map.tsx'))
const LeafletPlacePicker = lazy(() => import('./place-picker.tsx'))

/** A clustered map of points (lazy: Leaflet loads when it is first shown). */
export function MarkerMap(props: MarkerMapProps) {
  return (
    <Suspense fallback={<Skeleton className={cx('min-h-64 rounded-card', props.className)} />}>
      <LeafletMarkerMap {...props} />
    </Suspense>
  )
}

/** A map to mark one place on (lazy, like MarkerMap). */
export function PlacePicker(props: PlacePickerProps) {
  return (
    <Suspense fallback={<Skeleton className="h-56 rounded-control" />}>
      <LeafletPlacePicker {...props} />
    </Suspense>
  )
}
