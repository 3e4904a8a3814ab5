import { useMutation } from '@tanstack/react-query'
import { uploadImage } from '../../../lib/upload.ts'

/** Uploads the processed photo of a lost pet; answers its `/uploads/…` address. */
export function useUploadLostPetPhoto() {
  return useMutation({ mutationFn: (image: Blob) => uploadImage(image, 'lost-pet.jpg') })
}
