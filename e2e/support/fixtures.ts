import { test as base, expect } from '@playwright/test'

/**
 * Playwright's test with one extra rule: an uncaught error in the page fails the test.
 * Console messages are not checked: Chrome logs "Failed to load resource: 401" for
 * /api/users/me whenever nobody is signed in, and that is expected.
 */
export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))
      await use(undefined)
      expect(errors, 'uncaught errors in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
