import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { veterinarianEndpoints, type Veterinarian, type veterinarianInputSchema } from '@petfolk/contract/veterinarians'
import { api } from '../../../lib/api.ts'
import { veterinariansQueryKey } from '../query-keys.ts'

export type VeterinarianValues = z.output<typeof veterinarianInputSchema>

export function createVeterinarian(values: VeterinarianValues): Promise<Veterinarian> {
  return api.call(veterinarianEndpoints.create, { body: values })
}

export function useCreateVeterinarian() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createVeterinarian,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: veterinariansQueryKey }),
  })
}
