/**
 * Signed-in pages drawn at build time (scripts/prerender-pages.ts): #root carries this attribute
 * with the path it was drawn for, and the app hydrates it instead of drawing the page again.
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path'

/** The signed-in pages prerendered at build time, written to dist/frames/<name>.html. */
export const PRERENDERED_SIGNED_IN_PATHS = ['/dashboard'] as const
