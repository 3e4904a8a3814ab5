import { LOST_PET_SPECIES, LOST_PET_SPECIES_LABELS } from '@petfolk/contract/lost-found/reports'
import { MAP_MARKERS_PER_KIND, type MapMarker } from '@petfolk/contract/lost-found/map'
import type { Db } from '../../../db/database.ts'
import { choiceOf } from '../../../db/row-values.ts'
import { positionOf } from '../sightings/store.ts'
import { FOUND_REPORTS, LOST_REPORTS, searchedPage, whereOpen, whereSearched, type ReportFilter } from '../shared/report-pipeline.ts'

/** About a metre: more digits only make 10,000 markers heavier. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5

/** Open lost reports at the centre of their last-seen ZIP code (stored when reported), newest first. */
async function lostMarkers(db: Db, filter: ReportFilter): Promise<MapMarker[]> {
  const query = db.selectFrom('lost_pets').select(['id', 'pet_name', 'last_seen_date', 'latitude', 'longitude']).where('latitude', 'is not', null).where('longitude', 'is not', null)
  const rows = await searchedPage(db, whereOpen(query, LOST_REPORTS), LOST_REPORTS, filter, { after: undefined, limit: MAP_MARKERS_PER_KIND })
  return rows.flatMap((row) =>
    row.latitude === null || row.longitude === null
      ? []
      : [{ kind: 'lost', id: row.id, report_id: row.id, latitude: round(row.latitude), longitude: round(row.longitude), label: row.pet_name, date: row.last_seen_date }],
  )
}

/** Sightings the public may see, of reports still open, where they were seen (the point given, else the ZIP's centre). */
async function sightingMarkers(db: Db, filter: ReportFilter): Promise<MapMarker[]> {
  let query = db
    .selectFrom('lost_pet_sightings as s')
    .innerJoin('lost_pets as p', 'p.id', 's.lost_pet_id')
    .select(['s.id', 's.lost_pet_id', 's.seen_at', 's.latitude', 's.longitude', 's.zip_code', 'p.pet_name'])
    .where('s.is_hidden', '=', 0)
    .where('s.hidden_at', 'is', null)
    .where('p.hidden_at', 'is', null)
    .where('p.is_found', '=', 0)
  // A sighting follows its report: shown when the report passes the list's filters.
  if (filter.q || filter.species || filter.zip) query = query.where('s.lost_pet_id', 'in', whereSearched(db.selectFrom('lost_pets').select('id'), LOST_REPORTS, filter))
  const rows = await query
    .orderBy('s.id', 'desc')
    .limit(MAP_MARKERS_PER_KIND)
    .execute()
  return rows.flatMap((row) => {
    const at = positionOf(row.latitude, row.longitude, row.zip_code)
    if (!at) return []
    return [{ kind: 'sighting', id: row.id, report_id: row.lost_pet_id, latitude: round(at.latitude), longitude: round(at.longitude), label: row.pet_name, date: row.seen_at }]
  })
}

/** "Dog (Black and tan)": a found pet has no name, so its species and colour stand for it. */
function foundLabel(species: string, color: string): string {
  return `${LOST_PET_SPECIES_LABELS[choiceOf(LOST_PET_SPECIES, species)]} (${color})`
}

/** Open found reports at the centre of their ZIP code, newest first. */
async function foundMarkers(db: Db, filter: ReportFilter): Promise<MapMarker[]> {
  const query = db.selectFrom('found_pets').select(['id', 'species', 'color', 'found_date', 'latitude', 'longitude']).where('latitude', 'is not', null).where('longitude', 'is not', null)
  const rows = await searchedPage(db, whereOpen(query, FOUND_REPORTS), FOUND_REPORTS, filter, { after: undefined, limit: MAP_MARKERS_PER_KIND })
  return rows.flatMap((row) =>
    row.latitude === null || row.longitude === null
      ? []
      : [{ kind: 'found', id: row.id, report_id: row.id, latitude: round(row.latitude), longitude: round(row.longitude), label: foundLabel(row.species, row.color), date: row.found_date }],
  )
}

/** Everything the lost-and-found map shows, filtered like the lists: one narrow query per kind (lost, found, sightings). */
export async function lostAndFoundMarkers(db: Db, filter: ReportFilter): Promise<MapMarker[]> {
  const [lost, found, sightings] = await Promise.all([lostMarkers(db, filter), foundMarkers(db, filter), sightingMarkers(db, filter)])
  return [...lost, ...found, ...sightings]
}
