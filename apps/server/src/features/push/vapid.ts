import { createECDH, generateKeyPairSync } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The server's identity towards push services (RFC 8292): an ES256 key pair and a contact. */
export interface VapidConfig {
  /** Uncompressed P-256 point (65 bytes), base64url: what browsers take as applicationServerKey. */
  publicKey: string
  /** The 32-byte private scalar, base64url. */
  privateKey: string
  /** mailto: or https: address push services may contact about this sender. */
  subject: string
}

export const VAPID_KEY_FILE = 'vapid-keys.json'

/** Why a key pair cannot be used, or null when it can. */
export function vapidKeyProblem(publicKey: string, privateKey: string): string | null {
  const pub = Buffer.from(publicKey, 'base64url')
  const priv = Buffer.from(privateKey, 'base64url')
  if (pub.length !== 65 || pub[0] !== 4) return 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes)'
  if (priv.length !== 32) return 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)'
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(priv)
    if (!ecdh.getPublicKey().equals(pub)) return 'VAPID_PUBLIC_KEY is not the public half of VAPID_PRIVATE_KEY'
  } catch {
    return 'VAPID_PRIVATE_KEY is not a valid P-256 private key'
  }
  return null
}

/** Why a subject cannot be used, or null: push services want a way to reach the sender. */
export function vapidSubjectProblem(subject: string): string | null {
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(subject)) return null
  try {
    if (new URL(subject).protocol === 'https:') return null
  } catch {
    // Not a URL: the sentence below says what is wanted.
  }
  return 'VAPID_SUBJECT must be a mailto: address or an https: URL'
}

function generateVapidKeys(): { publicKey: string; privateKey: string } {
  // JWK coordinates are always 32 bytes each, so no padding of short scalars is needed.
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = privateKey.export({ format: 'jwk' })
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error('the generated P-256 key has no coordinates')
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')])
  return { publicKey: point.toString('base64url'), privateKey: jwk.d }
}

/**
 * Without VAPID_* in the environment, a key pair is generated once into DATA_DIR (mode 0600) and
 * read on every later start: browsers bind their subscriptions to this public key, so a new key
 * would silently cut off every subscribed device. A broken file is reported, never replaced.
 */
export function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } | { problem: string } {
  const file = join(dataDir, VAPID_KEY_FILE)
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    const fresh = generateVapidKeys()
    try {
      // Exclusive create: two processes starting together on one DATA_DIR end up with one key pair.
      writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
      return fresh
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
  }
  return (
    storedVapidKeys(readFileSync(file, 'utf8')) ?? {
      problem: `${file} does not hold a VAPID key pair; restore it, or delete it to generate a new one (subscribed devices then have to turn alerts on again)`,
    }
  )
}

/** A key pair kept as JSON text (the DATA_DIR file, the database's shared copy), or null when the text does not hold a usable one. */
export function storedVapidKeys(text: string): { publicKey: string; privateKey: string } | null {
  let stored: unknown
  try {
    stored = JSON.parse(text)
  } catch {
    return null
  }
  const { publicKey, privateKey } = (stored ?? {}) as Record<string, unknown>
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string' || vapidKeyProblem(publicKey, privateKey)) return null
  return { publicKey, privateKey }
}
