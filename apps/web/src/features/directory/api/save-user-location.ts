import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { userLocationSchema } from '@petfolk/contract/directory'
import { api } from '../../../lib/api.ts'
import { sessionLocationQueryKey, userLocationQueryKey, type UserLocation } from './get-user-location.ts'

/** The position as sent, and whether the server kept it (only while Location Sharing is on). */
export const savedLocationSchema = userLocationSchema.extend({ stored: z.boolean().optional() })
export type SavedLocation = z.infer<typeof savedLocationSchema>

export function saveUserLocation(location: UserLocation): Promise<SavedLocation> {
  return api.post('/api/user-location', location, { schema: savedLocationSchema })
}

export function useSaveUserLocation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveUserLocation,
    onSuccess: ({ latitude, longitude, stored }) => {
      queryClient.setQueryData(sessionLocationQueryKey, { latitude, longitude })
      if (stored !== false) queryClient.setQueryData(userLocationQueryKey, { latitude, longitude })
    },
  })
}
