/**
 * Signed-in pages drawn at build time (scripts/prerender-pages.ts): #root carries this attribute
 * with the path it was drawn for, and the app hydrates it instead of drawing the page again.
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path'

/** The signed-in pages prerendered at build time, written to dist/frames/<name>.html. */
export const PRERENDERED_SIGNED_IN_PATHS = ['/dashboard'] as const

declare global {
  interface Window {
    /** Set by public/after-first-paint.js: the buttons pressed before the app was live. */
    petfolkEarlyClicks?: () => Element[]
  }
}

/**
 * Presses again, now that the app is live, the buttons someone pressed on the drawn page before
 * it was (hydration keeps the elements, so each is the same button, now with its handler).
 */
export function replayEarlyClicks(): void {
  for (const button of window.petfolkEarlyClicks?.() ?? []) {
    if (button instanceof HTMLElement && button.isConnected) button.click()
  }
}
