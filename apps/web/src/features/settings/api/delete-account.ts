import { useMutation } from '@tanstack/react-query'
import { accountEndpoints, DELETE_ACCOUNT_CONFIRMATION } from '@petfolk/contract/settings'
import { api } from '../../../lib/api.ts'

/** Deletes the account on the server; the session ends with it. */
export async function deleteAccount(): Promise<void> {
  await api.call(accountEndpoints.remove, { body: { confirm: DELETE_ACCOUNT_CONFIRMATION } })
}

/** Local keys that describe this device rather than the account: the display theme (lib/theme.ts). */
const DEVICE_KEYS: ReadonlySet<string> = new Set(['userPreferences'])

/**
 * Forgets what this browser kept for the deleted account: drafts, the cart, cached pet names and
 * pet photos in localStorage, and everything in sessionStorage. The device media gallery lives
 * in IndexedDB and stays: it belongs to the device, not the account. So does the theme.
 */
export function clearAccountDataOnDevice(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((k): k is string => k !== null)
    for (const key of keys) if (!DEVICE_KEYS.has(key)) localStorage.removeItem(key)
    sessionStorage.clear()
  } catch {
    // Storage may be unavailable (private mode); then nothing was kept.
  }
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
