import { UPLOAD_FIELD, uploadEndpoints } from '@petfolk/contract/uploads'
import { api } from './api.ts'

/**
 * POST /api/uploads: sends one picture as multipart/form-data through the one API client and
 * answers its address (`/uploads/…`); failures are the client's ApiError / NetworkError.
 */
export async function uploadImage(image: Blob, filename = 'photo.jpg', signal?: AbortSignal): Promise<string> {
  const form = new FormData()
  form.append(UPLOAD_FIELD, image, filename)
  const { url } = await api.call(uploadEndpoints.upload, { body: form, signal })
  return url
}
