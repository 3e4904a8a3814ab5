import { Agent, createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The header the proxy adds to every answer: which upstream (1-based) answered it. */
export const SERVED_BY_HEADER = 'x-served-by-replica'

export interface ProxiedRequest {
  method: string
  path: string
  /** 1-based index into the upstreams; 0 when no upstream could be reached (the proxy answered 502). */
  upstream: number
  status: number
}

export interface RoundRobinProxy {
  url: string
  /** Every request forwarded so far, in the order they arrived. */
  readonly log: ProxiedRequest[]
  /** Sets the replicas to alternate between (they need the proxy's address before they start). */
  setUpstreams(urls: string[]): void
  close(): Promise<void>
}

export interface ProxyOptions {
  /** Sends matching paths to one upstream (0-based) always, outside the rotation. */
  pin?: (path: string) => number | undefined
}

// Per RFC 9110 §7.6.1 these describe one connection, not the message: each hop sets its own.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authorization', 'proxy-authenticate'])

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set((String(headers.connection ?? '')).split(',').map((h) => h.trim().toLowerCase()))
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)))
}

/**
 * A load balancer for tests, as small as it can be while behaving like a real one: each request
 * goes to the next upstream in turn, bodies stream both ways without buffering (so a live-event
 * stream reaches the client event by event), and X-Forwarded-For gets the client's address
 * appended, as nginx's $proxy_add_x_forwarded_for does. The Host header passes unchanged.
 */
export async function startRoundRobinProxy(options: ProxyOptions = {}): Promise<RoundRobinProxy> {
  let upstreams: URL[] = []
  let turn = 0
  const log: ProxiedRequest[] = []
  const agent = new Agent({ keepAlive: true })

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/'
    const pinned = options.pin?.(path)
    const index = pinned ?? turn++ % Math.max(1, upstreams.length)
    const target = upstreams[index]
    const entry: ProxiedRequest = { method: req.method ?? 'GET', path, upstream: 0, status: 502 }
    log.push(entry)
    const badGateway = (why: string) => {
      if (res.headersSent) return void res.destroy()
      res.writeHead(502, { 'content-type': 'text/plain' }).end(`The proxy could not reach a replica: ${why}`)
    }
    if (!target) return badGateway('none is configured')

    const headers = endToEnd(req.headers)
    const forwardedFor = [headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
    const upstreamReq = request({ host: target.hostname, port: target.port, method: req.method, path, headers: { ...headers, 'x-forwarded-for': forwardedFor }, agent })
    upstreamReq.on('response', (upstreamRes) => {
      entry.upstream = index + 1
      entry.status = upstreamRes.statusCode ?? 0
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, { ...endToEnd(upstreamRes.headers), [SERVED_BY_HEADER]: String(index + 1) })
      // Event streams send their head long before their first event: let it go now.
      res.flushHeaders()
      upstreamRes.pipe(res)
      upstreamRes.on('error', () => res.destroy())
    })
    upstreamReq.on('error', (err) => badGateway(err.message))
    // A client that leaves (a closed tab) ends the upstream request too, as a real proxy does.
    res.on('close', () => {
      if (!res.writableFinished) upstreamReq.destroy()
    })
    req.pipe(upstreamReq)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    log,
    setUpstreams(urls) {
      upstreams = urls.map((u) => new URL(u))
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      agent.destroy()
      await closed
    },
  }
}
