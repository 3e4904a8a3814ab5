import { CookieJar } from './cookie-jar.ts'

/** How a browser's requests leave: fetch, or a client that trusts a test's own certificate authority. */
export type SendRequest = (url: string, init: RequestInit) => Promise<Response>

/** A browser's side of the sign-in round trip, for API tests and benchmarks: no JavaScript, just HTTP and cookies. */
export class HttpBrowser {
  readonly jar = new CookieJar()
  constructor(
    readonly baseUrl: string,
    readonly send: SendRequest = (url, init) => fetch(url, init),
  ) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const absolute = new URL(url, this.baseUrl).href
    const headers = new Headers(init.headers)
    const cookie = this.jar.header(absolute)
    if (cookie) headers.set('cookie', cookie)
    const res = await this.send(absolute, { ...init, headers, redirect: 'manual' })
    this.jar.take(res)
    return res
  }

  /**
   * Follows redirects (and the provider's self-submitting forms, which a browser would run) until
   * one leaves for `stopAt` on the app, where the SPA or the API takes over.
   */
  async followToCallback(start: string, stopAt = '/auth/callback'): Promise<{ callback: URL | null; last: Response }> {
    let res = await this.fetch(start)
    let url = start
    for (let hops = 0; hops < 12; hops++) {
      const location = res.headers.get('location')
      if (res.status >= 300 && res.status < 400 && location) {
        const next = new URL(location, url)
        if (next.pathname === stopAt) return { callback: next, last: res }
        url = next.href
        res = await this.fetch(url)
        continue
      }
      const form = res.status === 200 ? await selfSubmittingForm(res) : null
      if (!form) return { callback: null, last: res }
      url = form.action
      res = await this.fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.body })
    }
    throw new Error('too many redirects')
  }

  /** Fills in the development provider's form on the page this answer holds; answers where it sends the browser next. */
  async submitDevForm(page: Response, fields: Record<string, string>, choice: 'login' | 'abort' = 'login'): Promise<string> {
    const html = await page.text()
    const action = new RegExp(`action="([^"]+/${choice})"`).exec(html)?.[1]
    if (!action) throw new Error('no form on the development provider page')
    const submitted = await this.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
    const location = submitted.headers.get('location')
    if (!location) throw new Error(`the form answered ${submitted.status}`)
    return new URL(location, new URL(action, this.baseUrl)).href
  }

  /** Starts sign-in and fills in the development provider's login form. Answers the callback URL. */
  async signInAtDevIdp(identity: { email: string; name: string }, choice: 'login' | 'abort' = 'login'): Promise<URL> {
    const start = await this.fetch('/api/oauth/google/redirect_url')
    if (start.status !== 200) throw new Error(`redirect_url answered ${start.status}`)
    const { redirectUrl } = (await start.json()) as { redirectUrl: string }
    const toLogin = await this.followToCallback(redirectUrl)
    if (toLogin.last.status !== 200) throw new Error(`login page answered ${toLogin.last.status}`)
    const next = await this.submitDevForm(toLogin.last, identity, choice)
    const { callback } = await this.followToCallback(next)
    if (!callback) throw new Error('the provider did not return to /auth/callback')
    return callback
  }

  /** What the SPA's callback page does: post the code, state and issuer to the API. */
  exchange(callback: URL): Promise<Response> {
    const body: Record<string, string> = {}
    for (const key of ['code', 'state', 'iss']) {
      const value = callback.searchParams.get(key)
      if (value !== null) body[key] = value
    }
    return this.fetch('/api/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(this.baseUrl).origin },
      body: JSON.stringify(body),
    })
  }

  /** The whole round trip; answers once the session cookie is set. */
  async signIn(identity: { email: string; name: string }): Promise<void> {
    const res = await this.exchange(await this.signInAtDevIdp(identity))
    if (res.status !== 200) throw new Error(`session exchange answered ${res.status}: ${await res.text()}`)
  }
}

/** oidc-provider answers some steps with a form that submits itself from a script; read it instead. */
async function selfSubmittingForm(res: Response): Promise<{ action: string; body: string } | null> {
  const html = await res.clone().text()
  if (!html.includes('forms[0].submit()')) return null
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
  if (!action) return null
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]): [string, string] => [name ?? '', value ?? ''])
  return { action, body: new URLSearchParams(fields).toString() }
}
