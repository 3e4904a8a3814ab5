import { eventEndpoints } from '@petfolk/contract/events'
import { ApiError, api, endpointUrl } from '../../lib/api.ts'

/** What the server's live stream (GET /api/events) says changed. */
export const LIVE_TOPICS = ['notifications', 'messages'] as const
export type LiveTopic = (typeof LIVE_TOPICS)[number]

/**
 * connecting: the first connection is being made; open: events arrive; down: the connection is
 * lost and being retried (the app polls meanwhile); signed-out: the server no longer knows this
 * session, so nothing is retried; unsupported: the browser has no EventSource (the app polls).
 */
export type LiveStreamStatus = 'connecting' | 'open' | 'down' | 'signed-out' | 'unsupported'

export interface LiveStreamCallbacks {
  /** The server says `topic` changed, or may have while this tab was not listening. */
  onChange: (topic: LiveTopic) => void
  onStatus: (status: LiveStreamStatus) => void
  /** The stream was refused with 401. */
  onSignedOut: () => void
}

/** After the browser gave up on a stream, the first try again comes after about this long, doubling each time. */
export const FIRST_RETRY_MS = 2_000
export const MAX_RETRY_MS = 60_000

/**
 * Keeps one EventSource open to the live stream and answers the function that closes it.
 *
 * EventSource reconnects by itself when a stream drops, and sends Last-Event-ID so the server
 * replays what the tab missed. It gives up for good when an answer is not a stream (401 signed
 * out, 429 too many tabs, 503 restarting, a proxy's 502) without saying which: the status probe
 * tells signed-out (stop) from the rest (try again later with backoff, passing the last id as a
 * query parameter, since a new EventSource cannot be given headers).
 */
export function connectLiveStream({ onChange, onStatus, onSignedOut }: LiveStreamCallbacks): () => void {
  if (typeof EventSource === 'undefined') {
    onStatus('unsupported')
    return () => {}
  }
  let source: EventSource | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let lastEventId = ''
  let failures = 0
  let stopped = false

  const remember = (event: Event) => {
    if (event instanceof MessageEvent && event.lastEventId) lastEventId = event.lastEventId
  }

  const diagnose = async () => {
    let signedOut = false
    try {
      await api.call(eventEndpoints.status)
    } catch (error) {
      signedOut = error instanceof ApiError && error.status === 401
    }
    if (stopped) return
    if (signedOut) {
      onStatus('signed-out')
      onSignedOut()
      return
    }
    failures++
    const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1))
    // Jittered, so the tabs of a whole city do not come back in the same second.
    retryTimer = setTimeout(open, ceiling / 2 + Math.random() * (ceiling / 2))
  }

  function open() {
    const stream = new EventSource(endpointUrl(eventEndpoints.stream, { query: { last_event_id: lastEventId } }))
    source = stream
    stream.addEventListener('ready', (event) => {
      remember(event)
      failures = 0
      onStatus('open')
    })
    for (const topic of LIVE_TOPICS) {
      stream.addEventListener(topic, (event) => {
        remember(event)
        onChange(topic)
      })
    }
    stream.onerror = () => {
      if (stopped || source !== stream) return
      onStatus('down')
      if (stream.readyState !== EventSource.CLOSED) return
      stream.close()
      source = null
      void diagnose()
    }
  }

  onStatus('connecting')
  open()
  return () => {
    stopped = true
    clearTimeout(retryTimer)
    source?.close()
    source = null
  }
}
