import http from 'node:http'

export interface Reply {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** What a route's requests did in the measured window. */
export interface RouteRecord {
  timings: number[]
  networkErrors: number
  firstNetworkError: string | null
  non2xx: number
  firstNon2xx: string | null
}

/**
 * Keeps the timings of requests started inside the measured window, by route label. Requests
 * started during the warm-up or the set-up still have to succeed (a failure stops nothing, but
 * is counted apart) so a broken set-up cannot pass for a fast one.
 */
export class Recorder {
  readonly routes = new Map<string, RouteRecord>()
  outsideWindowFailures = 0
  firstOutsideWindowFailure: string | null = null
  private windowStart = Number.POSITIVE_INFINITY
  private windowEnd = Number.POSITIVE_INFINITY

  open(start: number, end: number): void {
    this.windowStart = start
    this.windowEnd = end
  }

  inWindow(startedAt: number): boolean {
    return startedAt >= this.windowStart && startedAt < this.windowEnd
  }

  private route(label: string): RouteRecord {
    let record = this.routes.get(label)
    if (!record) {
      record = { timings: [], networkErrors: 0, firstNetworkError: null, non2xx: 0, firstNon2xx: null }
      this.routes.set(label, record)
    }
    return record
  }

  success(label: string, startedAt: number, ms: number): void {
    if (this.inWindow(startedAt)) this.route(label).timings.push(ms)
  }

  failure(label: string, startedAt: number, kind: 'network' | 'status', text: string): void {
    if (!this.inWindow(startedAt)) {
      this.outsideWindowFailures += 1
      this.firstOutsideWindowFailure ??= `${label}: ${text}`
      return
    }
    const record = this.route(label)
    if (kind === 'network') {
      record.networkErrors += 1
      record.firstNetworkError ??= text
    } else {
      record.non2xx += 1
      record.firstNon2xx ??= text
    }
  }
}

/** A failed request, already counted by the recorder: the virtual user drops the rest of its action. */
export class RequestFailed extends Error {}

/**
 * One replica seen from the load generator: a keep-alive agent with a socket per virtual user at
 * most, like browsers each holding their own connection, so no request waits in the client for a
 * free socket and every millisecond measured is the server's (or the network's).
 */
export class ReplicaClient {
  private readonly agent: http.Agent
  private readonly url: URL

  constructor(
    readonly label: string,
    readonly base: string,
    sockets: number,
    private readonly recorder: Recorder,
  ) {
    this.url = new URL(base)
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets })
  }

  /** Sends one request; without `expect` any 2xx passes. Records it under `route` and answers it, or throws RequestFailed. */
  async send(route: string, method: string, path: string, options: { headers?: Record<string, string>; body?: Buffer; expect?: number } = {}): Promise<Reply> {
    const startedAt = performance.now()
    let reply: Reply
    try {
      reply = await this.raw(method, path, options.headers ?? {}, options.body)
    } catch (err) {
      this.recorder.failure(route, startedAt, 'network', `${method} ${path} on ${this.label}: ${(err as Error).message}`)
      throw new RequestFailed(route)
    }
    const ms = performance.now() - startedAt
    const ok = options.expect === undefined ? reply.status >= 200 && reply.status < 300 : reply.status === options.expect
    if (!ok) {
      this.recorder.failure(route, startedAt, 'status', `${method} ${path} on ${this.label} answered ${reply.status}: ${reply.body.toString('utf8').slice(0, 240)}`)
      throw new RequestFailed(route)
    }
    this.recorder.success(route, startedAt, ms)
    return reply
  }

  private raw(method: string, path: string, headers: Record<string, string>, body: Buffer | undefined): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent: this.agent,
          hostname: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
          res.on('error', reject)
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  }

  close(): void {
    this.agent.destroy()
  }
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipartFile(field: string, filename: string, type: string, bytes: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----petfolk-mix-${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { body: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` }
}
