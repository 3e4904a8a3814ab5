import { test as withMembers, expect } from './members.ts'

/**
 * Playwright's test with the sign-in fixture (`members`, support/members.ts) and one extra rule:
 * an uncaught error in the page fails the test.
 * Console messages are not checked here, because journeys provoke refused requests on purpose
 * (Chrome logs each as "Failed to load resource"); public-pages.spec.ts checks that a visitor's
 * pages log nothing.
 */
export const test = withMembers.extend<{ failOnPageErrors: undefined }>({
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
