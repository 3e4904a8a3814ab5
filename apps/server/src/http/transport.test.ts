import { mkdtempSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DRAIN_LIMIT_BYTES } from './node-listener.ts'
import { createTestContext } from '../testing/test-context.ts'
import { startTestServer } from '../testing/test-server.ts'
import { JSON_BODY_LIMIT_BYTES, STRICT_TRANSPORT_SECURITY } from './security.ts'

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

/** One keep-alive connection driven byte by byte, to see exactly what the server promises and does. */
class RawConnection {
  private buffer = Buffer.alloc(0)
  private waiting: (() => void) | null = null
  readonly socket: Socket
  /** How the connection ended: 'end' for a clean close, or the socket error (a reset). */
  readonly ended: Promise<string>

  /** allowHalfOpen: keep sending after the server has said its last, as a browser uploading a file does. */
  constructor(port: number, { allowHalfOpen = false } = {}) {
    this.socket = connect({ port, host: '127.0.0.1', allowHalfOpen })
    this.socket.on('data', (d: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, d])
      this.waiting?.()
    })
    this.ended = new Promise((resolve) => {
      this.socket.on('error', (err) => resolve(`error: ${err.message}`))
      this.socket.on('end', () => resolve('end'))
    })
    void this.ended.then(() => this.waiting?.())
  }

  send(bytes: string | Buffer): void {
    this.socket.write(bytes)
  }

  /** The next complete answer (Content-Length bodies only, which is all this server sends here). */
  async next(timeoutMs = 5000): Promise<Answer> {
    const until = Date.now() + timeoutMs
    for (;;) {
      const answer = this.parse()
      if (answer) return answer
      if (this.socket.destroyed || this.socket.readableEnded) throw new Error(`the connection closed before an answer: ${await this.ended}`)
      if (Date.now() > until) throw new Error('no answer in time')
      await new Promise<void>((resolve) => {
        this.waiting = resolve
        setTimeout(resolve, 50)
      })
    }
  }

  close(): void {
    this.socket.destroy()
  }

  private parse(): Answer | null {
    const headEnd = this.buffer.indexOf('\r\n\r\n')
    if (headEnd < 0) return null
    const [statusLine = '', ...lines] = this.buffer.subarray(0, headEnd).toString('latin1').split('\r\n')
    const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
    const length = Number(headers['content-length'] ?? 0)
    if (this.buffer.length < headEnd + 4 + length) return null
    const body = this.buffer.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8')
    this.buffer = this.buffer.subarray(headEnd + 4 + length)
    return { status: Number(statusLine.split(' ')[1]), headers, body }
  }
}

