import type { MapMarker } from '@petfolk/contract/lost-found/map'
import type { PublicLostPet, PublicSighting } from '@petfolk/contract/lost-found/reports'
import type { MapPoint } from '../../../ui/map/markers.ts'
import { formatDate } from '../../../lib/format.ts'
import { formatTimestamp } from '../../../lib/timestamps.ts'
import { publicReportPath } from '../shared/labels.ts'

/** Where a marker leads: a lost report's public page (a sighting's report's), or a found report's. */
export function markerHref(marker: Pick<MapMarker, 'kind' | 'report_id'>): string {
  return publicReportPath(marker.kind === 'found' ? 'found' : 'lost', marker.report_id)
}

/** The lost-and-found map's answer as the map's points. */
export function lostAndFoundPoints(markers: readonly MapMarker[]): MapPoint[] {
  return markers.map((marker) => ({
    key: `${marker.kind}-${marker.id}`,
    kind: marker.kind,
    latitude: marker.latitude,
    longitude: marker.longitude,
    label: marker.label,
    detail:
      marker.kind === 'lost'
        ? `Last seen ${formatDate(marker.date)}`
        : marker.kind === 'found'
          ? `Found ${formatDate(marker.date)}`
          : `Seen ${formatTimestamp(marker.date)}`,
    href: markerHref(marker),
    linkText: marker.kind === 'sighting' ? `Open ${marker.label}’s report` : 'Open report',
  }))
}

/** One report's map: where it was last seen and where it has been seen since. */
export function reportPoints(report: Pick<PublicLostPet, 'id' | 'pet_name' | 'last_seen_position' | 'last_seen_date' | 'last_seen_location'>, sightings: readonly PublicSighting[]): MapPoint[] {
  const points: MapPoint[] = []
  if (report.last_seen_position) {
    points.push({
      key: `lost-${report.id}`,
      kind: 'lost',
      ...report.last_seen_position,
      label: `${report.pet_name}, last seen`,
      detail: `${formatDate(report.last_seen_date)} · ${report.last_seen_location}`,
    })
  }
  for (const sighting of sightings) {
    if (!sighting.position) continue
    points.push({
      key: `sighting-${sighting.id}`,
      kind: 'sighting',
      ...sighting.position,
      label: sighting.location,
      detail: `Seen ${formatTimestamp(sighting.seen_at)}`,
    })
  }
  return points
}
