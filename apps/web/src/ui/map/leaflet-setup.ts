// Leaflet and its clustering plugin, loaded together only by the map chunks. The plugin extends
// the global L that Leaflet's own bundle sets, so Leaflet must be evaluated first: it is imported first.
import L from 'leaflet'
import 'leaflet.markercluster'
import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import './marker-map.css'
import type { MapSettings } from '@petfolk/contract/lost-found/map'
import { attributionHtml } from './markers.ts'

export { L }

/** The contiguous United States, for a map with nothing on it yet. */
export const US_VIEW = { center: L.latLng(39.5, -98.35), zoom: 4 } as const

/** A Leaflet map in `element` with Petfolk's defaults: no "Leaflet" flag prefix, the credit the tile server asks for. */
export function createMap(element: HTMLElement): L.Map {
  // The zoom range is the map's own: the clusters need one before (or without) any tiles.
  const map = L.map(element, { worldCopyJump: true, zoomSnap: 0.5, minZoom: 2, maxZoom: 19 })
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>')
  map.setView(US_VIEW.center, US_VIEW.zoom)
  return map
}

/** The tile layer for the server's settings; offline (or blocked) tiles simply leave the background empty. */
export function tileLayer(settings: MapSettings): L.TileLayer {
  return L.tileLayer(settings.tile_url, { attribution: attributionHtml(settings.attribution), maxZoom: 19, crossOrigin: false })
}

/** Keeps Leaflet's idea of its size right when the box changes (a toggle, a resized window). */
export function followSize(map: L.Map, element: HTMLElement): () => void {
  const observer = new ResizeObserver(() => map.invalidateSize())
  observer.observe(element)
  return () => observer.disconnect()
}
