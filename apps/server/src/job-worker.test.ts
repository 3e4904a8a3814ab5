import { afterEach, describe, expect, it, vi } from 'vitest'
import { startJobWorker, type JobWorker } from './job-worker.ts'
import type { Logger } from './logger.ts'

/** A round that waits until the test lets it finish, answering how many jobs it "ran". */
function gatedRounds() {
  const releases: Array<(ran: number) => void> = []
  let started = 0
  return {
    runRound: () => {
      started++
      return new Promise<number>((resolve) => releases.push(resolve))
    },
    started: () => started,
    finish: (ran: number) => releases.shift()?.(ran),
  }
}

const silentLogger = () => ({ error: vi.fn() }) as unknown as Logger & { error: ReturnType<typeof vi.fn> }
const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('startJobWorker', () => {
  let worker: JobWorker | undefined
  afterEach(async () => {
    await worker?.stop()
    worker = undefined
    vi.restoreAllMocks()
  })

  it('runs a round when kicked and tells afterRun how many jobs ran', async () => {
    const afterRun = vi.fn()
    worker = startJobWorker({ runRound: async () => 3, pollMs: 60_000, logger: silentLogger(), failure: 'x', afterRun })
    expect(await worker.kick()).toBe(3)
    expect(afterRun).toHaveBeenCalledWith(3)
  })

  it('does not call afterRun for a round that ran nothing', async () => {
    const afterRun = vi.fn()
    worker = startJobWorker({ runRound: async () => 0, pollMs: 60_000, logger: silentLogger(), failure: 'x', afterRun })
    expect(await worker.kick()).toBe(0)
    expect(afterRun).not.toHaveBeenCalled()
  })

  it('answers kicks during a round with exactly one more round, which they all wait for', async () => {
    const rounds = gatedRounds()
    worker = startJobWorker({ runRound: rounds.runRound, pollMs: 60_000, logger: silentLogger(), failure: 'x' })
    const first = worker.kick()
    const second = worker.kick()
    const third = worker.kick()
    expect(rounds.started()).toBe(1)
    rounds.finish(1)
    expect(await first).toBe(1)
    await tick()
    expect(rounds.started()).toBe(2)
    rounds.finish(2)
    expect(await second).toBe(2)
    expect(await third).toBe(2)
    await tick()
    expect(rounds.started()).toBe(2)
  })

  it('logs a failed round and answers 0, and the next kick runs again', async () => {
    const logger = silentLogger()
    let calls = 0
    const runRound = async () => {
      calls++
      if (calls === 1) throw new Error('database gone')
      return 1
    }
    worker = startJobWorker({ runRound, pollMs: 60_000, logger, failure: 'jobs failed; retried' })
    expect(await worker.kick()).toBe(0)
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'jobs failed; retried')
    expect(await worker.kick()).toBe(1)
  })

  it('polls every pollMs without keeping the process alive', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval')
    const runRound = vi.fn(async () => 0)
    worker = startJobWorker({ runRound, pollMs: 5, logger: silentLogger(), failure: 'x' })
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout
    expect(timer.hasRef()).toBe(false)
    await vi.waitFor(() => expect(runRound.mock.calls.length).toBeGreaterThanOrEqual(2))
  })

  it('stop waits for the round in progress, and later kicks run nothing', async () => {
    const rounds = gatedRounds()
    worker = startJobWorker({ runRound: rounds.runRound, pollMs: 60_000, logger: silentLogger(), failure: 'x' })
    void worker.kick()
    let stopped = false
    const stopping = worker.stop().then(() => (stopped = true))
    await tick()
    expect(stopped).toBe(false)
    rounds.finish(1)
    await stopping
    expect(await worker.kick()).toBe(0)
    expect(rounds.started()).toBe(1)
  })
})
