import { useMutation } from '@tanstack/react-query'
import { uploadImage } from '../../../lib/upload.ts'

/** Uploads a processed pet photo; answers its `/uploads/…` address. */
export function useUploadPetPhoto() {
  return useMutation({ mutationFn: (image: Blob) => uploadImage(image, 'pet-photo.jpg') })
}
