import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './test-server.ts'
import { SERVED_BY_HEADER, startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts'

/**
 * The replica tests trust this proxy to behave as a load balancer does; these check it against
 * two plain upstreams that answer what they received.
 */
describe('round-robin test proxy', () => {
  const upstreams: Server[] = []
  let proxy: RoundRobinProxy
  /** Lets the streaming upstream send its second event. */
  let sendSecond: () => void = () => {}

  function upstream(name: string): Promise<string> {
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.write(`data: first from ${name}\n\n`)
        sendSecond = () => res.end(`data: second from ${name}\n\n`)
        return
      }
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/'])
        res.writeHead(201, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ name, method: req.method, url: req.url, body: Buffer.concat(chunks).toString(), forwardedFor: req.headers['x-forwarded-for'], host: req.headers.host }))
      })
    })
    upstreams.push(server)
    return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
  }

  beforeAll(async () => {
    proxy = await startRoundRobinProxy({ pin: (path) => (path.startsWith('/pinned') ? 1 : undefined) })
    proxy.setUpstreams([await upstream('one'), await upstream('two')])
  })

  afterAll(async () => {
    await proxy.close()
    await Promise.all(upstreams.map((s) => new Promise((resolve) => s.close(resolve))))
  })

  const echo = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${proxy.url}${path}`, init)
    return { res, body: (await res.json()) as Record<string, string> }
  }

  it('alternates upstreams, passing method, path, body, Host and every Set-Cookie, and appends to X-Forwarded-For', async () => {
    const first = await echo('/a?x=1', { method: 'POST', body: 'hello', headers: { 'x-forwarded-for': '198.51.100.7' } })
    const second = await echo('/b')
    expect([first.body.name, second.body.name].sort()).toEqual(['one', 'two'])
    expect(first.res.headers.get(SERVED_BY_HEADER)).toBe(first.body.name === 'one' ? '1' : '2')
    expect(first.body).toMatchObject({ method: 'POST', url: '/a?x=1', body: 'hello', forwardedFor: '198.51.100.7, 127.0.0.1', host: new URL(proxy.url).host })
    expect(second.body.forwardedFor).toBe('127.0.0.1')
    expect(first.res.status).toBe(201)
    expect(first.res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(proxy.log.slice(-2).map((r) => [r.method, r.path, r.status])).toEqual([
      ['POST', '/a?x=1', 201],
      ['GET', '/b', 201],
    ])
  })

  it('sends pinned paths to their upstream without taking a turn', async () => {
    const before = (await echo('/c')).body.name
    expect((await echo('/pinned/x')).body.name).toBe('two')
    expect((await echo('/pinned/y')).body.name).toBe('two')
    expect((await echo('/d')).body.name).not.toBe(before)
  })

  it('passes an event stream on as it comes, not when it ends', async () => {
    const res = await fetch(`${proxy.url}/stream`)
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first).toMatch(/^data: first from (one|two)\n\n$/)
    sendSecond()
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value)
    expect(rest).toMatch(/^data: second from (one|two)\n\n$/)
  })

  it('answers 502 with a sentence when the upstream cannot be reached', async () => {
    const gone = await startRoundRobinProxy()
    gone.setUpstreams([`http://127.0.0.1:${await freePort()}`])
    try {
      const res = await fetch(`${gone.url}/x`)
      expect(res.status).toBe(502)
      expect(await res.text()).toMatch(/^The proxy could not reach a replica: /)
      expect(gone.log).toEqual([{ method: 'GET', path: '/x', upstream: 0, status: 502 }])
    } finally {
      await gone.close()
    }
  })
})
