import { useEffect, useRef } from 'react'
import type { MarkerClusterGroup } from 'leaflet'
import { cx } from '../../lib/cx.ts'
import { L } from './leaflet-setup.ts'
import { clusterIconHtml, kindsIn, markerIconHtml, MARKER_KIND_LABELS, type MapPoint } from './markers.ts'
import { MapLegend } from './map-legend.tsx'
import { useLeafletMap } from './use-leaflet-map.ts'

export interface MarkerMapProps {
  points: readonly MapPoint[]
  /** The map's accessible name, e.g. "Map of lost and found pets". */
  label: string
  /**
   * Opens a point from its popup: follows its `href` inside the app (the router) instead of
   * reloading the page, or, for a point without one, shows it some other way (a details dialog).
   */
  onOpen?: ((point: MapPoint) => void) | undefined
  /** The most the map zooms in to show its points: a single point should still show its streets. */
  maxFitZoom?: number | undefined
  className?: string | undefined
}

/** A popup built from DOM nodes, never HTML, since labels are members' words. */
function popupFor(point: MapPoint, open: { current: MarkerMapProps['onOpen'] }): HTMLElement {
  const box = document.createElement('div')
  box.className = 'flex flex-col gap-1 text-sm'
  const kind = document.createElement('span')
  kind.className = 'text-xs font-semibold uppercase tracking-wide text-fg-muted'
  kind.textContent = MARKER_KIND_LABELS[point.kind]
  const title = document.createElement('strong')
  title.className = 'text-base'
  title.textContent = point.label
  box.append(kind, title)
  if (point.detail) {
    const detail = document.createElement('span')
    detail.textContent = point.detail
    box.append(detail)
  }
  const follow = (event: MouseEvent) => {
    const opener = open.current
    // A click with a modifier opens the link the browser's way (a new tab).
    if (!opener || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    opener(point)
  }
  if (point.href) {
    const link = document.createElement('a')
    link.href = point.href
    link.textContent = point.linkText ?? 'Open'
    link.addEventListener('click', follow)
    box.append(link)
  } else if (open.current) {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'self-start font-semibold text-brand-fg underline underline-offset-2'
    button.textContent = point.linkText ?? 'Open'
    button.addEventListener('click', follow)
    box.append(button)
  }
  return box
}

/**
 * Points on a map, clustered so that ten thousand stay smooth: markers are added in chunks
 * between frames, and only the clusters and markers in view are in the page. Markers and clusters
 * are keyboard-reachable buttons with names; the list beside the map stays the main way to read.
 */
export default function MarkerMap({ points, label, onOpen, maxFitZoom = 14, className }: MarkerMapProps) {
  const group = useRef<MarkerClusterGroup | null>(null)
  const open = useRef(onOpen)
  useEffect(() => {
    open.current = onOpen
  })
  const { element, map } = useLeafletMap((created) => {
    const clusters = L.markerClusterGroup({
      chunkedLoading: true,
      showCoverageOnHover: false,
      iconCreateFunction: (cluster) => L.divIcon({ html: clusterIconHtml(cluster.getChildCount()), className: 'pf-cluster-icon', iconSize: L.point(40, 40) }),
    })
    created.addLayer(clusters)
    group.current = clusters
    return () => {
      group.current = null
    }
  })

  useEffect(() => {
    const shown = map.current
    const clusters = group.current
    if (!shown || !clusters) return
    clusters.clearLayers()
    const markers = points.map((point) =>
      L.marker([point.latitude, point.longitude], {
        icon: L.divIcon({ html: markerIconHtml(point), className: 'pf-marker-icon', iconSize: L.point(22, 22) }),
        title: point.label,
        keyboard: true,
        riseOnHover: true,
      }).bindPopup(() => popupFor(point, open)),
    )
    clusters.addLayers(markers)
    if (points.length > 0) {
      // Not animated: Leaflet finishes a zoom animation on a timer, which fails if the page has
      // moved on and removed the map by then (a report posted, then another page opened).
      shown.fitBounds(L.latLngBounds(points.map((p) => L.latLng(p.latitude, p.longitude))), { padding: [32, 32], maxZoom: maxFitZoom, animate: false })
    }
  }, [map, points, maxFitZoom])

  return (
    // isolate: Leaflet's panes stack up to z-index 1000; they must stay under the app's bars and dialogs.
    <div className={cx('pf-map flex flex-col gap-2', className)}>
      <div role="region" aria-label={label} className="isolate min-h-64 grow overflow-hidden rounded-card border border-line">
        <div ref={element} className="size-full" data-testid="marker-map" data-points={points.length} />
      </div>
      <MapLegend kinds={kindsIn(points)} />
    </div>
  )
}
