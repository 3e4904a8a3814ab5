import type { MapSettings } from '@petfolk/contract/lost-found/map'

/** OpenStreetMap's standard tiles, free for light use under its tile policy. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
/** OpenStreetMap's licence asks for this credit, linked to its copyright page. */
export const DEFAULT_MAP_ATTRIBUTION = '[© OpenStreetMap contributors](https://www.openstreetmap.org/copyright)'

export interface MapTiles {
  /** Leaflet's URL template: {z}/{x}/{y}, and {s} for a subdomain where the server has several. */
  url: string
  /** The credit, in parts: plain text, or text with a link. */
  attribution: MapSettings['attribution']
  /** The CSP source that allows exactly the tile host (a wildcard only where {s} stands). */
  cspSource: string
}

const SUBDOMAIN = 'tiles-subdomain'
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g

function isWebAddress(text: string): boolean {
  try {
    const { protocol } = new URL(text)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * MAP_ATTRIBUTION is plain text in which `[text](https://…)` is a link. It is never HTML, so the
 * setting cannot put markup of its own into every page that shows a map.
 */
export function attributionParts(text: string): MapSettings['attribution'] | { problem: string } {
  const parts: MapSettings['attribution'] = []
  let from = 0
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match
    if (!isWebAddress(href)) return { problem: `MAP_ATTRIBUTION: the link ${href} must be an http or https address` }
    if (match.index > from) parts.push({ text: text.slice(from, match.index), href: null })
    parts.push({ text: label, href })
    from = match.index + whole.length
  }
  if (from < text.length) parts.push({ text: text.slice(from), href: null })
  return parts
}

/** The tile settings, or the sentence that says what is wrong with them. */
export function mapTilesFrom(url: string, attribution: string): MapTiles | { problem: string } {
  const fix = 'MAP_TILE_URL must be an http or https address with {z}, {x} and {y} in it, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png'
  if (!['{z}', '{x}', '{y}'].every((part) => url.includes(part))) return { problem: fix }
  let parsed: URL
  try {
    // {s} stands for a subdomain: a stand-in label lets URL check the rest; the CSP gets a wildcard there.
    parsed = new URL(url.replaceAll('{s}', SUBDOMAIN))
  } catch {
    return { problem: fix }
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.username || parsed.password) return { problem: fix }
  const subdomains = url.includes('{s}')
  if (subdomains && (!parsed.hostname.startsWith(`${SUBDOMAIN}.`) || parsed.hostname.indexOf(SUBDOMAIN, 1) !== -1)) {
    return { problem: `${fix}; {s} may only stand for the first label of the host name` }
  }
  const parts = attributionParts(attribution)
  if ('problem' in parts) return parts
  const host = subdomains ? `*${parsed.host.slice(SUBDOMAIN.length)}` : parsed.host
  return { url, attribution: parts, cspSource: `${parsed.protocol}//${host}` }
}
