import type { ServerResponse } from 'node:http'
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
    const setHeader = headerSetter(c)
    // Personal data: browsers may keep it but must ask again (with If-None-Match) before using it.
    // Routes that must never be stored say no-store themselves.
    setHeader('Cache-Control', 'private, no-cache')
    const json: Context['json'] = c.json
    const withTag = (object: unknown, status?: unknown, headers?: unknown) => {
      if ((status !== undefined && status !== 200) || headers !== undefined) {
        return (json as (...args: unknown[]) => Response)(object, status, headers)
      }
      const text = JSON.stringify(object)
      const tag = weakTag(text)
      setHeader('ETag', tag)
      if (matchesTag(c.req.header('if-none-match'), tag)) return c.body(null, 304)
      return c.body(text, 200, { 'Content-Type': 'application/json' })
    }
    c.json = withTag as Context['json']
  }
}

/**
 * Under the Node server, these two defaults go straight on the Node response, where the security
 * headers already are. A header set through Hono makes it build a web `Headers` object for the
 * answer, which the Node adapter then copies and sorts: 12–19 µs of the pets list's 260–290 µs
 * in A/B runs (docs/decisions/040). A header a route sets through Hono still wins, because Node
 * gives writeHead's headers precedence over setHeader's. In process (tests, no Node response)
 * they go through Hono.
 */
function headerSetter(c: Context): (name: string, value: string) => void {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
  return outgoing ? (name, value) => void outgoing.setHeader(name, value) : (name, value) => c.header(name, value)
}
