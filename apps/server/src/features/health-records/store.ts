import { SHARE_LINK_DAYS, type HealthRecord, type ShareLink } from '@petfolk/contract/health-records'
import { MAX_PAGE_SIZE } from '@petfolk/contract/pagination'
import { hashToken, newToken } from '../../auth/tokens.ts'
import type { Db } from '../../db/database.ts'
import { listRecords } from '../medical-records/store.ts'
import { findPet } from '../pets/store.ts'
import { listVets } from '../veterinarians/store.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const LINK_COLUMNS = ['id', 'pet_id', 'label', 'created_at', 'expires_at'] as const

/** The owner's pet with its medical records and the owner's veterinarians; undefined when not theirs. */
export async function findHealthRecord(db: Db, userId: number, petId: number): Promise<HealthRecord | undefined> {
  const pet = await findPet(db, userId, petId)
  if (!pet) return undefined
  const everything = { limit: MAX_PAGE_SIZE, after: null }
  const [medical_records, veterinarians] = await Promise.all([
    listRecords(db, userId, petId, everything),
    listVets(db, userId, everything),
  ])
  return { pet, medical_records: medical_records.slice(0, MAX_PAGE_SIZE), veterinarians: veterinarians.slice(0, MAX_PAGE_SIZE) }
}

/** Unexpired links of one of the owner's pets, newest first. */
export async function listShareLinks(db: Db, userId: number, petId: number, now: Date): Promise<ShareLink[]> {
  return db
    .selectFrom('health_record_shares')
    .select(LINK_COLUMNS)
    .where('user_id', '=', userId)
    .where('pet_id', '=', petId)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .limit(MAX_PAGE_SIZE)
    .execute()
}

/**
 * Makes a link and answers its token, the only time the token exists outside the visitor's
 * address bar. Expired links of the pet are removed on the way, so the table does not grow.
 */
export async function createShareLink(
  db: Db,
  userId: number,
  petId: number,
  label: string | null,
  now: Date,
): Promise<{ link: ShareLink; token: string }> {
  const token = newToken()
  await db.deleteFrom('health_record_shares').where('pet_id', '=', petId).where('expires_at', '<=', now.toISOString()).execute()
  const link = await db
    .insertInto('health_record_shares')
    .values({
      user_id: userId,
      pet_id: petId,
      token_hash: hashToken(token),
      label,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SHARE_LINK_DAYS * DAY_MS).toISOString(),
    })
    .returning(LINK_COLUMNS)
    .executeTakeFirstOrThrow()
  return { link, token }
}

/** Revoking deletes the row: the token then matches nothing, like an unknown one. */
export async function revokeShareLink(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('health_record_shares').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The record a token opens, with the link's end; undefined when unknown, revoked or expired. */
export async function findSharedRecord(db: Db, token: string, now: Date): Promise<(HealthRecord & { expires_at: string }) | undefined> {
  const share = await db
    .selectFrom('health_record_shares')
    .select(['user_id', 'pet_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  if (!share) return undefined
  const record = await findHealthRecord(db, share.user_id, share.pet_id)
  return record && { ...record, expires_at: share.expires_at }
}
