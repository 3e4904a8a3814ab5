import { sql } from 'kysely'
import type { StaffOverview } from '@petfolk/contract/staff'
import type { Db } from '../../db/database.ts'
import { MAIL_MAX_ATTEMPTS } from '../../delivery/mail-sender.ts'
import { PUSH_MAX_ATTEMPTS } from '../../delivery/push-outbox.ts'
import { countOpenReports } from '../reports/store.ts'
import { countPending } from '../review/store.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Counts that fit in one look; each is one indexed or small-table query, run side by side. */
export async function staffOverview(db: Db, now: Date): Promise<StaffOverview> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString()
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString()
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
  const count = (rows: { n: number | string | bigint } | undefined) => Number(rows?.n ?? 0)
  const n = sql<number>`count(*)`.as('n')

  const [all, active, openLost, openFound, reunions, alerts, sent, failed, waiting, pushSent, pushFailed, openReports, pendingReviews] = await Promise.all([
    db.selectFrom('users').select(n).executeTakeFirst(),
    // Signed in this week, or used a session this week.
    db
      .selectFrom('users')
      .select(n)
      .where((eb) => eb.or([eb('last_signed_in_at', '>=', weekAgo), eb.exists(eb.selectFrom('sessions').select('sessions.id').whereRef('sessions.user_id', '=', 'users.id').where('sessions.last_seen_at', '>=', weekAgo))]))
      .executeTakeFirst(),
    db.selectFrom('lost_pets').select(n).where('is_found', '=', 0).executeTakeFirst(),
    db.selectFrom('found_pets').select(n).where('is_closed', '=', 0).executeTakeFirst(),
    db.selectFrom('lost_pets').select(n).where('is_found', '=', 1).where('found_at', '>=', monthStart).executeTakeFirst(),
    db.selectFrom('notifications').select(n).where('kind', 'in', ['lost_pet_alert', 'found_pet_alert']).where('created_at', '>=', dayAgo).executeTakeFirst(),
    db.selectFrom('outbox').select(n).where('sent_at', '>=', dayAgo).executeTakeFirst(),
    db.selectFrom('outbox').select(n).where('sent_at', 'is', null).where('attempts', '>=', MAIL_MAX_ATTEMPTS).where('created_at', '>=', dayAgo).executeTakeFirst(),
    db.selectFrom('push_outbox').select(n).where('sent_at', 'is', null).where('failed_at', 'is', null).where('attempts', '<', PUSH_MAX_ATTEMPTS).executeTakeFirst(),
    // Delivered and given-up pushes keep their rows for two days (migration 0036).
    db.selectFrom('push_outbox').select(n).where('sent_at', '>=', dayAgo).executeTakeFirst(),
    db.selectFrom('push_outbox').select(n).where('failed_at', '>=', dayAgo).executeTakeFirst(),
    countOpenReports(db),
    countPending(db),
  ])
  return {
    members: { all: count(all), active_this_week: count(active) },
    open_reports: openReports,
    pending_reviews: pendingReviews,
    lost_and_found: { open_lost: count(openLost), open_found: count(openFound), reunions_this_month: count(reunions) },
    last_24_hours: { alerts: count(alerts), emails_sent: count(sent), emails_failed: count(failed), pushes_waiting: count(waiting), pushes_sent: count(pushSent), pushes_failed: count(pushFailed) },
  }
}
