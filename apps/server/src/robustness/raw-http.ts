import { Agent, request, type IncomingHttpHeaders } from 'node:http'
import { expect } from 'vitest'

export interface RawRequest {
  method: string
  /** Sent as is: already percent-encoded where it needs to be. */
  path: string
  headers?: Record<string, string>
  body?: Buffer
}

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

// A fresh connection per request: a refusal may close its connection, and a reused one would fail the next request.
const agent = new Agent({ keepAlive: false })

/**
 * One HTTP request with exactly the bytes given: no encoding of the body, no content type
 * added, bodies on any method. fetch() cannot send invalid UTF-8 or a body with GET.
 */
export function rawRequest(baseUrl: string, req: RawRequest): Promise<RawResponse> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...req.headers }
    if (req.body) headers['content-length'] = String(req.body.length)
    const r = request({ host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent }, (res) => {
      // An event stream (GET /api/events) never ends by itself: its status and headers are the answer.
      if (/^text\/event-stream/.test(res.headers['content-type'] ?? '')) {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) })
        r.destroy()
        return
      }
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    r.on('error', reject)
    r.end(req.body)
  })
}

/** Every refusal is JSON with a sentence in `error`. */
export function expectJsonError(res: RawResponse, context: string): void {
  expect(res.headers['content-type'] ?? '', `${context}: content type of a ${res.status}`).toMatch(/^application\/json/)
  let body: unknown
  try {
    body = JSON.parse(res.body.toString('utf8'))
  } catch {
    throw new Error(`${context}: a ${res.status} answered with a body that is not JSON: ${res.body.toString('utf8').slice(0, 200)}`)
  }
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined
  expect(typeof error, `${context}: ${res.status} body ${res.body.toString('utf8').slice(0, 200)}`).toBe('string')
  expect(String(error).length, context).toBeGreaterThan(0)
}
