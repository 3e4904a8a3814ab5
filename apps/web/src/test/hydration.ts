import { afterEach, beforeEach } from 'vitest'

/**
 * For test files that drive React themselves (hydrateRoot on prerendered markup, as the pages do)
 * rather than through render(): tells React that act() is in use, and empties the document after
 * each test, which render()'s cleanup would otherwise do.
 */
export function drivingReactDirectly(): void {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })
}