const post = (path: string, length: number, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`
const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('the running server after an early answer', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  let port: number
  beforeAll(async () => {
    server = await startTestServer('sqlite')
    port = Number(new URL(server.baseUrl).port)
  })
  afterAll(() => server.stop())

  it('answers a body over the limit with 413 and Connection: close, then closes cleanly, never promising keep-alive', async () => {
    const c = new RawConnection(port)
    const size = JSON_BODY_LIMIT_BYTES + 1
    c.send(post('/api/pets', size))
    c.send(Buffer.alloc(size, ' '))
    const answer = await c.next()
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request body is too large.' })
    expect(answer.headers.connection).toBe('close')
    expect(await c.ended).toBe('end')
  })

  it('closes cleanly while a too-large body is still arriving, so a browser reads the 413 rather than a reset', async () => {
    const res = await fetch(`${server.baseUrl}/api/pets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(8 * JSON_BODY_LIMIT_BYTES, ' '),
    })
    expect(res.status).toBe(413)
    expect(res.headers.get('connection')).toBe('close')
    expect(await res.json()).toEqual({ error: 'The request body is too large.' })
    // The next request gets a fresh connection and its answer.
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200)
  })

  it('keeps reading a too-large body the client is still sending after the 413, rather than resetting the connection', async () => {
    const c = new RawConnection(port, { allowHalfOpen: true })
    const errors: string[] = []
    c.socket.on('error', (err) => errors.push(err.message))
    c.send(post('/api/pets', 8 * JSON_BODY_LIMIT_BYTES))
    // A slow upload: the answer comes long before the body is done.
    const chunk = Buffer.alloc(64 * 1024, ' ')
    const sending = setInterval(() => c.socket.writable && c.socket.write(chunk, () => undefined), 20)
    try {
      const answer = await c.next()
      expect(answer.status).toBe(413)
      expect(answer.headers.connection).toBe('close')
      await pause(600)
      expect(errors).toEqual([])
    } finally {
      clearInterval(sending)
      c.close()
    }
  })

  it('keeps swallowing a refused upload as long as its bytes keep coming, and stops once they stall', async () => {
    // A slow phone upload: a chunk every 600 ms for about 3 s, past the 2 s a stall is given.
    const chunk = Buffer.alloc(64 * 1024, ' ')
    const chunks = 5
    const c = new RawConnection(port, { allowHalfOpen: true })
    const errors: string[] = []
    c.socket.on('error', (err) => errors.push(err.message))
    c.send(post('/api/pets', JSON_BODY_LIMIT_BYTES + chunks * chunk.length))
    c.send(Buffer.alloc(JSON_BODY_LIMIT_BYTES, ' '))
    expect((await c.next()).status).toBe(413)
    for (let i = 0; i < chunks; i++) {
      await pause(600)
      c.send(chunk)
    }
    await pause(300)
    // Every byte was taken: no reset on the way, whatever the upload's length in time.
    expect(errors).toEqual([])
    c.close()

    // A client that stops sending halfway is not waited for: past the stall, its next bytes meet a closed connection.
    const stalled = new RawConnection(port, { allowHalfOpen: true })
    const refused = new Promise<string>((resolve) => stalled.socket.once('error', (err) => resolve(err.message)))
    stalled.send(post('/api/pets', 8 * JSON_BODY_LIMIT_BYTES))
    stalled.send(Buffer.alloc(JSON_BODY_LIMIT_BYTES + 1, ' '))
    expect((await stalled.next()).status).toBe(413)
    await pause(3_000)
    for (let i = 0; i < 3; i++) {
      stalled.send(chunk)
      await pause(100)
    }
    expect(await refused).toMatch(/EPIPE|ECONNRESET/)
    stalled.close()
  })

  it('keeps the connection after a small body a route ignores, however late the body comes', async () => {
    const c = new RawConnection(port)
    const body = '{"name":"Rex"}'
    c.send(post('/api/pets', body.length))
    const answer = await c.next()
    expect(answer.status).toBe(401)
    expect(answer.headers.connection).toBe('keep-alive')
    // Later than the web adapter's own 500 ms drain, which dropped the socket.
    await pause(800)
    c.send(body)
    await pause(100)
    c.send(HEALTH)
    const second = await c.next()
    expect(second.status).toBe(200)
    expect(JSON.parse(second.body)).toEqual({ status: 'ok' })
    c.close()
  })

  it(`keeps the connection after an ignored body of up to ${DRAIN_LIMIT_BYTES} bytes, sent whole`, async () => {
    const c = new RawConnection(port)
    c.send(post('/api/no-such-route', DRAIN_LIMIT_BYTES))
    c.send(Buffer.alloc(DRAIN_LIMIT_BYTES, ' '))
    const answer = await c.next()
    expect(answer.status).toBe(404)
    expect(answer.headers.connection).toBe('keep-alive')
    await pause(800)
    c.send(HEALTH)
    expect((await c.next()).status).toBe(200)
    c.close()
  })

  it('closes after a larger ignored body, and keeps the connection when the route read a large body to its end', async () => {
    const ignored = new RawConnection(port)
    ignored.send(post('/api/no-such-route', DRAIN_LIMIT_BYTES + 1))
    ignored.send(Buffer.alloc(DRAIN_LIMIT_BYTES + 1, ' '))
    const refused = await ignored.next()
    expect(refused.status).toBe(404)
    expect(refused.headers.connection).toBe('close')
    expect(await ignored.ended).toBe('end')

    // PIN verify reads and validates its body before it looks at the session.
    const read = new RawConnection(port)
    const body = JSON.stringify({ pin: '1234', padding: 'x'.repeat(DRAIN_LIMIT_BYTES) })
    read.send(post('/api/pin/verify', Buffer.byteLength(body)))
    read.send(body)
    const answer = await read.next()
    expect([400, 401]).toContain(answer.status)
    expect(answer.headers.connection).toBe('keep-alive')
    read.send(HEALTH)
    expect((await read.next()).status).toBe(200)
    read.close()
  })
})

describe('Strict-Transport-Security', () => {
  const HSTS = STRICT_TRANSPORT_SECURITY[1]
  const webDist = mkdtempSync(join(tmpdir(), 'petfolk-web-dist-'))
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Petfolk</title>')
  const PATHS = ['/', '/dashboard', '/api/health', '/api/health?probe=1', '/api/pets', '/api/no-such-route', '/uploads/none.webp', '/dev-idp/.well-known/openid-configuration']

  async function headersOnEveryAnswer(appUrl: string): Promise<Array<[string, number, string | null]>> {
    const server = await startTestServer('sqlite', { APP_URL: appUrl, WEB_DIST_DIR: webDist })
    try {
      const seen: Array<[string, number, string | null]> = []
      for (const path of PATHS) {
        const res = await fetch(`${server.baseUrl}${path}`)
        await res.arrayBuffer()
        seen.push([path, res.status, res.headers.get('strict-transport-security')])
      }
      const tooLarge = await fetch(`${server.baseUrl}/api/pets`, { method: 'POST', body: Buffer.alloc(JSON_BODY_LIMIT_BYTES + 1, ' ') })
      await tooLarge.arrayBuffer()
      seen.push(['413', tooLarge.status, tooLarge.headers.get('strict-transport-security')])
      return seen
    } finally {
      await server.stop()
    }
  }

  it('is on every answer of the running server when APP_URL is https: pages, API, health, the identity provider, refusals', async () => {
    const seen = await headersOnEveryAnswer('https://petfolk.example')
    expect(seen.find(([path]) => path === '/dashboard')?.[1]).toBe(200)
    for (const [path, status, value] of seen) expect(value, `${path} (${status})`).toBe(HSTS)
  })

  it('is absent when APP_URL is http, which a browser would otherwise refuse to load for a year', async () => {
    for (const [path, status, value] of await headersOnEveryAnswer('http://127.0.0.1:9')) expect(value, `${path} (${status})`).toBeNull()
  })

  it('is on the answers the API tests see too, which come through the same listener', async () => {
    const https = await createTestContext('sqlite', { APP_URL: 'https://petfolk.example' })
    const http = await createTestContext('sqlite')
    try {
      for (const path of ['/', '/api/health', '/api/pets']) {
        expect((await https.request(path)).headers.get('strict-transport-security'), path).toBe(HSTS)
        expect((await http.request(path)).headers.get('strict-transport-security'), path).toBeNull()
      }
    } finally {
      await https.dispose()
      await http.dispose()
    }
  })
})
