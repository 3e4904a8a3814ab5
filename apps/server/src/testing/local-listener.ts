import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

export interface LocalListener {
  /**
   * Sends a request for `path` (with its query) to the listener and answers its response as the
   * server wrote it: redirects are answered, not followed, and compressed bodies stay compressed.
   */
  send(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

/** Statuses whose answers have no body, which a web Response refuses one for. */
const NO_BODY = new Set([204, 205, 304])

/**
 * Serves a Node request listener on a loopback port of its own, so in-process tests reach the
 * app over a socket, exactly as the running server's clients do.
 */
export async function listenLocally(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<LocalListener> {
  const server = createServer(listener)
  // As the running server (server.ts): a test's next request on a kept-alive connection must not
  // meet the server closing it for idleness at that very moment (Node's default is 5 s, which a
  // busy machine preparing a 100 MB body can take), a race no test means to exercise.
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    send: async (path, init = {}) => {
      const { body } = init
      // A body of known length goes with its Content-Length, as browsers send it; a stream as it comes.
      if (body === undefined || body === null || typeof body === 'string') {
        const bytes = typeof body === 'string' ? Buffer.from(body) : null
        return sendRaw(base, path, init.method ?? 'GET', new Headers(init.headers), bytes, null, init.signal ?? undefined)
      }
      const request = new Request(`${base}${path}`, init)
      const streamed = body instanceof ReadableStream
      const bytes = request.body && !streamed ? Buffer.from(await request.arrayBuffer()) : null
      return sendRaw(base, path, request.method, request.headers, bytes, streamed ? request.body : null, init.signal ?? undefined)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * A request sent with node:http, which leaves the answer as it came: fetch would decompress a
 * brotli or gzip body, and the tests of compressed assets read the bytes the server sent.
 */
function sendRaw(
  base: string,
  path: string,
  method: string,
  requestHeaders: Headers,
  bytes: Buffer | null,
  stream: ReadableStream<Uint8Array> | null,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const url = new URL(path, base)
  const headers: Record<string, string> = {}
  for (const [name, value] of requestHeaders) headers[name] = value
  if (bytes) headers['content-length'] = String(bytes.length)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers, signal }, (incoming) => {
      const answerHeaders = new Headers()
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (Array.isArray(value)) for (const one of value) answerHeaders.append(name, one)
        else if (value !== undefined) answerHeaders.set(name, value)
      }
      const init = { status: incoming.statusCode ?? 500, statusText: incoming.statusMessage ?? '', headers: answerHeaders }
      if (NO_BODY.has(init.status) || method === 'HEAD') {
        incoming.resume()
        return resolve(new Response(null, init))
      }
      // A live stream is read as it comes; any other answer is whole once it has arrived.
      if (incoming.headers['content-type']?.startsWith('text/event-stream')) {
        return resolve(new Response(Readable.toWeb(incoming) as ReadableStream<Uint8Array>, init))
      }
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.once('error', reject)
      incoming.once('end', () => resolve(new Response(Buffer.concat(chunks), init)))
    })
    outgoing.once('error', reject)
    if (!stream) return void outgoing.end(bytes ?? undefined)
    Readable.fromWeb(stream as NodeReadableStream<Uint8Array>)
      .once('error', (error) => outgoing.destroy(error))
      .pipe(outgoing)
  })
}
