import { z } from 'zod'
import { examplePhotographer, photographerQuerySchema, photographerSchema, photographerSubmissionSchema } from './demo.ts'
import { endpoint } from './endpoint.ts'

/** A listed photographer; `distance` (miles) only on a search around a ZIP code. */
export const listedPhotographerSchema = photographerSchema.extend({ distance: z.number().optional() })
export type ListedPhotographer = z.infer<typeof listedPhotographerSchema>

/** The answer to "Join Our Directory": stored, waiting for review. */
export const photographerSubmissionResultSchema = z.object({ id: z.number().int(), status: z.literal('pending_review'), message: z.string() })
export type PhotographerSubmissionResult = z.infer<typeof photographerSubmissionResultSchema>

export const photographerEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/pet-photographers',
    summary: 'Listed photographers; with a ZIP code, those within the radius, nearest first, with their distance.',
    access: 'signed-in',
    example: { query: { zip_code: '78704', radius: '25' } },
    query: photographerQuerySchema,
    answers: { 200: z.array(listedPhotographerSchema) },
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/pet-photographers',
    summary: 'Submits a listing; it appears once reviewed.',
    access: 'signed-in',
    example: { body: examplePhotographer },
    body: photographerSubmissionSchema,
    answers: { 201: photographerSubmissionResultSchema },
  }),
} as const
