import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Fails on any serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Legacy mode runs axe.run() in the page itself. The default runs it in each frame and merges the
  // results in a blank page it opens and closes for every check, which made each check over a
  // second slower on this machine; the app has no frames (no <iframe> anywhere), so both modes
  // check the same document with the same rules.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
  expect(summary, `accessibility violations on ${label}`).toEqual([])
}

/**
 * The axe check on a screen at rest: toasts gone and opening animations finished, so colours are
 * measured as a person sees them. Toasts are closed with their close button unless a modal dialog
 * is open (a click outside it would close it); then they time out on their own. The click is
 * dispatched rather than aimed because a stacked toast may sit outside the viewport or be mid-exit.
 */
export async function expectScreenAccessible(page: Page, label: string): Promise<void> {
  const modalOpen = (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0
  if (!modalOpen) {
    const closeButtons = page.locator('[data-sonner-toast]:not([data-removed="true"]) [data-close-button]')
    for (let attempt = 0; attempt < 20 && (await closeButtons.count()) > 0; attempt += 1) {
      await closeButtons
        .first()
        .dispatchEvent('click', undefined, { timeout: 1_000 })
        .catch(() => undefined) // it may have left on its own between the count and the click
    }
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await animationsSettled(page)
  await expectAccessible(page, label)
}

/**
 * Waits until every finite animation and transition on the page has finished (a spinner's endless
 * one does not count), so what is measured or pictured is the screen as it settles.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  )
}
