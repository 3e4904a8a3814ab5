import { useEffect, useRef } from 'react'
import { useMapSettings } from '../../lib/map-settings.ts'
import { createMap, followSize, type L, tileLayer } from './leaflet-setup.ts'

/**
 * A Leaflet map in the element `element` points at, made once, kept the size of its box, with the
 * tile server's layer once the settings arrive. `setup` runs once on the new map (layers, handlers)
 * and answers its own clean-up.
 */
export function useLeafletMap(setup: (map: L.Map) => () => void) {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  // The map is made once: later renders' `setup` are never used.
  const setupOnce = useRef(setup)
  const settings = useMapSettings().data

  useEffect(() => {
    const box = element.current
    if (!box) return
    const created = createMap(box)
    const undo = setupOnce.current(created)
    map.current = created
    const stopFollowing = followSize(created, box)
    return () => {
      stopFollowing()
      created.remove()
      map.current = null
      undo()
    }
  }, [])

  useEffect(() => {
    if (!settings || !map.current) return
    const layer = tileLayer(settings).addTo(map.current)
    return () => void layer.remove()
  }, [settings])

  return { element, map }
}
