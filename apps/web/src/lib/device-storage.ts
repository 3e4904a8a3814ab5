/** What reads a stored value: any zod schema, or a hand-written check (lib/theme.ts keeps zod off the landing page). */
export interface Validator<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false }
}

export interface DeviceStore<T> {
  /** The stored value, or the fallback when nothing valid is stored (or storage is unavailable). */
  get(): T
  set(value: T): void
  remove(): void
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Private modes and sandboxed frames may deny access; the app then works without persistence.
    return null
  }
}

/**
 * One typed entry in localStorage. Values are JSON, validated with the schema on read so a stale
 * or hand-edited entry falls back instead of crashing the page.
 */
export function deviceStore<T>(key: string, schema: Validator<T>, fallback: T): DeviceStore<T> {
  return {
    get() {
      const raw = storage()?.getItem(key)
      if (raw == null) return fallback
      try {
        const parsed = schema.safeParse(JSON.parse(raw))
        return parsed.success ? parsed.data : fallback
      } catch {
        return fallback
      }
    },
    set(value) {
      try {
        storage()?.setItem(key, JSON.stringify(value))
      } catch {
        // Quota exceeded: keeping the value only in memory is better than failing the action.
      }
    },
    remove() {
      storage()?.removeItem(key)
    },
  }
}
