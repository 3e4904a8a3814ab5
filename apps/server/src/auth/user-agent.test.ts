import { describe, expect, it } from 'vitest'
import { describeUserAgent } from './user-agent.ts'

describe('describeUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'Chrome on iPad'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari on Mac'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
  ])('%s → %s', (header, label) => {
    expect(describeUserAgent(header)).toBe(label)
  })

  it('answers null for no header or one it cannot read, and never more than a short label', () => {
    expect(describeUserAgent(undefined)).toBeNull()
    expect(describeUserAgent('')).toBeNull()
    expect(describeUserAgent('curl/8.5.0')).toBeNull()
    expect(describeUserAgent(`${'x'.repeat(100_000)} Firefox/1`)).toBeNull()
    expect(describeUserAgent(`Firefox/1 ${'Windows '.repeat(10_000)}`)).toBe('Firefox on Windows')
  })
})
