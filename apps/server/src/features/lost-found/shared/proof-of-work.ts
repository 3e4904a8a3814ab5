import { randomBytes } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { lostPetRelayEndpoints, PROOF_MISSING, type ProofChallenge } from '@petfolk/contract/lost-found/relay'
import type { AppDeps } from '../../../app-env.ts'
import type { Db } from '../../../db/database.ts'
import { endpointRouter, ok } from '../../../http/endpoint-router.ts'
import { ApiError } from '../../../http/errors.ts'
import { storedSecret } from '../../../shared-secrets.ts'

/**
 * A self-hosted proof of work (ALTCHA, issue 29) in front of what signed-out visitors send: a
 * sighting, a sighting photo, a message to an owner. The server signs each challenge with an HMAC
 * key kept in server_secrets (so every replica agrees), the browser finds the counter that solves
 * it, and the server checks the answer and spends it: each solution is good once. Nothing is
 * fetched from any other service. Signed-in members skip it: their session already limits them.
 */

const SECRET_NAME = 'altcha_hmac_key'
/** How long a challenge may be solved and sent. */
export const CHALLENGE_SECONDS = 10 * 60
/** The counter the browser has to find: a fraction of a second to a second or two of hashing. */
const COUNTER_MIN = 2_000
const COUNTER_MAX = 20_000

const keys = new WeakMap<Db, Promise<string>>()

function hmacKey(db: Db, now: Date): Promise<string> {
  let key = keys.get(db)
  if (!key) {
    key = storedSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64url'), now)
    // A failed read is tried again next time.
    key.catch(() => keys.delete(db))
    keys.set(db, key)
  }
  return key
}

export async function newChallenge(db: Db, now: Date): Promise<ProofChallenge> {
  const key = await hmacKey(db, now)
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: `${key}:keys`,
  })
  return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' }
}

const UNREADABLE = 'proof: The spam check could not be read. Please reload the page and try again.'
const FAILED = 'The spam check did not pass. Please reload the page and try again.'
const SPENT = 'This spam check has been used already. Please send again to get a new one.'

function readProof(proof: string): { challenge: Challenge; solution: Solution } {
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'))
  } catch {
    throw new ApiError(400, UNREADABLE)
  }
  const p = payload as { challenge?: { parameters?: unknown; signature?: unknown }; solution?: { counter?: unknown; derivedKey?: unknown } } | null
  if (
    !p || typeof p !== 'object' || !p.challenge || typeof p.challenge !== 'object' || typeof p.challenge.signature !== 'string' ||
    !p.challenge.parameters || typeof p.challenge.parameters !== 'object' || !p.solution || typeof p.solution !== 'object' ||
    typeof p.solution.counter !== 'number' || typeof p.solution.derivedKey !== 'string'
  ) {
    throw new ApiError(400, UNREADABLE)
  }
  return p as { challenge: Challenge; solution: Solution }
}

/**
 * Passes a signed-in member; otherwise checks the visitor's proof and spends it (400 when missing
 * or unreadable, 403 when wrong, expired or already used).
 */
export async function checkProof(deps: Pick<AppDeps, 'db' | 'clock'>, user: { id: number } | null, proof: string | undefined): Promise<void> {
  if (user) return
  if (!proof) throw new ApiError(400, PROOF_MISSING)
  const { challenge, solution } = readProof(proof)
  const key = await hmacKey(deps.db, deps.clock.now())
  // A malformed challenge (wrong algorithm, bad numbers) throws: it is simply not a solution.
  const verified = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: key, hmacKeySignatureSecret: `${key}:keys` }).then(
    (result) => result.verified,
    () => false,
  )
  if (!verified) throw new ApiError(403, FAILED)
  const expiresAt = Number(challenge.parameters.expiresAt ?? 0)
  // Real time, like ALTCHA's own expiry check (a test's manual clock has nothing to say about it).
  const nowSeconds = Math.floor(Date.now() / 1000)
  await deps.db.deleteFrom('spent_challenges').where('expires_at', '<', nowSeconds - CHALLENGE_SECONDS).execute()
  const spent = await deps.db
    .insertInto('spent_challenges')
    .values({ signature: challenge.signature ?? '', expires_at: Number.isFinite(expiresAt) ? Math.floor(expiresAt) : nowSeconds })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst()
  if (Number(spent.numInsertedOrUpdatedRows ?? 0) === 0) throw new ApiError(403, SPENT)
}

/** GET /api/public/challenge: a fresh challenge, never cached. */
export function challengeRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps).on(lostPetRelayEndpoints.challenge, async (_input, c) => {
    c.header('Cache-Control', 'no-store')
    return ok(await newChallenge(db, clock.now()))
  })
}
