import { sql } from 'kysely'
import type { z } from 'zod'
import { BUSINESS_TYPES } from '@petfolk/contract/directory'
import type { BusinessReview, PhotographerReview, ReviewItem, ReviewKind, ReviewStatus, ReviewSubmitter, businessEditSchema, photographerEditSchema } from '@petfolk/contract/review'
import type { Db } from '../../db/database.ts'
import { choiceOf, isSet } from '../../db/row-values.ts'
import { zipPosition } from '../../geo/geo.ts'
import { ApiError } from '../../http/errors.ts'
import type { PageRequest } from '../../http/pagination.ts'
import { recordAudit, type AuditActor } from '../staff/audit-log.ts'
import { deliver } from '../../delivery/deliver.ts'

type BusinessEdit = z.output<typeof businessEditSchema>
type PhotographerEdit = z.output<typeof photographerEditSchema>

const SUBMITTER_COLUMNS = ['u.id as submitter_id', 'u.display_name as submitter_name', 'u.handle as submitter_handle', 'u.email as submitter_email'] as const
const REVIEW_COLUMNS = ['created_at', 'reviewed_at', 'review_reason'] as const
const BUSINESS_COLUMNS = ['id', 'name', 'business_type', 'description', 'address', 'city', 'state', 'zip_code', 'phone', 'website', 'is_verified', ...REVIEW_COLUMNS] as const
const PHOTOGRAPHER_COLUMNS = [
  'id', 'business_name', 'photographer_name', 'city', 'state', 'zip_code', 'description', 'specialties', 'pricing_range', 'years_experience',
  'website', 'phone', 'email', 'instagram_handle', 'is_listed', ...REVIEW_COLUMNS,
] as const

interface SubmitterColumns {
  submitter_id: number | null
  submitter_name: string | null
  submitter_handle: string | null
  submitter_email: string | null
}

function submitterOf(row: SubmitterColumns): ReviewSubmitter | null {
  if (row.submitter_id === null) return null
  return { id: row.submitter_id, display_name: row.submitter_name ?? '', handle: row.submitter_handle, email: row.submitter_email ?? '' }
}

function statusOf(listed: number, reviewedAt: string | null): ReviewStatus {
  if (isSet(listed)) return 'approved'
  return reviewedAt === null ? 'pending' : 'rejected'
}

const placeable = (zip: string | null) => zip !== null && zipPosition(zip) !== null

function businessSelect(db: Db) {
  return db.selectFrom('businesses as b').leftJoin('users as u', 'u.id', 'b.submitted_by').select(BUSINESS_COLUMNS.map((c) => `b.${c}` as const)).select(SUBMITTER_COLUMNS)
}

function photographerSelect(db: Db) {
  return db.selectFrom('photographers as p').leftJoin('users as u', 'u.id', 'p.submitted_by').select(PHOTOGRAPHER_COLUMNS.map((c) => `p.${c}` as const)).select(SUBMITTER_COLUMNS)
}

type BusinessRow = Awaited<ReturnType<ReturnType<typeof businessSelect>['executeTakeFirstOrThrow']>>
type PhotographerRow = Awaited<ReturnType<ReturnType<typeof photographerSelect>['executeTakeFirstOrThrow']>>

function toBusinessReview(row: BusinessRow): BusinessReview {
  const status = statusOf(row.is_verified, row.reviewed_at)
  return {
    kind: 'business',
    id: row.id,
    submitted_at: row.created_at,
    submitter: submitterOf(row),
    status,
    reason: status === 'rejected' ? row.review_reason : null,
    reviewed_at: row.reviewed_at,
    placeable: placeable(row.zip_code),
    fields: {
      name: row.name,
      business_type: choiceOf(BUSINESS_TYPES, row.business_type),
      description: row.description,
      address: row.address,
      city: row.city,
      state: row.state,
      zip_code: row.zip_code,
      phone: row.phone,
      website: row.website,
    },
  }
}

