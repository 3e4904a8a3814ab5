import type { MapSettings } from '@petfolk/contract/lost-found/map'

/** What a marker stands for; each kind has its own colour and shape, so colour is never the only clue. */
export type MarkerKind = 'lost' | 'found' | 'sighting' | 'business'

export interface MapPoint {
  /** Unique among the map's points (kinds may share row ids). */
  key: string
  kind: MarkerKind
  latitude: number
  longitude: number
  /** The popup's title and the marker's accessible name, e.g. the pet's name. */
  label: string
  /** A second line in the popup: a date, a city. */
  detail?: string | undefined
  /** Where the popup's link leads, inside the app. */
  href?: string | undefined
  /** The link's words. */
  linkText?: string | undefined
}

export const MARKER_KIND_LABELS: Record<MarkerKind, string> = {
  lost: 'Lost pet',
  found: 'Found pet',
  sighting: 'Sighting',
  business: 'Business',
}

/** Escapes text for the few HTML strings Leaflet takes (icons, attribution); labels are members' words. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The marker's icon: a shape in its kind's colour, and its name for screen readers. */
export function markerIconHtml(point: Pick<MapPoint, 'kind' | 'label'>): string {
  return `<span class="pf-marker pf-marker-${point.kind}" aria-hidden="true"></span><span class="sr-only">${escapeHtml(`${MARKER_KIND_LABELS[point.kind]}: ${point.label}`)}</span>`
}

/** A cluster's icon: how many markers it holds, said in full to screen readers. */
export function clusterIconHtml(count: number): string {
  return `<span class="pf-cluster" aria-hidden="true">${count}</span><span class="sr-only">${count} places here; open to zoom in</span>`
}

/** The tile server's credit as Leaflet's attribution HTML, built from text parts only. */
export function attributionHtml(parts: MapSettings['attribution']): string {
  return parts
    .map(({ text, href }) => (href && /^https?:\/\//.test(href) ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>` : escapeHtml(text)))
    .join('')
}

/** The kinds present, in a fixed order, for the legend. */
export function kindsIn(points: readonly Pick<MapPoint, 'kind'>[]): MarkerKind[] {
  const present = new Set(points.map((p) => p.kind))
  return (Object.keys(MARKER_KIND_LABELS) as MarkerKind[]).filter((kind) => present.has(kind))
}
