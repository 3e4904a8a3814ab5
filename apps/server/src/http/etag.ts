import { crc32 } from 'node:zlib'
import type { Context } from 'hono'
import type { RequestStep } from './request-steps.ts'

/** Whether an If-None-Match header names this tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = tag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare)
}

/**
 * A weak validator of the answer's text: its length and CRC-32. It only has to tell one version
 * of a person's list from the next, never resist forgery (the list is theirs anyway), and CRC-32
 * costs half of SHA-1 on every answer. Two versions collide only if both their lengths and their
 * checksums agree.
 */
export function weakTag(text: string): string {
  return `W/"${text.length.toString(36)}-${crc32(text).toString(36)}"`
}

/**
 * Every successful JSON answer to a GET carries an ETag of its bytes, and a repeat request whose
 * If-None-Match names it gets 304 with no body. Done where the JSON is produced (c.json), so the
 * body is serialised once and never read back from the response.
 */
export function jsonEtags(): RequestStep {
  return (c) => {
    if (c.req.method !== 'GET') return
    // Personal data: browsers may keep it but must ask again (with If-None-Match) before using it.
    // Routes that must never be stored say no-store themselves.
    c.header('Cache-Control', 'private, no-cache')
    const json: Context['json'] = c.json
    const withTag = (object: unknown, status?: unknown, headers?: unknown) => {
      if ((status !== undefined && status !== 200) || headers !== undefined) {
        return (json as (...args: unknown[]) => Response)(object, status, headers)
      }
      const text = JSON.stringify(object)
      const tag = weakTag(text)
      c.header('ETag', tag)
      if (matchesTag(c.req.header('if-none-match'), tag)) return c.body(null, 304)
      return c.body(text, 200, { 'Content-Type': 'application/json' })
    }
    c.json = withTag as Context['json']
  }
}
