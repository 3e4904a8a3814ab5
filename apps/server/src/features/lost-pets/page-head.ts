import type { Context } from 'hono'
import { isId } from '@petfolk/contract/fields'
import type { AppDeps } from '../../app-env.ts'
import type { PageHead } from '../../http/spa.ts'
import { alertNotice, reportLink } from './alert-texts.ts'
import { findLostPet } from './store.ts'

const PUBLIC_REPORT_PATH = /^\/lost\/(\d{1,10})\/?$/

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
