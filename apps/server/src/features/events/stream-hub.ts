import type { SSEStreamingApi } from 'hono/streaming'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/errors.ts'
import type { Logger } from '../../logger.ts'
import type { EventBus, LiveEvent, LiveEventTopic } from './bus.ts'
import { TOPICS, parseEventId, readCursor, type StreamCursor } from './cursor.ts'
import { OpenStream } from './open-stream.ts'
import { foundReportRef, lostReportRef } from '../../delivery/report-ref.ts'
import { activeSessionIds, newestMessageIds, newestNotificationIds, reportRecipients } from './store.ts'

export interface LiveStreamOptions {
  /** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
  heartbeatMs: number
  /** How often open streams are checked against their sessions (signed out, expired). */
  sessionCheckMs: number
  /** The reconnect delay the `retry:` field suggests to the browser. */
  retryMs: number
  /** Streams one member may hold open on one server process. */
  maxStreamsPerUser: number
}

export const DEFAULT_LIVE_STREAM_OPTIONS: LiveStreamOptions = {
  heartbeatMs: 25_000,
  sessionCheckMs: 30_000,
  retryMs: 3_000,
  maxStreamsPerUser: 10,
}

export interface StreamRequest {
  userId: number
  sessionId: number
  /** Last-Event-ID as the client sent it, if it did. */
  lastEventId: string | undefined
}

/** The open live streams of this process, by member. */
export interface LiveStreamHub {
  readonly options: LiveStreamOptions
  /** Refuses (429, or 503 while stopping) a stream this member may not open now. */
  admit(userId: number): void
  /** Runs one stream until it ends; call it right after admit, without waiting in between. */
  serve(stream: SSEStreamingApi, request: StreamRequest): Promise<void>
  /** Open streams of one member, or of everyone. */
  count(userId?: number): number
  /** Ends every stream (with a spread-out reconnect hint) and refuses new ones. */
  close(): void
}

export interface StreamHubDeps {
  db: Db
  events: EventBus
  clock: Clock
  logger: Logger
  sessionPolicy: { idleMs: number }
}

