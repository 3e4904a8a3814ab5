import { crc32 } from 'node:zlib'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../app-env.ts'
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
export function weakTag(body: string | Uint8Array): string {
  return `W/"${body.length.toString(36)}-${crc32(body).toString(36)}"`
}

/**
 * Every API GET answer, error or not, may be kept by the browser but must be asked for again
 * (with If-None-Match) before it is used: personal data. Routes that must never be stored say
 * no-store themselves, and theirs wins (node-listener.ts says why).
 */
export function revalidateGets(): RequestStep {
  return (c) => {
    if (c.req.method === 'GET') c.env.outgoing.setHeader('Cache-Control', 'private, no-cache')
  }
}

const JSON_CONTENT = { 'Content-Type': 'application/json' }

/**
 * How every endpoint's JSON body is sent (http/endpoint-router.ts). A successful answer to a GET
 * carries an ETag of its bytes, and a repeat request whose If-None-Match names it gets 304 with
 * no body. The body is serialised and encoded once here: the tag's checksum and the socket read
 * the same bytes, where a string would be encoded to UTF-8 for each. The tag goes
 * on the Node response beside the security headers, and Content-Type is the one header Hono gets,
 * so Hono's Node adapter writes the head from a plain object (docs/decisions/040 and 050).
 */
export function jsonAnswer(c: Context<AppEnv>, status: number, body: unknown): Response {
  const bytes = Buffer.from(JSON.stringify(body))
  if (status === 200 && c.req.method === 'GET') {
    const tag = weakTag(bytes)
    c.env.outgoing.setHeader('ETag', tag)
    // From Node's parsed headers, not Hono's: see readCookie (auth/cookies.ts).
    if (matchesTag(c.env.incoming.headers['if-none-match'], tag)) return c.body(null, 304)
  }
  return c.body(bytes, status as ContentfulStatusCode, JSON_CONTENT)
}
