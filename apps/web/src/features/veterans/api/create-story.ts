import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { veteranStoryEndpoints, type VeteranStory, type veteranStoryInputSchema } from '@petfolk/contract/veterans'
import { api } from '../../../lib/api.ts'
import { storiesQueryKey } from '../query-keys.ts'

export type StoryValues = z.output<typeof veteranStoryInputSchema>

export function createStory(values: StoryValues): Promise<VeteranStory> {
  return api.call(veteranStoryEndpoints.create, { body: values })
}

export function useCreateStory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storiesQueryKey }),
  })
}
