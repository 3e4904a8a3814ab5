/** What a server-sent event stream carries, as a browser's EventSource would parse it. */
export type SseItem =
  | { kind: 'event'; event: string; data: string; id: string | undefined }
  | { kind: 'comment'; text: string }
  | { kind: 'retry'; ms: number }

export type SseEvent = Extract<SseItem, { kind: 'event' }>

/**
 * Reads a text/event-stream answer (from fetch or a test context) item by item, with a deadline on
 * every wait, so a test says what it waited for instead of hanging. Parsing follows the HTML
 * standard: CR, LF or CRLF end lines; a blank line dispatches; `:` starts a comment; an event
 * without data is not dispatched.
 */
export class SseReader {
  /** Everything read so far, for failure messages. */
  readonly seen: SseItem[] = []
  #queue: SseItem[] = []
  #wake: (() => void) | null = null
  #ended = false
  #lastEventId: string | undefined
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>

  constructor(readonly response: Response) {
    if (!response.body) throw new Error(`the answer (${response.status}) has no body to stream`)
    this.#reader = response.body.getReader()
    void this.#pump()
  }

  /** The id of the last event, as EventSource would send it back in Last-Event-ID. */
  get lastEventId(): string | undefined {
    return this.#lastEventId
  }

  get ended(): boolean {
    return this.#ended && this.#queue.length === 0
  }

  /** The next item of any kind; throws when none arrives within `timeoutMs` or the stream ends. */
  async next(timeoutMs = 2000): Promise<SseItem> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const item = this.#queue.shift()
      if (item) return item
      if (this.#ended) throw new Error(`the stream ended; it carried ${this.#describe()}`)
      if (!(await this.#waitUntil(deadline))) throw new Error(`nothing arrived within ${timeoutMs} ms; the stream carried ${this.#describe()}`)
    }
  }

  /** The next event (comments and retry hints skipped), optionally only one of this name. */
  async nextEvent(name?: string, timeoutMs = 2000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const item = await this.next(Math.max(1, deadline - Date.now()))
      if (item.kind === 'event' && (name === undefined || item.event === name)) return item
      if (item.kind === 'event') throw new Error(`expected a "${name}" event, got "${item.event}" (${item.data}); the stream carried ${this.#describe()}`)
    }
  }

  /** The next event of this name, passing over any others (they stay in `seen`). */
  async waitForEvent(name: string, timeoutMs = 2000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const item = await this.next(Math.max(1, deadline - Date.now()))
      if (item.kind === 'event' && item.event === name) return item
    }
  }

  /** The events that arrive within `ms` (comments skipped); for "nothing more was sent". */
  async eventsWithin(ms: number): Promise<SseEvent[]> {
    const deadline = Date.now() + ms
    const events: SseEvent[] = []
    for (;;) {
      const item = this.#queue.shift()
      if (item) {
        if (item.kind === 'event') events.push(item)
        continue
      }
      if (this.#ended || !(await this.#waitUntil(deadline))) return events
    }
  }

  /** Resolves once the server has ended the stream; throws if it is still open after `timeoutMs`. */
  async waitForEnd(timeoutMs = 2000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!this.#ended) {
      this.#queue.length = 0
      if (!(await this.#waitUntil(deadline))) throw new Error(`the stream was still open after ${timeoutMs} ms`)
    }
  }

  /** What a closed tab does: stop reading, so the server sees the client go. */
  async cancel(): Promise<void> {
    await this.#reader.cancel().catch(() => {})
  }

  #describe(): string {
    return JSON.stringify(this.seen.slice(-20))
  }

  async #waitUntil(deadline: number): Promise<boolean> {
    const remaining = deadline - Date.now()
    if (remaining <= 0) return false
    let timer: NodeJS.Timeout | undefined
    const woke = await Promise.race([
      new Promise<boolean>((resolve) => (this.#wake = () => resolve(true))),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), remaining))),
    ])
    clearTimeout(timer)
    this.#wake = null
    return woke
  }

  #push(item: SseItem) {
    this.seen.push(item)
    this.#queue.push(item)
    this.#wake?.()
  }

  async #pump() {
    const decoder = new TextDecoder()
    let buffer = ''
    let event = ''
    let data: string[] = []
    let sawData = false
    const line = (text: string) => {
      if (text === '') {
        if (sawData) this.#push({ kind: 'event', event: event || 'message', data: data.join('\n'), id: this.#lastEventId })
        event = ''
        data = []
        sawData = false
        return
      }
      if (text.startsWith(':')) return this.#push({ kind: 'comment', text: text.slice(1).trimStart() })
      const colon = text.indexOf(':')
      const field = colon === -1 ? text : text.slice(0, colon)
      let value = colon === -1 ? '' : text.slice(colon + 1)
      if (value.startsWith(' ')) value = value.slice(1)
      if (field === 'event') event = value
      else if (field === 'data') {
        data.push(value)
        sawData = true
      } else if (field === 'id' && !value.includes('\u0000')) this.#lastEventId = value
      else if (field === 'retry' && /^\d+$/.test(value)) this.#push({ kind: 'retry', ms: Number(value) })
    }
    try {
      for (;;) {
        const { done, value } = await this.#reader.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        // A CR at the very end may be the first half of a CRLF: keep it for the next chunk.
        const held = buffer.endsWith('\r') ? '\r' : ''
        const lines = buffer.slice(0, buffer.length - held.length).split(/\r\n|\r|\n/)
        buffer = (lines.pop() ?? '') + held
        for (const text of lines) line(text)
      }
    } catch {
      // The connection was cut (or cancelled): the stream is over either way.
    } finally {
      this.#ended = true
      this.#wake?.()
    }
  }
}
