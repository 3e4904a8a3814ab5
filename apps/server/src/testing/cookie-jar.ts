/** A small cookie jar for driving the server like a browser does, honouring cookie paths and deletion. */
export class CookieJar {
  readonly #cookies = new Map<string, { value: string; path: string }>()

  /** Stores every Set-Cookie of a response. */
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim())
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const value = pair.slice(eq + 1)
      const attr = new Map(attributes.map((a) => {
        const i = a.indexOf('=')
        return i < 0 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)]
      }))
      const path = attr.get('path') || '/'
      const expires = attr.get('expires')
      const removed = attr.get('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now()) || value === ''
      if (removed) this.#cookies.delete(`${path} ${name}`)
      else this.#cookies.set(`${path} ${name}`, { value, path })
    }
  }

  /** The Cookie header a browser would send to this URL path. */
  header(url: string): string {
    const path = new URL(url, 'http://x').pathname
    return [...this.#cookies.entries()]
      .filter(([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map(([key, c]) => `${key.slice(key.indexOf(' ') + 1)}=${c.value}`)
      .join('; ')
  }

  get(name: string): string | undefined {
    for (const [key, c] of this.#cookies) if (key.endsWith(` ${name}`)) return c.value
    return undefined
  }

  delete(name: string): void {
    for (const key of [...this.#cookies.keys()]) if (key.endsWith(` ${name}`)) this.#cookies.delete(key)
  }
}
