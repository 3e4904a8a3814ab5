import type { AuditEntry } from '@petfolk/contract/staff'
import type { Db } from '../../db/database.ts'
import type { AuditLogRow } from '../../db/schema.ts'
import type { PageRequest } from '../../http/pagination.ts'

/** Who took a staff action: a member, or the way it was taken when no member did. */
export type AuditActor = { id: number; handle: string | null; display_name: string } | { label: 'command line' | 'ADMIN_EMAILS' }

export interface AuditRecord {
  actor: AuditActor
  /** What was done, e.g. `role.change`; each staff feature names its own. */
  action: string
  targetKind: string
  targetId: number | null
  /** What the target was called when it was acted on, so the entry reads whole after it is gone. */
  targetLabel: string
  reason: string | null
  details?: Record<string, unknown>
  at: Date
}

export function actorLabel(actor: AuditActor): string {
  if ('label' in actor) return actor.label
  return actor.handle ? `@${actor.handle}` : actor.display_name
}

/**
 * Appends one entry. Callers write it in the same transaction as the action, so the log has an
 * entry for every action taken and none for an action that failed. Nothing updates or deletes
 * audit_log rows: there is no such function, and no route.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: 'id' in record.actor ? record.actor.id : null,
      actor_label: actorLabel(record.actor),
      action: record.action,
      target_kind: record.targetKind,
      target_id: record.targetId,
      target_label: record.targetLabel,
      reason: record.reason,
      details: JSON.stringify(record.details ?? {}),
      created_at: record.at.toISOString(),
    })
    .execute()
}

/** Newest first, filtered by action, actor and kind of target; limit + 1 rows for sendPage. */
export async function listAudit(db: Db, filter: { action?: string | undefined; actor_id?: number | undefined; target_kind?: string | undefined }, page: PageRequest): Promise<AuditEntry[]> {
  let query = db.selectFrom('audit_log').selectAll()
  if (filter.action) query = query.where('action', '=', filter.action)
  if (filter.actor_id) query = query.where('actor_id', '=', filter.actor_id)
  if (filter.target_kind) query = query.where('target_kind', '=', filter.target_kind)
  const after = page.after
  if (after) {
    const [at, id] = after
    query = query.where((eb) => eb.or([eb('created_at', '<', String(at)), eb.and([eb('created_at', '=', String(at)), eb('id', '<', Number(id))])]))
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute()
  return rows.map(toAuditEntry)
}

export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return { ...row, details: parseDetails(row.details) }
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
