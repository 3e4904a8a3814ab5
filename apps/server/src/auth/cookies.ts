import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import { parse, type CookieOptions } from 'hono/utils/cookie'
import type { AppEnv } from '../app-env.ts'
import type { Config } from '../config.ts'

export const SESSION_COOKIE = 'pf_session'
export const DEVICE_COOKIE = 'pf_device'
export const SIGN_IN_COOKIE = 'pf_signin'

/** HttpOnly, SameSite=Lax, Secure whenever the app is served over https. */
export function cookieOptions(config: Config, maxAgeMs: number): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    secure: config.appUrl.startsWith('https:'),
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  }
}

/**
 * A cookie's value from the request's Cookie header as Node parsed it. Reading it through Hono
 * (`getCookie`) makes Hono's Node adapter build a web `Headers` object of every request header,
 * about 40 µs of a signed-in GET's 500 in `npm run bench:ab` (docs/decisions/050).
 */
export function readCookie(c: Context<AppEnv>, name: string): string | undefined {
  const header = c.env.incoming.headers.cookie
  // Hono's own parser, the one getCookie runs on the same header.
  const value = header ? parse(header, name)[name] : undefined
  return value && value.length <= 200 ? value : undefined
}

export function writeCookie(c: Context, config: Config, name: string, value: string, maxAgeMs: number): void {
  setCookie(c, name, value, cookieOptions(config, maxAgeMs))
}

export function clearCookie(c: Context, config: Config, name: string, path = '/'): void {
  deleteCookie(c, name, { path, secure: config.appUrl.startsWith('https:') })
}
