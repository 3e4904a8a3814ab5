import { useMemo } from 'react'
import type { Business } from '@petfolk/contract/directory'
import { MarkerMap } from '../../ui/map/lazy-maps.tsx'
import type { MapPoint } from '../../ui/map/markers.ts'
import { businessTypeLabel } from './business-labels.ts'

/** The businesses with a known place, as the map's points; a point's key is the business id. */
export function businessPoints(businesses: readonly Business[]): MapPoint[] {
  return businesses.flatMap((business) =>
    business.latitude === null || business.longitude === null
      ? []
      : [
          {
            key: String(business.id),
            kind: 'business' as const,
            latitude: business.latitude,
            longitude: business.longitude,
            label: business.name,
            detail: `${businessTypeLabel(business.business_type)} · ${business.city}, ${business.state}`,
            linkText: 'View details',
          },
        ],
  )
}

/** The listed businesses on a map; a marker's popup opens the same details as the card. */
export function BusinessMap({ businesses, onViewDetails }: { businesses: readonly Business[]; onViewDetails: (business: Business) => void }) {
  const points = useMemo(() => businessPoints(businesses), [businesses])
  return (
    <MarkerMap
      points={points}
      label="Map of the businesses listed"
      className="size-full"
      onOpen={(point) => {
        const business = businesses.find((b) => String(b.id) === point.key)
        if (business) onViewDetails(business)
      }}
    />
  )
}
