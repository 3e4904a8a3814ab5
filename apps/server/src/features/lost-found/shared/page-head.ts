import type { Context } from 'hono'
import { isId } from '@petfolk/contract/fields'
import type { AppDeps } from '../../../app-env.ts'
import type { PageHead } from '../../../http/spa.ts'
import { alertNotice, foundAlertNotice, foundPetLooks, foundReportLink, reportLink, speciesWord } from '../../../delivery/templates/lost-found.ts'
import { findFoundPet } from '../found/store.ts'
import { findLostPet } from '../reports/store.ts'
import { shownPhone } from '@petfolk/contract/contact-privacy'

const PUBLIC_REPORT_PATH = /^\/lost\/(\d{1,10})\/?$/
const PUBLIC_FOUND_REPORT_PATH = /^\/found\/(\d{1,10})\/?$/

/** The title and link preview of a public report page, lost (/lost/:id) or found (/found/:id); null for any other page. */
export function reportPageHead(deps: Pick<AppDeps, 'db' | 'config'>): (c: Context) => Promise<PageHead | null> {
  const lost = lostPetPageHead(deps)
  const found = foundPetPageHead(deps)
  return async (c) => (await lost(c)) ?? (await found(c))
}

/**
 * The title and link preview of the public report page /lost/:id, from the report; null for any
 * other page or a report that does not exist (the app then says so itself). A found pet's preview
 * says so first, as its page does.
 */
export function lostPetPageHead({ db, config }: Pick<AppDeps, 'db' | 'config'>): (c: Context) => Promise<PageHead | null> {
  return async (c) => {
    const match = PUBLIC_REPORT_PATH.exec(c.req.path)
    const id = Number(match?.[1])
    if (!match || !isId(id)) return null
    const report = await findLostPet(db, id)
    if (!report) return null
    const url = `${config.appUrl}${reportLink(id)}`
    const image = report.photo_url ? `${config.appUrl}${report.photo_url}` : null
    if (report.is_found) {
      return { title: `Found: ${report.pet_name} is safe`, description: `${report.pet_name}, the ${report.species} lost near ${report.last_seen_city}, has been found. Thank you for looking.`, url, image }
    }
    const where = `${report.last_seen_city}, ${report.last_seen_state}`
    const kind = report.species === 'other' ? 'pet' : report.species
    return { title: `Lost ${kind} in ${where}: ${report.pet_name}`, description: alertNotice(report).body, url, image }
  }
}

/** The title and link preview of /found/:id; a closed report says the pet is no longer waiting. */
export function foundPetPageHead({ db, config }: Pick<AppDeps, 'db' | 'config'>): (c: Context) => Promise<PageHead | null> {
  return async (c) => {
    const match = PUBLIC_FOUND_REPORT_PATH.exec(c.req.path)
    const id = Number(match?.[1])
    if (!match || !isId(id)) return null
    const report = await findFoundPet(db, id)
    if (!report) return null
    const url = `${config.appUrl}${foundReportLink(id)}`
    const image = report.photo_url ? `${config.appUrl}${report.photo_url}` : null
    const where = `${report.found_city}, ${report.found_state}`
    if (report.is_closed) {
      return { title: `Closed: ${foundPetLooks(report)} found in ${where}`, description: `This found-pet report is closed: the ${speciesWord(report.species)} is home or in safe hands.`, url, image }
    }
    const texts = { ...report, contact_phone: shownPhone(report) }
    return { title: `Found ${speciesWord(report.species)} in ${where}: ${[report.color, report.breed].filter(Boolean).join(' ')}`, description: foundAlertNotice(texts).body, url, image }
  }
}
