import type { LostPet } from '@petfolk/contract/lost-pets'
import { isUploadName } from '@petfolk/contract/uploads'
import type { Db } from '../../db/database.ts'
import type { PageMeta } from '../../http/spa.ts'
import { formatCalendarDate } from './alert-texts.ts'
import { findLostPet } from './store.ts'

/** The public report page's address; its id as the app's routes read it (apps/web/src/lib/route-id.ts). */
const PUBLIC_REPORT_PATH = /^\/lost\/(\d{1,15})\/?$/

/** The title both the server and the page write, so the tab reads the same before and after the app loads. */
export function publicReportTitle(report: Pick<LostPet, 'pet_name' | 'is_found'>): string {
  return `${report.is_found ? 'FOUND' : 'MISSING'}: ${report.pet_name} · Petfolk`
}

/** What a shared link's preview says of a report. */
export function reportMeta(report: LostPet, appUrl: string): PageMeta {
  const where = `${report.last_seen_location}, ${report.last_seen_city}, ${report.last_seen_state}`
  const looks = [report.color, report.breed, report.species].filter(Boolean).join(' ')
  const description = report.is_found
    ? `Good news: ${report.pet_name} has been found. Thank you for looking.`
    : `${report.pet_name} (${looks}) was last seen ${formatCalendarDate(report.last_seen_date)} at ${where}. Seen ${report.pet_name}? Report a sighting on Petfolk.`
  return {
    title: publicReportTitle(report),
    description,
    url: `${appUrl}/lost/${report.id}`,
    // Only our own uploads: an address elsewhere would tell that host who shared the link.
    image: report.photo_url && isUploadName(report.photo_url) ? `${appUrl}${report.photo_url}` : null,
  }
}

/** The preview of `/lost/:id`; nothing for other paths or a report that does not exist. */
export function lostPetPageMeta(db: Db, appUrl: string): (path: string) => Promise<PageMeta | undefined> {
  return async (path) => {
    const id = PUBLIC_REPORT_PATH.exec(path)?.[1]
    if (!id || Number(id) === 0) return undefined
    const report = await findLostPet(db, Number(id))
    return report && reportMeta(report, appUrl)
  }
}
