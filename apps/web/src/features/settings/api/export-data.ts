import { useMutation } from '@tanstack/react-query'
import { localToday } from '@petfolk/contract/fields'
import { exportEndpoints } from '@petfolk/contract/settings'
import { api } from '../../../lib/api.ts'

/**
 * Fetches everything the server keeps about the owner and saves it as one JSON file. Fetched
 * rather than linked, so a failure shows a message instead of downloading an error page.
 */
export async function exportData(): Promise<void> {
  const data = await api.call(exportEndpoints.get)
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `petfolk-export-${localToday()}.json`
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once click() returns; revoking later frees the memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function useExportData() {
  return useMutation({ mutationFn: exportData })
}
