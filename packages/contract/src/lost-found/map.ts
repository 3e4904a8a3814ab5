import { z } from 'zod'
import { endpoint } from '../endpoint.ts'
import { lostPetQuerySchema } from './reports.ts'

/** The map's background tiles, as the server is configured (MAP_TILE_URL, MAP_ATTRIBUTION). */
export const mapSettingsSchema = z.object({
  /** Leaflet's URL template: {z}/{x}/{y}, and {s} where the tile server has subdomains. */
  tile_url: z.string(),
  /** The credit the tile server asks for, in parts: text, or text with a link. Never HTML. */
  attribution: z.array(z.object({ text: z.string(), href: z.string().nullable() })),
})
export type MapSettings = z.infer<typeof mapSettingsSchema>

export const MAP_MARKER_KINDS = ['lost', 'found', 'sighting'] as const
export type MapMarkerKind = (typeof MAP_MARKER_KINDS)[number]

/**
 * One point on the lost-and-found map, kept narrow because there may be tens of thousands.
 * `report_id` is the report the marker leads to: its own id, or for a sighting the lost report's.
 */
export const mapMarkerSchema = z.object({
  kind: z.enum(MAP_MARKER_KINDS),
  id: z.number().int(),
  report_id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  /** What the marker's popup and accessible name say: the pet's name, or the species and colour of a found pet. */
  label: z.string(),
  /** Last seen (lost), found (found) or seen (sighting): a date or an ISO time. */
  date: z.string(),
})
export type MapMarker = z.infer<typeof mapMarkerSchema>

/** The most markers of each kind the map answers, newest first: enough for a metropolitan area. */
export const MAP_MARKERS_PER_KIND = 10_000

export const mapEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/public/map-settings',
    summary: 'Where the maps load their background tiles from, and the credit to show for them.',
    access: 'public',
    answers: { 200: mapSettingsSchema },
  }),
  lostAndFound: endpoint({
    method: 'GET',
    path: '/api/lost-pets/map',
    summary: `Open lost reports, open found reports and the visible sightings of open lost reports as map points, filtered like the lists (a sighting follows its report) (at most ${MAP_MARKERS_PER_KIND} of each kind, newest first).`,
    access: 'signed-in',
    // The lists' filters, so the map shows what the list beside it shows.
    query: lostPetQuerySchema,
    example: { query: { species: 'dog', zip: '787' } },
    answers: { 200: z.array(mapMarkerSchema) },
  }),
} as const
