import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** A 256-bit random token for cookies; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

// N=2^14, r=8, p=1: about 20 ms and 16 MB per hash, a deliberate cost for guessing PINs offline.
const PARAMS = { N: 16384, r: 8, p: 1 } as const
const MAX_MEM = 64 * 1024 * 1024
const KEY_LENGTH = 32

function derive(secret: string, salt: Buffer, length: number, params: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, length, { ...params, maxmem: MAX_MEM }, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

/** Salted scrypt hash in the form scrypt$N$r$p$salt$hash. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(secret, salt, KEY_LENGTH, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** Constant-time comparison against a stored scrypt hash. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltText, keyText] = stored.split('$')
  if (kind !== 'scrypt' || !saltText || !keyText) return false
  const expected = Buffer.from(keyText, 'base64url')
  const actual = await derive(secret, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return timingSafeEqual(actual, expected)
}
