import type { Context } from 'hono'
import type { AppDeps, AppEnv } from '../app-env.ts'
import type { Db } from '../db/database.ts'
import { ApiError } from './errors.ts'
import type { QuotaRule, RateRule } from '@petfolk/contract/endpoint'

/** Counts one hit on `key` in the fixed window containing `nowSeconds`; answers the hits so far and the window's start. */
export async function countHit(db: Db, key: string, windowSeconds: number, nowSeconds: number): Promise<{ hits: number; windowStart: number }> {
  const windowStart = nowSeconds - (nowSeconds % windowSeconds)
  // One atomic upsert: parallel requests on any replica each see their own count.
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: eb.case().when('rate_limits.window_start', '=', windowStart).then(eb('rate_limits.hits', '+', 1)).else(1).end(),
        window_start: windowStart,
      })),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow()
  return { hits: row.hits, windowStart: row.window_start }
}

/** How long to wait, in words: minutes under two hours, hours beyond. */
function waitText(seconds: number): string {
  if (seconds < 2 * 60 * 60) {
    const minutes = Math.ceil(seconds / 60)
    return `${minutes} minute${minutes === 1 ? '' : 's'}`
  }
  return `${Math.ceil(seconds / 3600)} hours`
}

/**
 * Counts one hit on `key` and refuses with 429 and Retry-After once `allowance` (already scaled)
 * is used up for the window. Called in a transaction, a refused or failed action's hit rolls back
 * with it, so only what was really done counts.
 */
export async function spendAllowance(
  db: Db,
  c: Context,
  limit: { key: string; windowSeconds: number; allowance: number; refusal?: string },
  nowSeconds: number,
): Promise<void> {
  const { hits, windowStart } = await countHit(db, limit.key, limit.windowSeconds, nowSeconds)
  if (hits <= Math.max(1, Math.floor(limit.allowance))) return
  const retryAfter = Math.max(1, windowStart + limit.windowSeconds - nowSeconds)
  c.header('Retry-After', String(retryAfter))
  throw new ApiError(429, `${limit.refusal ?? 'Too many attempts.'} Please wait ${waitText(retryAfter)} and try again.`)
}

/**
 * The client's address. Each proxy appends the address it was reached from to X-Forwarded-For,
 * so with `trustedProxies` in front the client is that many entries from the right; everything
 * further left came from the client and can be anything. A header with fewer entries did not
 * pass through every proxy, so none of it can be vouched for: the socket's address is used, which
 * may lump such requests together but can never be chosen by the client (the leftmost entry can).
 */
export function clientAddress(c: Context<AppEnv>, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((e) => e.trim()).filter(Boolean)
    const forwarded = entries[entries.length - trustedProxies]
    if (forwarded) return forwarded
  }
  // Undefined only once the socket is gone, when no answer reaches anyone anyway.
  return c.env.incoming.socket.remoteAddress ?? 'local'
}

const CLEANUP_EVERY_HITS = 500
const DAY_SECONDS = 24 * 60 * 60

/**
 * Counts a request against its endpoint's rate rule and refuses with 429 and Retry-After once
 * the rule's allowance for this window is used up, per address and (signed in) per member.
 */
export function rateLimiter({ db, clock, config }: AppDeps): (c: Context<AppEnv>, rule: RateRule) => Promise<void> | undefined {
  const { enabled, scale } = config.rateLimits
  let hitsSinceCleanup = 0
  const count = async (c: Context<AppEnv>, rule: RateRule) => {
    const now = Math.floor(clock.now().getTime() / 1000)
    const user = c.get('user')
    const checks: Array<{ key: string; allowance: number }> = [
      { key: `${rule.name}:ip:${clientAddress(c, config.trustProxy)}`, allowance: rule.perIp },
    ]
    if (user && rule.perUser !== undefined) checks.push({ key: `${rule.name}:user:${user.id}`, allowance: rule.perUser })
    for (const { key, allowance } of checks) await spendAllowance(db, c, { key, windowSeconds: rule.windowSeconds, allowance: allowance * scale }, now)
    hitsSinceCleanup += 1
    if (hitsSinceCleanup >= CLEANUP_EVERY_HITS) {
      hitsSinceCleanup = 0
      await db.deleteFrom('rate_limits').where('window_start', '<', now - DAY_SECONDS).execute()
    }
  }
  return (c, rule) => (enabled ? count(c, rule) : undefined)
}

/**
 * Spends a descriptor's quota (per member or per report) on `subject` inside the caller's
 * transaction `trx`, so the hit rolls back with a refused or failed write; 429 once it is used up.
 */
export function quotaSpender({ clock, config }: AppDeps): (c: Context<AppEnv>, rule: QuotaRule, subject: string, trx: Db) => Promise<void> {
  const { enabled, scale } = config.rateLimits
  return async (c, rule, subject, trx) => {
    if (!enabled) return
    const limit = { key: `${rule.name}:${subject}`, windowSeconds: rule.windowSeconds, allowance: rule.allowance * scale, refusal: rule.refusal }
    await spendAllowance(trx, c, limit, Math.floor(clock.now().getTime() / 1000))
  }
}
