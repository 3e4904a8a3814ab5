import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { secureHeaders } from 'hono/secure-headers'
import { ApiError } from './errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

/**
 * CSP: only our own scripts (no inline script), our own styles plus inline style attributes
 * (Radix and sonner set them), images from us, https and device-local blobs.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'https:', 'data:', 'blob:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
  })
}

/**
 * CSRF protection for every state-changing request: a browser always sends Origin on such
 * requests, and it must be ours. Clients that are not browsers send none and cannot ride a
 * victim's cookies, so they pass. Cookies are SameSite=Lax as a second wall.
 */
export function originGuard(appOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    if ((origin && origin !== appOrigin) || site === 'cross-site') {
      throw new ApiError(403, 'This request came from another site and was refused.')
    }
    return next()
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
