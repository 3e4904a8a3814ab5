import { afterEach, describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../clock.ts'
import type { Logger } from '../logger.ts'
import { startRunner, type Runner, type Task } from './runner.ts'

/** A round that waits until the test lets it finish, answering how much it "did". */
function gatedRounds() {
  const releases: Array<(done: number) => void> = []
  let started = 0
  return {
    run: () => {
      started++
      return new Promise<number>((resolve) => releases.push(resolve))
    },
    started: () => started,
    finish: (done: number) => releases.shift()?.(done),
  }
}

const silentLogger = () => ({ error: vi.fn() }) as unknown as Logger & { error: ReturnType<typeof vi.fn> }
const tick = () => new Promise((resolve) => setImmediate(resolve))
const HOUR = 3_600_000
const task = (name: string, run: Task['run'], extra: Partial<Task> = {}): Task => ({ name, everyMs: HOUR, run, failure: `${name} failed`, ...extra })

describe('the background runner', () => {
  let runner: Runner | undefined
  const clock = new ManualClock()
  afterEach(async () => {
    await runner?.stop()
    runner = undefined
    vi.restoreAllMocks()
  })

  it('runs a task when kicked, at the clock, and kicks the tasks that follow one that did something', async () => {
    const seen: Date[] = []
    const push = vi.fn(async () => 0)
    runner = startRunner({
      clock,
      logger: silentLogger(),
      tasks: [
        task('jobs', async (now) => {
          seen.push(now)
          return seen.length === 1 ? 3 : 0
        }, { then: ['push', 'not-here'] }),
        task('push', push),
      ],
    })
    expect(await runner.kick('jobs')).toBe(3)
    expect(seen).toEqual([clock.now()])
    await vi.waitFor(() => expect(push).toHaveBeenCalledTimes(1))
    // A round that did nothing leads to nothing.
    expect(await runner.kick('jobs')).toBe(0)
    await tick()
    expect(push).toHaveBeenCalledTimes(1)
  })

  it('answers kicks during a round with exactly one more round, which they all wait for', async () => {
    const rounds = gatedRounds()
    runner = startRunner({ clock, logger: silentLogger(), tasks: [task('jobs', rounds.run)] })
    const first = runner.kick('jobs')
    const second = runner.kick('jobs')
    const third = runner.kick('jobs')
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
    runner = startRunner({
      clock,
      logger,
      tasks: [
        task('jobs', async () => {
          calls++
          if (calls === 1) throw new Error('database gone')
          return 1
        }),
      ],
    })
    expect(await runner.kick('jobs')).toBe(0)
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'jobs failed')
    expect(await runner.kick('jobs')).toBe(1)
  })

  it('settles: runs the tasks again until a pass does nothing', async () => {
    let left = 3
    runner = startRunner({ clock, logger: silentLogger(), tasks: [task('jobs', async () => (left > 0 ? (left--, 1) : 0))] })
    await runner.settle(['jobs'])
    expect(left).toBe(0)
  })

  it('polls each task on its own schedule with one timer that does not keep the process alive', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval')
    const often = vi.fn(async () => 0)
    const rarely = vi.fn(async () => 0)
    runner = startRunner({ clock, logger: silentLogger(), tickMs: 5, tasks: [task('often', often, { everyMs: 10 }), task('rarely', rarely)] })
    expect(setIntervalSpy).toHaveBeenCalledTimes(1)
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout
    expect(timer.hasRef()).toBe(false)
    await vi.waitFor(() => expect(often.mock.calls.length).toBeGreaterThanOrEqual(2))
    expect(rarely).not.toHaveBeenCalled()
  })

  it('stop cancels what rounds wait on, waits for them, closes the tasks, and later kicks run nothing', async () => {
    const rounds = gatedRounds()
    const cancel = vi.fn()
    const close = vi.fn()
    runner = startRunner({ clock, logger: silentLogger(), tasks: [task('push', rounds.run, { cancel, close })] })
    void runner.kick('push')
    let stopped = false
    const stopping = runner.stop().then(() => (stopped = true))
    await tick()
    expect(cancel).toHaveBeenCalledTimes(1)
    expect(stopped).toBe(false)
    expect(close).not.toHaveBeenCalled()
    rounds.finish(1)
    await stopping
    expect(close).toHaveBeenCalledTimes(1)
    expect(await runner.kick('push')).toBe(0)
    expect(rounds.started()).toBe(1)
  })
})
