import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/*
 * A share link is signed, not stored: `<id>.<expires>.<file tag>.<signature>`. The signature
 * (HMAC-SHA256 with the server's secret) covers all three, so nobody can point a link at another
 * backup or lengthen its life. The file tag is a digest of the stored file's random name: a copy
 * replaced by a new backup, or a deleted copy whose id SQLite hands out again, no longer matches,
 * so deleting the copy revokes every link to it without a table of links.
 */

const TOKEN = /^([1-9]\d{0,14})\.(\d{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/

export interface ShareToken {
  id: number
  expiresAt: Date
  fileTag: string
}

/** A short, stable stand-in for the stored file's name (the name itself never leaves the server). */
export function fileTagOf(storedPath: string): string {
  return createHash('sha256').update(storedPath).digest('base64url').slice(0, 16)
}

function signature(secret: string, payload: string): Buffer {
  // The purpose in the message keeps these signatures apart from anything else signed with the secret.
  return createHmac('sha256', secret).update(`media-share-link\n${payload}`).digest()
}

export function signShareToken(secret: string, id: number, storedPath: string, expiresAt: Date): string {
  const payload = `${id}.${Math.floor(expiresAt.getTime() / 1000)}.${fileTagOf(storedPath)}`
  return `${payload}.${signature(secret, payload).toString('base64url')}`
}

/** The token's contents when its signature is the server's own; null for anything else. */
export function verifyShareToken(secret: string, token: string): ShareToken | null {
  const match = TOKEN.exec(token)
  if (!match) return null
  const [, id, expires, fileTag, given] = match as unknown as [string, string, string, string, string]
  const expected = signature(secret, `${id}.${expires}.${fileTag}`)
  const actual = Buffer.from(given, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return { id: Number(id), expiresAt: new Date(Number(expires) * 1000), fileTag }
}

/**
 * A Content-Disposition filename every browser takes: the title's letters and digits in ASCII
 * (quotes, slashes and control characters gone), the full title in RFC 5987 form beside it.
 */
export function inlineDisposition(title: string, extension: string): string {
  const base = title.normalize('NFKD').replace(/[^A-Za-z0-9 ._-]/g, '').replace(/\s+/g, ' ').trim().slice(0, 100) || 'photo'
  const ascii = base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`
  const readable = [...title].map((char) => (char < ' ' || char === '\u007f' || char === '/' || char === '\\' ? ' ' : char)).join('')
  const full = `${readable.trim().slice(0, 100) || 'photo'}.${extension}`
  // RFC 5987 leaves ' ( ) * out of its characters; encodeURIComponent keeps them.
  const encoded = encodeURIComponent(full).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
