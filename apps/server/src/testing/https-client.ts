import { Agent, request } from 'node:https'
import { Readable } from 'node:stream'
import type { SendRequest } from './dev-signin.ts'

export interface HttpsClient {
  /** A fetch for HttpBrowser: string bodies, no redirects followed, the answer's body streamed. */
  send: SendRequest
  close(): void
}

/**
 * HTTPS that trusts exactly one certificate authority (a test's own, made in a temp folder), for
 * this test's requests only: the process's other clients, and the servers under test, keep the
 * system's. Node's fetch takes no CA of its own without the undici package, so this is node:https
 * dressed as fetch.
 */
export function httpsClient(ca: string): HttpsClient {
  const agent = new Agent({ ca, keepAlive: true })
  const send: SendRequest = (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const body = init.body ?? undefined
      if (body !== undefined && typeof body !== 'string') return reject(new Error('httpsClient sends string bodies only'))
      const headers = Object.fromEntries(new Headers(init.headers))
      const method = init.method ?? 'GET'
      const req = request(url, { method, headers, agent, ...(init.signal ? { signal: init.signal } : {}) }, (res) => {
        const answerHeaders = new Headers()
        for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) answerHeaders.append(res.rawHeaders[i] ?? '', res.rawHeaders[i + 1] ?? '')
        const status = res.statusCode ?? 0
        const empty = status === 204 || status === 304 || method === 'HEAD'
        if (empty) res.resume()
        resolve(new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), { status, statusText: res.statusMessage ?? '', headers: answerHeaders }))
      })
      req.on('error', reject)
      req.end(body)
    })
  return { send, close: () => agent.destroy() }
}
