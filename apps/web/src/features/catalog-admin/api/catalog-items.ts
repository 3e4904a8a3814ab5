import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { catalogAdminEndpoints, CatalogKind } from '@petfolk/contract/catalog-admin'
import { merchandiseEndpoints } from '@petfolk/contract/merchandise'
import { api } from '../../../lib/api.ts'
import type { CatalogItem, KindSpec } from '../catalog-kinds.ts'
import { catalogAdminQueryKey } from '../query-keys.ts'

export type CatalogShow = 'offered' | 'retired' | 'all'

// The five kinds' descriptors differ only in their row schema; the web sends rows its form built
// from that schema, so one kind's descriptor types stand in for all of them here.
type AnyKind = typeof catalogAdminEndpoints.careTips

export function useCatalogItems(spec: KindSpec, show: CatalogShow) {
  return useQuery({
    queryKey: [...catalogAdminQueryKey, spec.kind, show],
    queryFn: async ({ signal }) => (await api.call(spec.endpoints.list as AnyKind['list'], { query: { show }, signal })) as unknown as CatalogItem[],
    staleTime: 0,
  })
}

/** The merchandise categories, for the product form's choice. */
export function useMerchandiseCategories(enabled: boolean) {
  return useQuery({
    queryKey: [...catalogAdminQueryKey, 'merchandise-categories'],
    queryFn: ({ signal }) => api.call(merchandiseEndpoints.categories, { signal }),
    enabled,
  })
}

function useCatalogMutation<A>(kind: CatalogKind, send: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...catalogAdminQueryKey, kind] }),
  })
}

export function useSaveCatalogItem(spec: KindSpec) {
  const endpoints = spec.endpoints as AnyKind
  return useCatalogMutation(spec.kind, ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
    id === null ? api.call(endpoints.create, { body: body as never }) : api.call(endpoints.update, { params: { id }, body: body as never }),
  )
}

export function useRetireCatalogItem(spec: KindSpec) {
  const endpoints = spec.endpoints as AnyKind
  return useCatalogMutation(spec.kind, ({ id, retired }: { id: number; retired: boolean }) => api.call(endpoints.retire, { params: { id }, body: { retired } }))
}
