/**
 * Stands in for the browser's EventSource in component tests (happy-dom has none): it records
 * every connection, and the test plays the server's part.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static instances: FakeEventSource[] = []

  readyState = FakeEventSource.CONNECTING
  onerror: ((event: Event) => void) | null = null

  constructor(readonly url: string) {
    super()
    FakeEventSource.instances.push(this)
  }

  close() {
    this.readyState = FakeEventSource.CLOSED
  }

  /** The newest connection, which the code under test is expected to be using. */
  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances[FakeEventSource.instances.length - 1]
    if (!latest) throw new Error('no EventSource was opened')
    return latest
  }

  /** The server sends an event. */
  emit(type: string, lastEventId = '', data = '{}') {
    this.readyState = FakeEventSource.OPEN
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId }))
  }

  /** The connection dropped: the browser retries by itself (CONNECTING) or gives up (CLOSED, after an HTTP error). */
  fail(state: typeof FakeEventSource.CONNECTING | typeof FakeEventSource.CLOSED) {
    this.readyState = state
    this.onerror?.(new Event('error'))
  }
}
