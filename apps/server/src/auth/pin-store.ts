import { PIN_DISABLE_AFTER_FAILURES, PIN_LOCK_MINUTES, PIN_MAX_ATTEMPTS, type PinStatus } from '@petfolk/contract/pin'
import type { Db } from '../db/database.ts'
import { isSet } from '../db/row-values.ts'
import type { PinRow } from '../db/schema.ts'
import { hashSecret, verifySecret } from './tokens.ts'

const LOCK_MS = PIN_LOCK_MINUTES * 60 * 1000

export async function findPin(db: Db, userId: number): Promise<PinRow | undefined> {
  return db.selectFrom('pins').selectAll().where('user_id', '=', userId).executeTakeFirst()
}

export function pinStatus(row: PinRow | undefined, now: Date): PinStatus {
  if (!row) {
    return { hasPin: false, locked: false, minutesUntilUnlock: 0, secondsUntilUnlock: 0, attemptsRemaining: PIN_MAX_ATTEMPTS, disabled: false }
  }
  const disabled = isSet(row.disabled)
  const remainingMs = row.locked_until ? Math.max(0, Date.parse(row.locked_until) - now.getTime()) : 0
  const locked = !disabled && remainingMs > 0
  return {
    hasPin: true,
    locked,
    minutesUntilUnlock: Math.ceil(remainingMs / 60_000),
    secondsUntilUnlock: Math.ceil(remainingMs / 1000),
    attemptsRemaining: disabled || locked ? 0 : Math.max(0, PIN_MAX_ATTEMPTS - row.failed_attempts),
    disabled,
  }
}

/** Creates the user's PIN; answers false when one already exists. */
export async function createPin(db: Db, userId: number, pin: string, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const pinHash = await hashSecret(pin)
  const result = await db
    .insertInto('pins')
    .values({ user_id: userId, pin_hash: pinHash, failed_attempts: 0, consecutive_failures: 0, locked_until: null, disabled: 0, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Replaces the PIN and clears every failure count; answers false when there is none. */
export async function resetPin(db: Db, userId: number, pin: string, now: Date): Promise<boolean> {
  const pinHash = await hashSecret(pin)
  const result = await db
    .updateTable('pins')
    .set({ pin_hash: pinHash, failed_attempts: 0, consecutive_failures: 0, locked_until: null, disabled: 0, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deletePin(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('pins').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** A successful sign-in with the identity provider proves who this is: PIN login works again. */
export async function clearPinFailures(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('pins')
    .set({ failed_attempts: 0, consecutive_failures: 0, locked_until: null, disabled: 0, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('failed_attempts', '>', 0), eb('consecutive_failures', '>', 0), eb('disabled', '=', 1)]))
    .execute()
}

export type PinCheck =
  | { kind: 'no-pin' }
  | { kind: 'verified' }
  | { kind: 'wrong'; attemptsRemaining: number }
  | { kind: 'locked'; status: PinStatus }
  | { kind: 'disabled' }

/**
 * Checks a PIN with the lockout rules held in the database. An attempt is reserved with one
 * atomic UPDATE before the (slow) hash comparison, so parallel guesses on any number of
 * replicas can never get more than PIN_MAX_ATTEMPTS tries per window.
 */
export async function checkPin(db: Db, userId: number, pin: string, now: Date): Promise<PinCheck> {
  const at = now.toISOString()
  const reserved = await db
    .updateTable('pins')
    .set((eb) => ({
      failed_attempts: eb('failed_attempts', '+', 1),
      consecutive_failures: eb('consecutive_failures', '+', 1),
      updated_at: at,
    }))
    .where('user_id', '=', userId)
    .where('disabled', '=', 0)
    .where('failed_attempts', '<', PIN_MAX_ATTEMPTS)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .returning(['pin_hash', 'failed_attempts', 'consecutive_failures'])
    .executeTakeFirst()

  if (!reserved) {
    const row = await findPin(db, userId)
    if (!row) return { kind: 'no-pin' }
    if (isSet(row.disabled)) return { kind: 'disabled' }
    return { kind: 'locked', status: pinStatus(row, now) }
  }

  if (await verifySecret(pin, reserved.pin_hash)) {
    await db
      .updateTable('pins')
      .set({ failed_attempts: 0, consecutive_failures: 0, locked_until: null, updated_at: at })
      .where('user_id', '=', userId)
      .execute()
    return { kind: 'verified' }
  }

  if (reserved.consecutive_failures >= PIN_DISABLE_AFTER_FAILURES) {
    await db.updateTable('pins').set({ disabled: 1, failed_attempts: 0, locked_until: null, updated_at: at }).where('user_id', '=', userId).execute()
    return { kind: 'disabled' }
  }
  if (reserved.failed_attempts >= PIN_MAX_ATTEMPTS) {
    const lockedUntil = new Date(now.getTime() + LOCK_MS).toISOString()
    await db.updateTable('pins').set({ locked_until: lockedUntil, failed_attempts: 0, updated_at: at }).where('user_id', '=', userId).execute()
    const row = await findPin(db, userId)
    return { kind: 'locked', status: pinStatus(row, now) }
  }
  return { kind: 'wrong', attemptsRemaining: PIN_MAX_ATTEMPTS - reserved.failed_attempts }
}
