import { useMutation, useQueryClient } from '@tanstack/react-query'
import { directoryEndpoints, type SavedLocation } from '@petfolk/contract/directory'
import { api } from '../../../lib/api.ts'
import { type UserLocation } from './get-user-location.ts'
import { sessionLocationQueryKey, userLocationQueryKey } from '../query-keys.ts'

export function saveUserLocation(location: UserLocation): Promise<SavedLocation> {
  return api.call(directoryEndpoints.saveUserLocation, { body: location })
}

export function useSaveUserLocation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveUserLocation,
    onSuccess: ({ latitude, longitude, stored }) => {
      queryClient.setQueryData(sessionLocationQueryKey, { latitude, longitude })
      if (stored) queryClient.setQueryData(userLocationQueryKey, { latitude, longitude })
    },
  })
}
