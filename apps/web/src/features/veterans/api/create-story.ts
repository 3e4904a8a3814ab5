import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { veteranStorySchema, type VeteranStory, type veteranStoryInputSchema } from '@petfolk/contract/veterans'
import { api } from '../../../lib/api.ts'
import { storiesQueryKey } from './get-stories.ts'

export type StoryValues = z.output<typeof veteranStoryInputSchema>

export function createStory(values: StoryValues): Promise<VeteranStory> {
  return api.post('/api/veteran-service-dog-stories', values, { schema: veteranStorySchema })
}

export function useCreateStory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storiesQueryKey }),
  })
}
