import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { vendorFeatureSchema, type VendorFeature } from '@petfolk/contract/vendors'
import { api } from '../../../lib/api.ts'

export function fetchVendorFeatures(signal?: AbortSignal): Promise<VendorFeature[]> {
  return api.get('/api/vendor-features', { schema: z.array(vendorFeatureSchema), signal })
}

export function vendorFeaturesQueryOptions() {
  return queryOptions({ queryKey: ['vendors', 'features'], queryFn: ({ signal }) => fetchVendorFeatures(signal), staleTime: 5 * 60_000 })
}

export function useVendorFeatures() {
  return useQuery(vendorFeaturesQueryOptions())
}