function toPhotographerReview(row: PhotographerRow): PhotographerReview {
  const status = statusOf(row.is_listed, row.reviewed_at)
  return {
    kind: 'photographer',
    id: row.id,
    submitted_at: row.created_at,
    submitter: submitterOf(row),
    status,
    reason: status === 'rejected' ? row.review_reason : null,
    reviewed_at: row.reviewed_at,
    placeable: placeable(row.zip_code),
    fields: {
      business_name: row.business_name,
      photographer_name: row.photographer_name,
      city: row.city,
      state: row.state,
      zip_code: row.zip_code,
      description: row.description,
      specialties: row.specialties,
      pricing_range: row.pricing_range,
      years_experience: row.years_experience,
      website: row.website,
      phone: row.phone,
      email: row.email,
      instagram_handle: row.instagram_handle,
    },
  }
}

const BAD_CURSOR = 'The cursor is not valid. Start again from the first page.'

/** The sort key of the queue: oldest first, businesses before photographers at the same moment, then id. */
export const reviewSortKey = (item: ReviewItem): Array<string | number> => [item.submitted_at, item.kind, item.id]

/**
 * After the cursor [at, kind, id], for the table holding `kind`: later rows, and at the same
 * moment the rows that sort after it (by kind name, then id).
 */
function afterCursor(kind: ReviewKind, after: PageRequest['after']) {
  if (!after) return null
  const [at, afterKind, id] = after
  // Only what reviewSortKey writes: a time, a kind, an id; anything else is not a cursor of this list.
  if (after.length !== 3 || typeof at !== 'string' || (afterKind !== 'business' && afterKind !== 'photographer') || typeof id !== 'number') throw new ApiError(400, BAD_CURSOR)
  const when = at
  if (afterKind === kind) return { when, op: '>' as const, sameMoment: id }
  // A row of another kind: at the same moment, this table's rows sort after it when its kind name does.
  return { when, op: kind > String(afterKind) ? ('>=' as const) : ('>' as const), sameMoment: null }
}

/** Pending submissions, oldest first; limit + 1 rows for sendPage. */
export async function listPending(db: Db, kind: ReviewKind | undefined, page: PageRequest): Promise<ReviewItem[]> {
  const take = page.limit + 1
  const items: ReviewItem[] = []
  if (kind !== 'photographer') {
    let query = businessSelect(db).where('b.is_verified', '=', 0).where('b.reviewed_at', 'is', null)
    const after = afterCursor('business', page.after)
    if (after) {
      const { when, op, sameMoment } = after
      query = query.where((eb) => (sameMoment === null ? eb('b.created_at', op, when) : eb.or([eb('b.created_at', '>', when), eb.and([eb('b.created_at', '=', when), eb('b.id', '>', sameMoment)])])))
    }
    items.push(...(await query.orderBy('b.created_at').orderBy('b.id').limit(take).execute()).map(toBusinessReview))
  }
  if (kind !== 'business') {
    let query = photographerSelect(db).where('p.is_listed', '=', 0).where('p.reviewed_at', 'is', null)
    const after = afterCursor('photographer', page.after)
    if (after) {
      const { when, op, sameMoment } = after
      query = query.where((eb) => (sameMoment === null ? eb('p.created_at', op, when) : eb.or([eb('p.created_at', '>', when), eb.and([eb('p.created_at', '=', when), eb('p.id', '>', sameMoment)])])))
    }
    items.push(...(await query.orderBy('p.created_at').orderBy('p.id').limit(take).execute()).map(toPhotographerReview))
  }
  return items.sort(compareItems).slice(0, take)
}

function compareItems(a: ReviewItem, b: ReviewItem): number {
  if (a.submitted_at !== b.submitted_at) return a.submitted_at < b.submitted_at ? -1 : 1
  if (a.kind !== b.kind) return a.kind < b.kind ? -1 : 1
  return a.id - b.id
}

/** How many submissions wait for a decision, for the staff overview. */
export async function countPending(db: Db): Promise<number> {
  const n = sql<number | string | bigint>`count(*)`.as('n')
  const [businesses, photographers] = await Promise.all([
    db.selectFrom('businesses').select(n).where('is_verified', '=', 0).where('reviewed_at', 'is', null).executeTakeFirst(),
    db.selectFrom('photographers').select(n).where('is_listed', '=', 0).where('reviewed_at', 'is', null).executeTakeFirst(),
  ])
  return Number(businesses?.n ?? 0) + Number(photographers?.n ?? 0)
}

export async function findBusinessReview(db: Db, id: number): Promise<BusinessReview | undefined> {
  const row = await businessSelect(db).where('b.id', '=', id).executeTakeFirst()
  return row && toBusinessReview(row)
}

