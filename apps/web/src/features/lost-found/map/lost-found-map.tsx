import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import { LoadError } from '../../../ui/load-error.tsx'
import { MarkerMap } from '../../../ui/map/lazy-maps.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { useLostPetsMap } from './api/get-map-markers.ts'
import type { ReportFilter } from '../shared/api/report-filter.ts'
import { lostAndFoundPoints } from './map-points.ts'

/** The open reports and sightings the list's filters let through, on one map beside the list; a marker's popup leads to its report. */
export function LostFoundMap({ filter }: { filter: ReportFilter }) {
  const markers = useLostPetsMap(filter)
  const navigate = useNavigate()
  const points = useMemo(() => lostAndFoundPoints(markers.data ?? []), [markers.data])
  if (markers.isPending) return <Skeleton className="size-full min-h-64 rounded-card" />
  if (markers.isError) return <LoadError variant="card" error={markers.error} onRetry={() => void markers.refetch()} />
  return (
    <MarkerMap
      points={points}
      label="Map of lost pets, found pets and sightings"
      className="size-full"
      onOpen={(point) => {
        if (point.href) void navigate(point.href)
      }}
    />
  )
}
