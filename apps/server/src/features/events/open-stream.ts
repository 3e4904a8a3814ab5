import type { SSEStreamingApi } from 'hono/streaming'
import { formatEventId, type StreamCursor } from './cursor.ts'
import type { LiveEventTopic } from './bus.ts'

/**
 * Writes the client has not taken yet past which a stream counts as stuck (a tab frozen by the
 * browser, a dead peer the kernel has not noticed) and is dropped instead of buffered.
 */
const MAX_UNSENT_WRITES = 32

/** One tab's stream: what it was told, and an ordered, non-blocking way to tell it more. */
export class OpenStream {
  /** Null while the opening read runs; events for the tab are only noted until then. */
  cursor: StreamCursor | null = null
  /** Topics that changed while the opening read ran. */
  readonly missed = new Set<LiveEventTopic>()
  /** Settles when the stream should end: the client left, the session ended, or the server stops. */
  readonly ended: Promise<void>
  #finish: () => void = () => {}
  #over = false
  #unsent = 0
  #tail: Promise<unknown> = Promise.resolve()

  constructor(
    readonly userId: number,
    readonly sessionId: number,
    private readonly stream: SSEStreamingApi,
  ) {
    this.ended = new Promise<void>((resolve) => (this.#finish = resolve))
    stream.onAbort(() => this.end())
  }

  get isOver(): boolean {
    return this.#over
  }

  /** An event with the tab's cursor as its id (nothing before the opening read has set one). */
  event(name: string, data: Record<string, unknown>): void {
    const cursor = this.cursor
    if (!cursor) return
    this.#write(() => this.stream.writeSSE({ event: name, data: JSON.stringify(data), id: formatEventId(cursor) }))
  }

  /** Lines that are not events: comments (heartbeats) and the `retry:` hint. */
  raw(text: string): void {
    this.#write(() => this.stream.write(text))
  }

  end(): void {
    if (this.#over) return
    this.#over = true
    this.#finish()
  }

  /** Settles once everything written so far is handed to the response (or dropped with it). */
  drained(): Promise<unknown> {
    return this.#tail
  }

  #write(write: () => Promise<unknown>): void {
    if (this.#over) return
    if (this.#unsent >= MAX_UNSENT_WRITES) {
      this.stream.abort()
      this.end()
      return
    }
    this.#unsent++
    // Chained, so events and heartbeats leave in the order they were written.
    this.#tail = this.#tail
      .then(write)
      .catch(() => {})
      .finally(() => this.#unsent--)
  }
}
