import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lostPetRelayEndpoints, PROOF_FIELD, type RelayMessageInput } from '@petfolk/contract/lost-found/relay'
import { UPLOAD_FIELD } from '@petfolk/contract/uploads'
import { api } from '../../../../lib/api.ts'
import { ownerRelayThreadsQueryKey, visitorRelayThreadQueryKey } from '../../query-keys.ts'
import { visitorProof } from '../../shared/api/proof.ts'

/** A visitor's first message to the owner; answers the link to their conversation. */
export function useStartRelayThread(id: number) {
  return useMutation({
    mutationFn: async (values: RelayMessageInput) => api.call(lostPetRelayEndpoints.start, { params: { id }, body: { ...values, proof: await visitorProof() } }),
  })
}

/** The conversations about the report when the member is its owner; the server answers 404 to anyone else. */
export function useOwnerRelayThreads(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ownerRelayThreadsQueryKey(id),
    queryFn: ({ signal }) => api.call(lostPetRelayEndpoints.ownerThreads, { params: { id }, signal }),
    enabled,
  })
}

export function useOwnerRelayReply(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ threadId, message }: { threadId: number; message: string }) =>
      api.call(lostPetRelayEndpoints.ownerReply, { params: { id, threadId }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerRelayThreadsQueryKey(id) }),
  })
}

export function useVisitorRelayThread(id: number, token: string) {
  return useQuery({
    queryKey: visitorRelayThreadQueryKey(id, token),
    queryFn: ({ signal }) => api.call(lostPetRelayEndpoints.visitorThread, { params: { id, token }, signal }),
  })
}

export function useVisitorRelayReply(id: number, token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (message: string) => api.call(lostPetRelayEndpoints.visitorReply, { params: { id, token }, body: { message, proof: await visitorProof() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorRelayThreadQueryKey(id, token) }),
  })
}

/** A photo for a sighting of this report, from anyone: the upload path that needs no account. */
export async function uploadSightingPhoto(id: number, image: Blob, filename: string): Promise<string> {
  const form = new FormData()
  form.append(UPLOAD_FIELD, image, filename)
  form.append(PROOF_FIELD, await visitorProof())
  const { url } = await api.call(lostPetRelayEndpoints.sightingPhoto, { params: { id }, body: form })
  return url
}

/** The visitor opens the confirmation link e-mailed to them; answers a fresh link to the conversation. */
export function useConfirmVisitorEmail(id: number) {
  return useMutation({
    mutationFn: (token: string) => api.call(lostPetRelayEndpoints.confirmEmail, { params: { id }, body: { token } }),
  })
}
