import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { giftEndpoints, type GiftRecipientPet } from '@petfolk/contract/gifts'
import { api } from '../../../lib/api.ts'
import { giftsQueryKey } from '../query-keys.ts'

/** The chosen recipient's pets by name (ids and names only), for the gift form's pet choice. */
export function fetchRecipientPets(memberId: number, signal?: AbortSignal): Promise<GiftRecipientPet[]> {
  return api.call(giftEndpoints.recipientPets, { params: { id: memberId }, signal })
}

export function recipientPetsQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: [...giftsQueryKey, 'recipient-pets', memberId],
    queryFn: memberId === null ? skipToken : ({ signal }) => fetchRecipientPets(memberId, signal),
  })
}

/** Asks only once a recipient is picked; null means nobody is yet. */
export function useRecipientPets(memberId: number | null) {
  return useQuery(recipientPetsQueryOptions(memberId))
}
