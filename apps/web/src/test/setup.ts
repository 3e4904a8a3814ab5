import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// A test that logs console.error fails: React warnings (act, keys, a11y props) are bugs too.
let consoleErrors: unknown[][] = []

beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  localStorage.clear()
  document.documentElement.className = ''
  if (consoleErrors.length > 0) {
    const messages = consoleErrors.map((args) => args.map(String).join(' ')).join('\n')
    throw new Error(`console.error was called during the test:\n${messages}`)
  }
})
