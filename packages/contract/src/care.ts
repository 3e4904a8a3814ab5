import { z } from 'zod'
import { personalizedCareTipSchema, showcaseEntrySchema, showcaseVoteResultSchema, votedShowcaseEntrySchema } from './demo.ts'
import { endpoint } from './endpoint.ts'
import { idSchema, optionalText } from './fields.ts'

/** Enters one of my pets in today's showcase; its name, breed and photo come from its profile. */
export const showcaseSubmissionSchema = z.strictObject({ pet_id: idSchema, story: optionalText('Story', 2000) })
export type ShowcaseSubmission = z.input<typeof showcaseSubmissionSchema>

export const careEndpoints = {
  tips: endpoint({
    method: 'GET',
    path: '/api/pet-care-tips',
    summary: "Care tips picked and ordered for the member's pets, each saying which pet it was picked for.",
    access: 'signed-in',
    answers: { 200: z.array(personalizedCareTipSchema) },
  }),
  petOfTheDay: endpoint({
    method: 'GET',
    path: '/api/daily-pet-showcase/today',
    summary: "Today's entry with the most votes, or null before anyone has entered today.",
    access: 'signed-in',
    answers: { 200: votedShowcaseEntrySchema.nullable() },
  }),
  showcase: endpoint({
    method: 'GET',
    path: '/api/daily-pet-showcase',
    summary: 'Recent showcase entries, newest day first, each saying whether I have voted for it.',
    access: 'signed-in',
    answers: { 200: z.array(votedShowcaseEntrySchema) },
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/daily-pet-showcase',
    summary: "Enters one of my pets in today's showcase (409 when it is already in).",
    access: 'signed-in',
    example: { body: { pet_id: 1, story: 'Best boy.' }, refs: { pet_id: 'pet' } },
    body: showcaseSubmissionSchema,
    answers: { 201: showcaseEntrySchema },
    errors: [409],
  }),
  vote: endpoint({
    method: 'POST',
    path: '/api/daily-pet-showcase/:id/vote',
    summary: 'Votes for a showcase entry, once per member (409 for a second vote).',
    access: 'signed-in',
    rows: { id: 'showcaseEntry' },
    answers: { 200: showcaseVoteResultSchema },
    errors: [409],
  }),
  unvote: endpoint({
    method: 'DELETE',
    path: '/api/daily-pet-showcase/:id/vote',
    summary: 'Takes my vote back (409 when I had not voted).',
    access: 'signed-in',
    rows: { id: 'showcaseEntry' },
    answers: { 200: showcaseVoteResultSchema },
    errors: [409],
  }),
} as const