export function createStreamHub({ db, events, clock, logger, sessionPolicy }: StreamHubDeps, overrides: Partial<LiveStreamOptions> = {}): LiveStreamHub {
  const options: LiveStreamOptions = { ...DEFAULT_LIVE_STREAM_OPTIONS, ...overrides }
  const byUser = new Map<number, Set<OpenStream>>()
  let total = 0
  let closed = false
  let timers: NodeJS.Timeout[] = []

  const everyStream = function* () {
    for (const streams of byUser.values()) yield* streams
  }

  const add = (stream: OpenStream) => {
    let streams = byUser.get(stream.userId)
    if (!streams) byUser.set(stream.userId, (streams = new Set()))
    streams.add(stream)
    total++
    if (timers.length === 0) {
      timers = [setInterval(heartbeat, options.heartbeatMs), setInterval(() => void checkSessions(), options.sessionCheckMs)]
      for (const timer of timers) timer.unref()
    }
  }

  const remove = (stream: OpenStream) => {
    const streams = byUser.get(stream.userId)
    if (!streams?.delete(stream)) return
    total--
    if (streams.size === 0) byUser.delete(stream.userId)
    if (total === 0) {
      for (const timer of timers) clearInterval(timer)
      timers = []
    }
  }

  const heartbeat = () => {
    for (const stream of everyStream()) stream.raw(': keep-alive\n\n')
  }

  let checkingSessions = false
  const checkSessions = async () => {
    if (checkingSessions || total === 0) return
    checkingSessions = true
    try {
      const checked = new Set<number>()
      for (const stream of everyStream()) checked.add(stream.sessionId)
      const active = await activeSessionIds(db, checked, clock.now(), sessionPolicy)
      // Streams opened during the read were not checked; the next round checks them.
      for (const stream of [...everyStream()]) if (checked.has(stream.sessionId) && !active.has(stream.sessionId)) stream.end()
    } catch (err) {
      logger.warn({ err }, 'live events: could not check the sessions of open streams')
    } finally {
      checkingSessions = false
    }
  }

  /** Tells this member's tabs that `topic` changed; `newest` is the id the tabs now know of. */
  const tell = (userId: number, topic: LiveEventTopic, newest: number, exact: boolean) => {
    for (const stream of byUser.get(userId) ?? []) {
      if (!stream.cursor) {
        stream.missed.add(topic)
        continue
      }
      stream.cursor = { ...stream.cursor, [topic]: exact ? newest : Math.max(stream.cursor[topic], newest) }
      stream.event(topic, { newest: stream.cursor[topic] })
    }
  }

  const deliver = async (event: Exclude<LiveEvent, { topic: 'sessions-ended' }>) => {
    if (total === 0) return
    if (!('userIds' in event)) {
      // The report's newest notice is not necessarily the member's newest notification: never lower the cursor.
      const report = 'lostPetId' in event ? lostReportRef(event.lostPetId) : foundReportRef(event.foundPetId)
      const reached = await reportRecipients(db, report, event.kind, new Set(byUser.keys()))
      for (const [userId, id] of reached) tell(userId, event.topic, id, false)
      return
    }
    const connected = event.userIds.filter((id) => byUser.has(id))
    if (connected.length === 0) return
    const newest = event.topic === 'notifications' ? await newestNotificationIds(db, connected) : await newestMessageIds(db, connected)
    for (const userId of connected) tell(userId, event.topic, newest.get(userId) ?? 0, true)
  }

  const onEvent = (event: LiveEvent) => {
    if (event.topic === 'sessions-ended') {
      const ended = new Set(event.sessionIds)
      for (const stream of [...everyStream()]) if (ended.has(stream.sessionId)) stream.end()
      return
    }
    deliver(event).catch((err: unknown) => {
      logger.warn({ err, topic: event.topic }, 'live events: could not work out who an event reaches')
      // Members named outright still hear (their cursor unchanged, so a reconnect resyncs them).
      if ('userIds' in event) for (const userId of event.userIds) tell(userId, event.topic, 0, false)
    })
  }

  /** After the bus may have missed events: compare every open tab with the database. */
  const resync = async () => {
    const users = [...byUser.keys()]
    if (users.length === 0) return
    const [notifications, messages] = await Promise.all([newestNotificationIds(db, users), newestMessageIds(db, users)])
    const now: Record<LiveEventTopic, Map<number, number>> = { notifications, messages }
    for (const stream of everyStream()) {
      if (!stream.cursor) continue
      for (const topic of TOPICS) {
        const newest = now[topic].get(stream.userId) ?? 0
        if (newest === stream.cursor[topic]) continue
        stream.cursor = { ...stream.cursor, [topic]: newest }
        stream.event(topic, { newest, resync: true })
      }
    }
  }

  const unsubscribe = events.subscribe(onEvent, () => {
    resync().catch((err: unknown) => logger.warn({ err }, 'live events: could not resync open streams'))
  })

  /** The first things a tab hears: whatever changed since the id it resumes from, then `ready`. */
  const open = async (stream: OpenStream, lastEventId: string | undefined) => {
    const told: StreamCursor | null | undefined = lastEventId === undefined ? undefined : parseEventId(lastEventId)
    const changed = new Set<LiveEventTopic>()
    let current: StreamCursor
    try {
      current = await readCursor(db, stream.userId)
    } catch (err) {
      logger.warn({ err }, 'live events: could not read where a stream resumes')
      current = told ?? { notifications: 0, messages: 0 }
      for (const topic of TOPICS) changed.add(topic)
    }
    for (const topic of stream.missed) changed.add(topic)
    // An id that is not ours (or from an older format) could hide anything: everything is resent.
    if (told === null) for (const topic of TOPICS) changed.add(topic)
    else if (told) for (const topic of TOPICS) if (told[topic] !== current[topic]) changed.add(topic)
    stream.cursor = current
    for (const topic of TOPICS) if (changed.has(topic)) stream.event(topic, { newest: current[topic], resync: true })
    stream.event('ready', {})
  }

  return {
    options,

    admit(userId) {
      if (closed) throw new ApiError(503, 'The server is restarting. Live updates will reconnect in a moment.')
      if ((byUser.get(userId)?.size ?? 0) >= options.maxStreamsPerUser) {
        throw new ApiError(429, `Too many tabs are receiving live updates for this account (at most ${options.maxStreamsPerUser}). Close some and try again.`)
      }
    },

    async serve(sse, { userId, sessionId, lastEventId }) {
      const stream = new OpenStream(userId, sessionId, sse)
      // Registered before the opening read, so nothing published meanwhile slips between the two.
      add(stream)
      try {
        stream.raw(`retry: ${options.retryMs}\n\n`)
        await open(stream, lastEventId)
        await stream.ended
      } catch (err) {
        logger.warn({ err }, 'live events: a stream failed')
      } finally {
        remove(stream)
      }
      await stream.drained()
    },

    count(userId) {
      return userId === undefined ? total : (byUser.get(userId)?.size ?? 0)
    },

    close() {
      if (closed) return
      closed = true
      unsubscribe()
      for (const stream of [...everyStream()]) {
        // Spread the reconnects, so tabs do not all land on the remaining replicas in the same second.
        const retry = options.retryMs + Math.floor(Math.random() * options.retryMs * 4)
        stream.raw(`retry: ${retry}\n\n`)
        stream.end()
      }
    },
  }
}
