import { useSyncExternalStore } from 'react'
import { z } from 'zod'
import { deviceStore } from './device-storage.ts'

export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

const userPreferencesSchema = z.looseObject({ theme: z.enum(THEMES).catch('light') })
type UserPreferences = z.infer<typeof userPreferencesSchema>

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

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, () => userPreferences.get().theme)
}
