import { useEffect, useRef } from 'react'
import type { Position } from '@petfolk/contract/lost-found/reports'
import { Button } from '../button.tsx'
import { L } from './leaflet-setup.ts'
import { useLeafletMap } from './use-leaflet-map.ts'
import { markerIconHtml } from './markers.ts'

export interface PlacePickerProps {
  value: Position | null
  onChange: (position: Position | null) => void
  /** Where the map opens: a report's last-seen point, say. */
  around: Position | null
  /** The map's accessible name. */
  label: string
}

/** About a metre: the point a finger or a click can give. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5
const pointOf = (latlng: L.LatLng): Position => ({ latitude: round(latlng.lat), longitude: round(latlng.lng) })

/**
 * A map on which a tap (or a click) marks one place. Keyboard users pan the map with the arrow
 * keys and mark its centre with the button; Clear takes the mark away.
 */
export default function PlacePicker({ value, onChange, around, label }: PlacePickerProps) {
  const pin = useRef<L.Marker | null>(null)
  const change = useRef(onChange)
  useEffect(() => {
    change.current = onChange
  })
  // Only where the map first opens (the set-up runs once): later changes of `around` must not pull the map away.
  const { element, map } = useLeafletMap((created) => {
    if (around) created.setView([around.latitude, around.longitude], 14)
    created.on('click', (event: L.LeafletMouseEvent) => change.current(pointOf(event.latlng)))
    return () => {
      pin.current = null
    }
  })

  useEffect(() => {
    const shown = map.current
    if (!shown) return
    pin.current?.remove()
    pin.current = value
      ? L.marker([value.latitude, value.longitude], {
          icon: L.divIcon({ html: markerIconHtml({ kind: 'sighting', label: 'the place you marked' }), className: 'pf-marker-icon', iconSize: L.point(22, 22) }),
          keyboard: false,
          interactive: false,
        }).addTo(shown)
      : null
  }, [map, value])

  return (
    <div className="pf-map flex flex-col gap-2">
      <div role="region" aria-label={label} className="isolate h-56 overflow-hidden rounded-control border border-line">
        <div ref={element} className="size-full cursor-crosshair" data-testid="place-picker" />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={() => map.current && onChange(pointOf(map.current.getCenter()))}>
          Mark the map’s centre
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            Clear the place
          </Button>
        ) : null}
        <span className="text-sm text-fg-muted" aria-live="polite">
          {value ? `Marked at ${value.latitude.toFixed(5)}, ${value.longitude.toFixed(5)}` : 'Tap the map where you saw the pet.'}
        </span>
      </div>
    </div>
  )
}
