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
