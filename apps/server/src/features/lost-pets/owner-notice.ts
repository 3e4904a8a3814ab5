import type { Db } from '../../db/database.ts'
import { queueMail } from '../notifications/store.ts'
import { queuePushForUsers } from '../push/store.ts'
import { reportEmailAddress } from '../settings/store.ts'
import { ownerReportMail, relayNotice, sightingNotice, SIGHTING_KIND, type RELAY_KIND } from './alert-texts.ts'

type OwnerNoticeKind = typeof SIGHTING_KIND | typeof RELAY_KIND

/**
 * Tells a report's owner that someone reached out about it (a sighting, a message), in the caller's
 * transaction so it never goes unannounced: the in-app notification (its text composed when read),
 * a push to each of their devices, and an e-mail to their account address when their settings ask
 * for it. The caller publishes the live event after commit.
 */
export async function tellOwner(db: Db, report: { id: number; user_id: number; pet_name: string }, kind: OwnerNoticeKind, now: Date, appUrl: string): Promise<void> {
  const at = now.toISOString()
  await db.insertInto('notifications').values({ user_id: report.user_id, kind, lost_pet_id: report.id, is_read: 0, created_at: at }).execute()
  const notice = kind === SIGHTING_KIND ? sightingNotice(report) : relayNotice(report)
  await queuePushForUsers(db, [report.user_id], { title: notice.title, body: notice.body, url: notice.link, tag: `${kind}-${report.id}` }, now)
  const address = await reportEmailAddress(db, report.user_id)
  if (address) await queueMail(db, [{ to: address, ...ownerReportMail(notice, appUrl) }], now)
}
