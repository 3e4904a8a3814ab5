import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { applySavedTheme, setTheme, userPreferences } from './theme.ts'

const themeBoot = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'theme-boot.js'), 'utf8')

/** Runs public/theme-boot.js as the browser would, in a fresh document state. */
function runThemeBoot(): boolean {
  document.documentElement.classList.remove('dark')
  new Function(themeBoot)()
  return document.documentElement.classList.contains('dark')
}

describe('the saved theme', () => {
  it('is light until the person picks dark, and keeps other preferences beside it', () => {
    expect(userPreferences.get().theme).toBe('light')
    localStorage.setItem('userPreferences', JSON.stringify({ theme: 'dark', fontScale: 1.2 }))
    expect(userPreferences.get()).toEqual({ theme: 'dark', fontScale: 1.2 })
  })

  it('reads an unknown theme as light and a malformed entry as nothing saved', () => {
    localStorage.setItem('userPreferences', JSON.stringify({ theme: 'sepia' }))
    expect(userPreferences.get().theme).toBe('light')
    for (const raw of ['[1,2]', 'null', '"dark"', '{not json']) {
      localStorage.setItem('userPreferences', raw)
      expect(userPreferences.get()).toEqual({ theme: 'light' })
    }
  })

  it('is drawn by setTheme and applySavedTheme', () => {
    setTheme('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    document.documentElement.classList.remove('dark')
    applySavedTheme()
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    setTheme('light')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
  })

  // theme-boot.js paints every page (the prerendered ones, and the app's loading screen) before
  // any module runs: it must agree.
  it.each([
    ['dark', JSON.stringify({ theme: 'dark' })],
    ['light', JSON.stringify({ theme: 'light' })],
    ['an unknown theme', JSON.stringify({ theme: 'sepia' })],
    ['a malformed entry', '{not json'],
    ['nothing saved', null],
  ])('is applied the same way by theme-boot.js for %s', (_case, raw) => {
    if (raw === null) localStorage.removeItem('userPreferences')
    else localStorage.setItem('userPreferences', raw)
    document.documentElement.classList.remove('dark')
    applySavedTheme()
    const byApp = document.documentElement.classList.contains('dark')
    expect(runThemeBoot()).toBe(byApp)
  })
})
