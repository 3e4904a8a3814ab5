import type { Page } from '@playwright/test'

/**
 * Stops the page's fake clock (installed with page.clock.install()) at about the present moment:
 * from here on its timers fire only through page.clock.runFor() or page.clock.resume().
 */
export async function freezeClock(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(now + 50)
      return
    } catch (error) {
      // The page's time ran past `now + 50` before the call arrived; the clock is paused by now, so retry once.
      if (attempt > 0 || !String(error).includes('Cannot fast-forward to the past')) throw error
    }
  }
}

/**
 * Waits for `work` while the paused clock moves on in 10 ms steps, at most `budgetMs` of page time,
 * so timer-driven work in the page (such as an axe run) finishes before a pending redirect fires.
 */
export async function whileClockSteps(page: Page, budgetMs: number, work: Promise<void>): Promise<void> {
  let settled = false
  const tracked = work.finally(() => {
    settled = true
  })
  for (let elapsed = 0; !settled; elapsed += 10) {
    if (elapsed >= budgetMs) {
      tracked.catch(() => undefined)
      throw new Error(`the work needed more than ${budgetMs} ms of page time`)
    }
    try {
      await page.clock.runFor(10)
    } catch (error) {
      // The clock belongs to the whole context; a helper page that closed mid-step (axe's default
      // mode opens one to merge its results) is no reason to stop, but this page closing is.
      if (page.isClosed() || !String(error).includes('has been closed')) throw error
    }
  }
  await tracked
}
