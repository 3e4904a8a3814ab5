import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { MEDIA_BACKUP_FILE_FIELD, mediaEndpoints, type MediaBackup, type MediaShareLink } from '@petfolk/contract/media'
import { MAX_PAGE_SIZE } from '@petfolk/contract/pagination'
import { api, ApiError, endpointUrl, NetworkError, type Page } from '../../../lib/api.ts'
import type { StoredMedia } from '../media-gallery.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'
import { backupsQueryKey } from '../query-keys.ts'

/** Sends one device item (file and metadata) to the owner's private backup; the same id replaces the old copy. */
export function backUpItem(item: StoredMedia): Promise<MediaBackup> {
  const form = new FormData()
  form.append('client_id', item.id)
  form.append('type', item.type)
  form.append('title', item.title)
  form.append('tags', JSON.stringify(item.tags))
  form.append('pet_id', item.pet_id === null ? '' : String(item.pet_id))
  form.append('created_at', item.created_at)
  form.append(MEDIA_BACKUP_FILE_FIELD, item.blob, item.title)
  return api.call(mediaEndpoints.backUp, { body: form })
}

/** The raw file, which the JSON client cannot give. Failures are the same ApiError / NetworkError the client throws. */
async function getResponse(path: string): Promise<Response> {
  let response: Response
  try {
    response = await fetch(path, { credentials: 'same-origin' })
  } catch (error) {
    throw new NetworkError({ cause: error })
  }
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
  return response
}

/** Every backed-up item of the owner, following the list's pages. */
export function listAllBackups(): Promise<MediaBackup[]> {
  return api.all(mediaEndpoints.list, { limit: MAX_PAGE_SIZE })
}

/** The backed-up file itself. */
export async function fetchBackupFile(id: number): Promise<Blob> {
  return (await getResponse(endpointUrl(mediaEndpoints.file, { params: { id } }))).blob()
}

/** A time-limited link to the cloud copy that opens for someone without an account. */
export function createShareLink(id: number): Promise<MediaShareLink> {
  return api.call(mediaEndpoints.shareLink, { params: { id } })
}

/** Under backupsQueryKey, so whatever refreshes the copies (a backup, a delete) refreshes the usage too. */
export const backupUsageQueryOptions = queryOptions({
  queryKey: [...backupsQueryKey, 'usage'],
  queryFn: ({ signal }) => api.call(mediaEndpoints.usage, { signal }),
})

/** How much of the owner's backup space their cloud copies take. */
export function useBackupUsage() {
  return useQuery(backupUsageQueryOptions)
}

/** One page of the owner’s cloud copies, in the order they were first backed up. */
export function fetchBackupsPage(cursor: string | null, signal?: AbortSignal): Promise<Page<MediaBackup>> {
  return api.page(mediaEndpoints.list, { cursor, signal })
}

/** The cloud copies, loaded only while someone looks at them. */
export function useBackups({ enabled }: { enabled: boolean }) {
  return usePagedList({ queryKey: backupsQueryKey, fetchPage: fetchBackupsPage, enabled })
}

/** Deletes one cloud copy; the item on this device stays. */
export async function deleteBackup(id: number): Promise<void> {
  await api.call(mediaEndpoints.remove, { params: { id } })
}

export function useDeleteBackup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBackup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsQueryKey }),
  })
}
