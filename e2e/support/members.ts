import { join } from 'node:path'
import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Cookie, type Page } from '@playwright/test'
import { cookieOptions, DEVICE_COOKIE, SESSION_COOKIE } from '../../apps/server/src/auth/cookies.ts'
import { developmentAccountId } from '../../apps/server/src/auth/dev-idp.ts'
import { bindDevice, DEVICE_LIFETIME_MS } from '../../apps/server/src/auth/device-store.ts'
import { createSession } from '../../apps/server/src/auth/session-store.ts'
import { recordSignIn } from '../../apps/server/src/auth/sign-in.ts'
import { describeUserAgent } from '../../apps/server/src/auth/user-agent.ts'
import { loadConfig, type Config } from '../../apps/server/src/config.ts'
import { openDatabase, type Db } from '../../apps/server/src/db/database.ts'
import { changeRole } from '../../apps/server/src/features/staff/roles.ts'
import type { Role } from '@petfolk/contract/staff'
import { baseURL, dataDir, serverEnv } from '../playwright.config.ts'
import { expectSignedIn } from './auth-journeys.ts'
import { newIdentity, type Identity } from './sign-in.ts'

/*
 * Members signed in without the sign-in pages, for every journey whose subject is something else
 * (auth.spec.ts and the PIN and callback journeys keep the real flow). The fixture does what the
 * server's sign-in callback does (auth/routes.ts, sessionExchangeRoutes) with the server's own
 * modules, on the running server's database: record the sign-in, start a session, bind the
 * device, and give the browser the two cookies with the server's attributes.
 */

export interface SignInOptions {
  /** Also check that the top bar shows the display name (it does at desktop size only). */
  nameInTopBar?: boolean
  /** A moderator or admin: given as `npm run admin -- grant` would, before the first page loads. */
  role?: Role
}

/** A member in a browser of their own: own cookies, own device storage. */
export interface Person {
  context: BrowserContext
  page: Page
  identity: Identity
  /** Uncaught errors in this page; a journey checks the list is empty at its end. */
  pageErrors: string[]
  close(): Promise<void>
}

export interface Members {
  /**
   * Signs a member in on this page, as a sign-in through the development provider with the PIN
   * step skipped would: a brand-new member for a prefix, or again a member already known. Ends
   * signed in on /dashboard.
   */
  signIn(page: Page, who: string | Identity, options?: SignInOptions): Promise<Identity>
  /** The same, in a new browser context (its own cookies) with these options. */
  inNewBrowser(who: string | Identity, options?: BrowserContextOptions & SignInOptions): Promise<Person>
}

/** The server's configuration as main.ts reads it: the shell's environment, the config's and start-server.ts's paths. */
function serverConfig(): Config {
  return loadConfig({
    ...process.env,
    ...serverEnv,
    DATA_DIR: dataDir,
    DATABASE_URL: join(dataDir, 'petfolk.db'),
    UPLOAD_DIR: join(dataDir, 'uploads'),
  })
}

/** A cookie as the server's writeCookie (auth/cookies.ts) sets it on a response from baseURL. */
function serverCookie(config: Config, name: string, value: string, maxAgeMs: number): Cookie {
  const options = cookieOptions(config, maxAgeMs)
  const sameSite = options.sameSite?.toLowerCase()
  return {
    name,
    value,
    domain: new URL(baseURL).hostname,
    path: options.path ?? '/',
    expires: Math.floor(Date.now() / 1000) + (options.maxAge ?? 0),
    httpOnly: options.httpOnly ?? false,
    secure: options.secure ?? false,
    sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
  }
}

async function signInDirectly(db: Db, config: Config, page: Page, who: string | Identity, options: SignInOptions = {}): Promise<Identity> {
  const identity = typeof who === 'string' ? newIdentity(who) : who
  const now = new Date()
  // The claims the development provider's answer carries (auth/oidc-client.ts): a blank name is none.
  const claims = { sub: developmentAccountId(identity.email), email: identity.email, name: identity.name.trim() || null, picture: null }
  // What the callback's request would carry: the browser's cookies and its User-Agent (which names it in the session list).
  const [signedIn, cookies, userAgent] = await Promise.all([
    recordSignIn(db, claims, now, config.adminEmails),
    page.context().cookies(baseURL),
    page.evaluate(() => navigator.userAgent),
  ])
  const user = options.role && options.role !== signedIn.role ? { ...signedIn, role: options.role } : signedIn
  if (user !== signedIn) {
    await changeRole(db, { memberId: user.id, role: user.role, actor: { label: 'command line' }, reason: 'Given by the journey set-up.', at: now, keepAnAdmin: false })
    // Signed in again as staff, a name like "Moderator 1a2b" is theirs to keep (members may not take one).
    await recordSignIn(db, claims, now, config.adminEmails)
  }
  const current = (name: string) => cookies.find((cookie) => cookie.name === name)?.value
  const session = await createSession(
    db,
    user.id,
    now,
    { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs },
    { label: describeUserAgent(userAgent), replacing: current(SESSION_COOKIE) },
  )
  const device = await bindDevice(db, user.id, current(DEVICE_COOKIE), now)
  await page.context().addCookies([serverCookie(config, SESSION_COOKIE, session, config.sessionMaxMs), serverCookie(config, DEVICE_COOKIE, device, DEVICE_LIFETIME_MS)])
  await page.goto('/dashboard')
  // The checks the journeys made at the end of the real sign-in.
  await expectSignedIn(page, identity, { nameInTopBar: options.nameInTopBar ?? false })
  return identity
}

function members(db: Db, config: Config, browser: Browser): Members {
  const signIn: Members['signIn'] = (page, who, options) => signInDirectly(db, config, page, who, options)
  return {
    signIn,
    async inNewBrowser(who, { nameInTopBar, role, ...contextOptions } = {}) {
      // Service workers blocked as in every journey's own page (playwright.config.ts), unless asked for.
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...contextOptions })
      const page = await context.newPage()
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`))
      const identity = await signIn(page, who, { nameInTopBar, role })
      return { context, page, identity, pageErrors, close: () => context.close() }
    },
  }
}

/**
 * Playwright's test with `members`: one connection per worker to the server's SQLite file (WAL
 * and a busy timeout let it share the file with the server), closed when the worker ends.
 */
export const test = base.extend<object, { members: Members }>({
  members: [
    async ({ browser }, use) => {
      const config = serverConfig()
      const handle = openDatabase(config.databaseUrl)
      try {
        await use(members(handle.db, config, browser))
      } finally {
        await handle.close()
      }
    },
    { scope: 'worker' },
  ],
})

export { expect }
export type { Identity }
