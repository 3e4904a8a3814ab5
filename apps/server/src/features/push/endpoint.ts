import { ECDH } from 'node:crypto'
import { isIP } from 'node:net'

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Why the server will not post to this address, or null. The server sends requests to whatever
 * address a member registers, so only public https hosts are taken in production: no IP
 * literals, no single-label or local names, no credentials. Outside production a plain http
 * address on the loopback is allowed too, for a local stand-in push service (the tests use one).
 */
export function endpointProblem(endpoint: string, { production }: { production: boolean }): string | null {
  const url = new URL(endpoint)
  const host = url.hostname.toLowerCase()
  if (url.username || url.password) return 'The push service address cannot contain a user name or password.'
  if (url.protocol === 'http:') {
    return !production && (LOOPBACK_HOSTS.has(host) || host.startsWith('127.')) ? null : 'Give the push service address as an https URL.'
  }
  if (!production) return null
  const bare = host.replace(/^\[|\]$/g, '')
  if (isIP(bare) || !host.includes('.') || /\.(local|localhost|internal|home\.arpa)\.?$/.test(host)) {
    return 'The push service address must be a public host name.'
  }
  return null
}

/** True when the bytes are a point on P-256: a key the payload can be encrypted to. */
export function isP256PublicKey(base64url: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(base64url, 'base64url'), 'prime256v1')
    return true
  } catch {
    return false
  }
}
