import { useMemo } from 'react'
import type { PublicLostPet, PublicSighting } from '@petfolk/contract/lost-found/reports'
import { MarkerMap } from '../../../ui/map/lazy-maps.tsx'
import { reportPoints } from './map-points.ts'

const NO_SIGHTINGS: readonly PublicSighting[] = []

/**
 * The report's own small map: the last-seen ZIP code's centre and every visible sighting's place.
 * `sightings` is undefined until they load: the last-seen point shows at once.
 */
export function ReportMap({ report, sightings = NO_SIGHTINGS }: { report: PublicLostPet; sightings?: readonly PublicSighting[] | undefined }) {
  // The same points keep the map where the reader moved it; new ones (a sighting) fit it again.
  const points = useMemo(() => reportPoints(report, sightings), [report, sightings])
  if (points.length === 0) return null
  return (
    <section aria-labelledby="report-map-heading" className="flex flex-col gap-3">
      <h2 id="report-map-heading" className="text-lg font-bold">
        Where {report.pet_name} was seen
      </h2>
      <MarkerMap points={points} label={`Map of where ${report.pet_name} was last seen and sighted`} maxFitZoom={13} className="h-72" />
    </section>
  )
}
