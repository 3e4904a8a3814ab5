import { useSyncExternalStore } from 'react'
import { deviceStore, type Validator } from './device-storage.ts'

export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

interface UserPreferences {
  theme: Theme
  [other: string]: unknown
}

/*
 * Checked by hand rather than with zod: the prerendered landing page loads this module, and zod
 * would be a fifth of its JavaScript. Other keys are kept; an unknown theme reads as light.
 */
const userPreferencesSchema: Validator<UserPreferences> = {
  safeParse(data) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return { success: false }
    const theme = (data as { theme?: unknown }).theme
    return { success: true, data: { ...data, theme: THEMES.find((known) => known === theme) ?? 'light' } }
  },
}

/** The person's display preferences, kept on this device (key `userPreferences`). */
export const userPreferences = deviceStore<UserPreferences>('userPreferences', userPreferencesSchema, { theme: 'light' })

const listeners = new Set<() => void>()

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
}

/** Applies the saved theme; called once before the first render so the page never flashes. */
export function applySavedTheme(): void {
  applyTheme(userPreferences.get().theme)
}

export function setTheme(theme: Theme): void {
  userPreferences.set({ ...userPreferences.get(), theme })
  applyTheme(theme)
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The theme a page prerendered at build time is drawn in; the device's choice follows on hydration. */
const PRERENDER_THEME: Theme = 'light'

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, () => userPreferences.get().theme, () => PRERENDER_THEME)
}
