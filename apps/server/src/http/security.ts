import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from './errors.ts'
import type { RequestStep } from './request-steps.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

/**
 * The security headers every page carries, computed once at start. CSP: only our own scripts (no
 * inline script), our own styles plus inline style attributes (Radix, sonner and Leaflet set them),
 * images from us, device-local blobs and the one map tile host (`mapTileSource`, from
 * MAP_TILE_URL); no framing. Every picture the app stores is its own upload (decision 025), so no
 * other host needs to be allowed.
 */
export function pageSecurityHeaders(mapTileSource: string): ReadonlyArray<readonly [string, string]> {
  return [
    [
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: blob: ${mapTileSource}`,
        "media-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        // Named rather than left to fall back: the app's service worker (/sw.js) and web app manifest.
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ]
}

/**
 * API answers are JSON, never rendered as a page: the OWASP REST set is enough (no sniffing, no
 * framing, nothing loads from them, no referrer leaks), a third of the bytes of the page set.
 */
export const API_SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
]

/**
 * Browsers remember for a year to reach this host (and its subdomains) over https only, so a
 * later plain-http link or a network that strips TLS cannot take a visitor's cookies. Only sent
 * when APP_URL is https: on http it would lock a developer's localhost out of plain http.
 */
export const STRICT_TRANSPORT_SECURITY = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const

/** The HSTS header when the app is served over https (APP_URL), otherwise null. */
export function strictTransportSecurityFor(appUrl: string): typeof STRICT_TRANSPORT_SECURITY | null {
  return new URL(appUrl).protocol === 'https:' ? STRICT_TRANSPORT_SECURITY : null
}

/** The header set for a request path: the API set under /api/, the page set everywhere else. */
export function securityHeadersFor(path: string, pageHeaders: ReadonlyArray<readonly [string, string]>): ReadonlyArray<readonly [string, string]> {
  return path.startsWith('/api/') ? API_SECURITY_HEADERS : pageHeaders
}

/**
 * CSRF protection for every state-changing request: a browser always sends Origin on such
 * requests, and it must be ours. Clients that are not browsers send none and cannot ride a
 * victim's cookies, so they pass. Cookies are SameSite=Lax as a second wall.
 */
export function sameOriginWrites(appOrigin: string): RequestStep {
  return (c) => {
    if (SAFE_METHODS.has(c.req.method)) return
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    if ((origin && origin !== appOrigin) || site === 'cross-site') {
      throw new ApiError(403, 'This request came from another site and was refused.')
    }
  }
}

/**
 * Bodies are JSON everywhere except on the routes that take files. Requests without a body
 * (GET, HEAD, OPTIONS) skip the check: merely looking at `body` makes the Node adapter build a
 * full web Request with an AbortSignal, which cost a third of the throughput of a simple GET.
 */
export function jsonBodyLimit(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiError(413, 'The request body is too large.')
    },
  })
  return (c, next) => (SAFE_METHODS.has(c.req.method) ? next() : limit(c, next))
}
