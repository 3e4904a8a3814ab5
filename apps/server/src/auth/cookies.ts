import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
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

export function readCookie(c: Context, name: string): string | undefined {
  const value = getCookie(c, name)
  return value && value.length <= 200 ? value : undefined
}

export function writeCookie(c: Context, config: Config, name: string, value: string, maxAgeMs: number): void {
  setCookie(c, name, value, cookieOptions(config, maxAgeMs))
}

export function clearCookie(c: Context, config: Config, name: string, path = '/'): void {
  deleteCookie(c, name, { path, secure: config.appUrl.startsWith('https:') })
}