export async function findPhotographerReview(db: Db, id: number): Promise<PhotographerReview | undefined> {
  const row = await photographerSelect(db).where('p.id', '=', id).executeTakeFirst()
  return row && toPhotographerReview(row)
}

/** What a decision or an edit came to: done, or why not. */
export type ReviewOutcome<T> = { done: true; item: T } | { done: false; why: 'not-found' | 'already-reviewed' | 'cannot-place'; item?: T }

export interface Reviewer {
  actor: AuditActor & { id: number }
  at: Date
  appUrl: string
}

type Decision = { approve: true } | { approve: false; reason: string }

/** The parts of a submission a decision needs, whichever table it is in. */
interface Submission {
  kind: ReviewKind
  id: number
  name: string
  submitterId: number | null
  status: ReviewStatus
  zip: string | null
}

function businessSubmission(item: BusinessReview): Submission {
  return { kind: 'business', id: item.id, name: item.fields.name, submitterId: item.submitter?.id ?? null, status: item.status, zip: item.fields.zip_code }
}

function photographerSubmission(item: PhotographerReview): Submission {
  return { kind: 'photographer', id: item.id, name: item.fields.business_name, submitterId: item.submitter?.id ?? null, status: item.status, zip: item.fields.zip_code }
}

/**
 * One decision, in one transaction: the row (approved: listed and placed by its ZIP code; rejected:
 * kept out, with its reason), the audit entry, and the submitter's notification and e-mail. The
 * update only touches a row still pending, so two reviewers deciding at once cannot both win.
 */
async function decide(trx: Db, submission: Submission, decision: Decision, reviewer: Reviewer): Promise<'done' | 'already-reviewed' | 'cannot-place'> {
  if (submission.status !== 'pending') return 'already-reviewed'
  const at = reviewer.at.toISOString()
  const reviewed = { reviewed_at: at, reviewed_by: reviewer.actor.id, review_reason: decision.approve ? null : decision.reason }
  let changed: bigint
  if (decision.approve) {
    const place = submission.zip === null ? null : zipPosition(submission.zip)
    if (!place) return 'cannot-place'
    const result =
      submission.kind === 'business'
        ? await trx.updateTable('businesses').set({ ...reviewed, ...place, is_verified: 1 }).where('id', '=', submission.id).where('is_verified', '=', 0).where('reviewed_at', 'is', null).executeTakeFirst()
        : await trx.updateTable('photographers').set({ ...reviewed, ...place, is_listed: 1 }).where('id', '=', submission.id).where('is_listed', '=', 0).where('reviewed_at', 'is', null).executeTakeFirst()
    changed = result.numUpdatedRows
  } else {
    const result =
      submission.kind === 'business'
        ? await trx.updateTable('businesses').set(reviewed).where('id', '=', submission.id).where('is_verified', '=', 0).where('reviewed_at', 'is', null).executeTakeFirst()
        : await trx.updateTable('photographers').set(reviewed).where('id', '=', submission.id).where('is_listed', '=', 0).where('reviewed_at', 'is', null).executeTakeFirst()
    changed = result.numUpdatedRows
  }
  if (changed === 0n) return 'already-reviewed'

  await recordAudit(trx, {
    actor: reviewer.actor,
    action: decision.approve ? 'review.approve' : 'review.reject',
    targetKind: submission.kind,
    targetId: submission.id,
    targetLabel: submission.name,
    reason: decision.approve ? null : decision.reason,
    details: { submitter_id: submission.submitterId },
    at: reviewer.at,
  })

  if (submission.submitterId !== null) {
    const texts = { kind: submission.kind, name: submission.name, approved: decision.approve, reason: decision.approve ? null : decision.reason }
    await deliver(trx, 'reviewDecision', texts, [submission.submitterId], reviewer.at, { appUrl: reviewer.appUrl })
  }
  return 'done'
}

async function decideOne<T>(
  db: Db,
  find: (db: Db) => Promise<T | undefined>,
  toSubmission: (item: T) => Submission,
  decision: Decision,
  reviewer: Reviewer,
): Promise<ReviewOutcome<T>> {
  return db.transaction().execute(async (trx) => {
    const item = await find(trx)
    if (!item) return { done: false, why: 'not-found' }
    const result = await decide(trx, toSubmission(item), decision, reviewer)
    if (result !== 'done') return { done: false, why: result, item }
    const decided = await find(trx)
    if (!decided) throw new Error('A reviewed submission went missing inside its transaction')
    return { done: true, item: decided }
  })
}

