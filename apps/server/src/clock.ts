/** Time comes through this so tests can move it (PIN lock windows, session expiry). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that stands still until told to move. */
export class ManualClock implements Clock {
  #ms: number
  constructor(start: Date | string = '2026-06-01T12:00:00.000Z') {
    this.#ms = new Date(start).getTime()
  }
  now(): Date {
    return new Date(this.#ms)
  }
  advance(ms: number): void {
    this.#ms += ms
  }
}

/** Whether Intl knows this IANA time zone (America/Los_Angeles, UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

const wallClocks = new Map<string, Intl.DateTimeFormat>()

/**
 * What a wall clock in `timeZone` shows at the instant `at`, written as the app keeps the local
 * times members enter (an appointment's YYYY-MM-DDTHH:mm:ss), so the two compare as text.
 */
export function wallClockTime(at: Date, timeZone: string): string {
  let format = wallClocks.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    wallClocks.set(timeZone, format)
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]))
  return `${part['year']}-${part['month']}-${part['day']}T${part['hour']}:${part['minute']}:${part['second']}`
}

/** The calendar date (YYYY-MM-DD) a wall clock in `timeZone` shows at the instant `at`. */
export function wallClockDate(at: Date, timeZone: string): string {
  return wallClockTime(at, timeZone).slice(0, 10)
}
