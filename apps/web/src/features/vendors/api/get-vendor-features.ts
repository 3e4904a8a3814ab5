import { queryOptions, useQuery } from '@tanstack/react-query'
import { vendorEndpoints, type VendorFeature } from '@petfolk/contract/vendors'
import { api } from '../../../lib/api.ts'
import { vendorsQueryKey } from '../query-keys.ts'

export function fetchVendorFeatures(signal?: AbortSignal): Promise<VendorFeature[]> {
  return api.call(vendorEndpoints.features, { signal })
}

export function vendorFeaturesQueryOptions() {
  return queryOptions({ queryKey: [...vendorsQueryKey, 'features'], queryFn: ({ signal }) => fetchVendorFeatures(signal), staleTime: 5 * 60_000 })
}

export function useVendorFeatures() {
  return useQuery(vendorFeaturesQueryOptions())
}