export function decideBusiness(db: Db, id: number, decision: Decision, reviewer: Reviewer): Promise<ReviewOutcome<BusinessReview>> {
  return decideOne(db, (trx) => findBusinessReview(trx, id), businessSubmission, decision, reviewer)
}

export function decidePhotographer(db: Db, id: number, decision: Decision, reviewer: Reviewer): Promise<ReviewOutcome<PhotographerReview>> {
  return decideOne(db, (trx) => findPhotographerReview(trx, id), photographerSubmission, decision, reviewer)
}

/** What an edit of one kind of submission needs: how to read it and how to write it while it is pending. */
interface EditTarget<T> {
  kind: ReviewKind
  find: (db: Db) => Promise<T | undefined>
  /** What the audit entry calls it after the edit. */
  label: string
  zip: string
  /** A ZIP code we cannot place refuses the edit (listings must be placed); otherwise the row is left unplaced. */
  mustPlace: boolean
  /** Writes the values and the ZIP code's position to the row if it is still pending; answers the rows changed. */
  write: (trx: Db, place: ReturnType<typeof zipPosition>) => Promise<bigint>
}

/**
 * Corrects a pending submission with the member form's rules, in one transaction with its audit
 * entry, which names the fields changed. The write only touches a row still pending, so an edit
 * racing a decision cannot change a listing already decided.
 */
async function editPending<T extends { id: number; status: ReviewStatus; fields: object }>(db: Db, target: EditTarget<T>, values: object, reviewer: Reviewer): Promise<ReviewOutcome<T>> {
  return db.transaction().execute(async (trx) => {
    const item = await target.find(trx)
    if (!item) return { done: false, why: 'not-found' }
    if (item.status !== 'pending') return { done: false, why: 'already-reviewed', item }
    const place = zipPosition(target.zip)
    if (!place && target.mustPlace) return { done: false, why: 'cannot-place', item }
    if ((await target.write(trx, place)) === 0n) return { done: false, why: 'already-reviewed', item }
    await recordAudit(trx, {
      actor: reviewer.actor,
      action: 'review.edit',
      targetKind: target.kind,
      targetId: item.id,
      targetLabel: target.label,
      reason: null,
      details: { changed: changedFields(item.fields, values) },
      at: reviewer.at,
    })
    const edited = await target.find(trx)
    if (!edited) throw new Error(`An edited ${target.kind} went missing inside its transaction`)
    return { done: true, item: edited }
  })
}

/** Corrects a pending business; a ZIP code we cannot place leaves it unplaced until approval asks again. */
export function editBusiness(db: Db, id: number, values: BusinessEdit, reviewer: Reviewer): Promise<ReviewOutcome<BusinessReview>> {
  return editPending(
    db,
    {
      kind: 'business',
      find: (trx) => findBusinessReview(trx, id),
      label: values.name,
      zip: values.zip_code,
      mustPlace: false,
      write: async (trx, place) =>
        (
          await trx
            .updateTable('businesses')
            .set({ ...values, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null })
            .where('id', '=', id)
            .where('is_verified', '=', 0)
            .where('reviewed_at', 'is', null)
            .executeTakeFirst()
        ).numUpdatedRows,
    },
    values,
    reviewer,
  )
}

/** Corrects a pending photographer listing; its ZIP code must be one we can place (as on submitting). */
export function editPhotographer(db: Db, id: number, values: PhotographerEdit, reviewer: Reviewer): Promise<ReviewOutcome<PhotographerReview>> {
  return editPending(
    db,
    {
      kind: 'photographer',
      find: (trx) => findPhotographerReview(trx, id),
      label: values.business_name,
      zip: values.zip_code,
      mustPlace: true,
      write: async (trx, place) =>
        (await trx.updateTable('photographers').set({ ...values, ...place }).where('id', '=', id).where('is_listed', '=', 0).where('reviewed_at', 'is', null).executeTakeFirst()).numUpdatedRows,
    },
    values,
    reviewer,
  )
}

function changedFields(before: object, after: object): string[] {
  const old = before as Record<string, unknown>
  return Object.entries(after)
    .filter(([key, value]) => old[key] !== value)
    .map(([key]) => key)
}
