import type { Config } from './config.ts'
import { ConfigError } from './config.ts'
import type { Db } from './db/database.ts'
import { storedVapidKeys } from './features/push/vapid.ts'

const SESSION_SECRET = 'session_secret'
const VAPID_KEYS = 'vapid_keys'

/**
 * The stored value of a generated secret: this replica's candidate if none is stored yet (the
 * first replica to start wins, the others' inserts do nothing), otherwise the one stored.
 */
async function sharedValue(db: Db, name: string, candidate: string, now: Date): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: candidate, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return row.value
}

/**
 * A secret that only the database keeps (no variable sets it, no DATA_DIR file holds it), such as
 * the development provider's signing key: the stored one, or, when none is stored yet, one made
 * by `generate` and offered like the others, so replicas starting together still agree.
 */
export async function storedSecret(db: Db, name: string, generate: () => string, now: Date): Promise<string> {
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst()
  return row?.value ?? sharedValue(db, name, generate(), now)
}

/**
 * Replicas must agree on the session secret (it signs the sign-in cookie a callback on another
 * replica reads, and media share links) and on the Web Push keys (a browser's subscription is
 * bound to one public key). When the environment sets them, it wins and nothing is stored.
 * Otherwise the value loadConfig generated, or read from an older DATA_DIR, is offered to the
 * database and every replica takes what the database holds (docs/decisions/037).
 */
export async function adoptSharedSecrets(db: Db, config: Config, now: Date): Promise<Config> {
  const { session, vapid } = config.generatedSecrets
  if (!session && !vapid) return config
  const sessionSecret = session ? await sharedValue(db, SESSION_SECRET, config.sessionSecret, now) : config.sessionSecret
  let keys = { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey }
  if (vapid) {
    const shared = storedVapidKeys(await sharedValue(db, VAPID_KEYS, JSON.stringify(keys), now))
    if (!shared) {
      throw new ConfigError(`Invalid configuration:\n  the database's ${VAPID_KEYS} row (table server_secrets) does not hold a VAPID key pair; set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or delete the row to generate a new pair (subscribed devices then have to turn alerts on again)`)
    }
    keys = shared
  }
  return { ...config, sessionSecret, vapid: { ...config.vapid, ...keys } }
}
