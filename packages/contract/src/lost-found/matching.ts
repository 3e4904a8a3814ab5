import { z } from 'zod'
import { endpoint } from '../endpoint.ts'
import { RATE_RULES } from '../rate-rules.ts'
import { publicFoundPetSchema } from './found.ts'
import { publicLostPetSchema } from './reports.ts'

/**
 * A possible match between a lost report and a found report, as the member asking sees it:
 * - `open`: new, neither confirmed nor dismissed by the asker;
 * - `dismissed`: the asker said it is not their pet (the other side may still see it open);
 * - `confirmed`: the lost pet's owner said "This is my pet", which opened a conversation;
 * - `reunited`: confirmed, and the owner then marked the pet found.
 */
export const PET_MATCH_STATUSES = ['open', 'dismissed', 'confirmed', 'reunited'] as const
export type PetMatchStatus = (typeof PET_MATCH_STATUSES)[number]

/** How many matches a report keeps: the best ones, so an owner is not flooded with look-alikes. */
export const MAX_MATCHES_PER_REPORT = 10

/** Where a member reads a report's matches: the links of match notifications and pushes. */
export function lostPetMatchesPath(lostPetId: number): string {
  return `/lost-pets/${lostPetId}/matches`
}
export function foundPetMatchesPath(foundPetId: number): string {
  return `/found-pets/${foundPetId}/matches`
}

export const petMatchSchema = z.object({
  id: z.number().int(),
  lost_pet_id: z.number().int(),
  found_pet_id: z.number().int(),
  /** 0 (nothing alike) … 1 (alike in every way the reports tell). */
  score: z.number().min(0).max(1),
  /** Plain-English reasons, strongest first: "same colour", "1.2 mi apart", "2 days apart", … */
  reasons: z.array(z.string()),
  /** Miles between the two reports' ZIP centres; null when either ZIP is not in the gazetteer. */
  distance_miles: z.number().nullable(),
  /** Days between last seen and found (negative when found the day before last seen). */
  days_apart: z.number().int(),
  status: z.enum(PET_MATCH_STATUSES),
  confirmed_at: z.string().nullable(),
  reunited_at: z.string().nullable(),
  created_at: z.string(),
})
export type PetMatch = z.infer<typeof petMatchSchema>

/** A match on the owner's side: with the found report it points to. */
export const lostPetMatchSchema = petMatchSchema.extend({ found_pet: publicFoundPetSchema })
export type LostPetMatch = z.infer<typeof lostPetMatchSchema>

/** A match on the finder's side: with the lost report it points to. */
export const foundPetMatchSchema = petMatchSchema.extend({ lost_pet: publicLostPetSchema })
export type FoundPetMatch = z.infer<typeof foundPetMatchSchema>

/** What confirming answers: the match, and the message that opened the conversation with the finder. */
export const confirmedPetMatchSchema = petMatchSchema.extend({ message_id: z.number().int() })
export type ConfirmedPetMatch = z.infer<typeof confirmedPetMatchSchema>

export const petMatchEndpoints = {
  lostPetMatches: endpoint({
    method: 'GET',
    path: '/api/lost-pets/:id/matches',
    summary: "The best possible matches for the member's own lost report, best first (dismissed ones left out).",
    access: 'signed-in',
    sweep: { ownerOnly: true },
    rows: { id: 'lostPet' },
    answers: { 200: z.array(lostPetMatchSchema) },
  }),
  foundPetMatches: endpoint({
    method: 'GET',
    path: '/api/found-pets/:id/matches',
    summary: "The best possible matches for the member's own found report, best first (dismissed ones left out).",
    access: 'signed-in',
    sweep: { ownerOnly: true },
    rows: { id: 'foundPet' },
    answers: { 200: z.array(foundPetMatchSchema) },
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/api/pet-matches/:id/dismiss',
    summary: 'The owner or the finder says a possible match is not their pet; only their side stops seeing it.',
    access: 'signed-in',
    rows: { id: 'petMatch' },
    sweep: { settlesRow: true },
    answers: { 200: petMatchSchema },
    errors: [409],
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/pet-matches/:id/confirm',
    summary: '"This is my pet": the lost pet\'s owner confirms a match, which sends the finder a message and a notification.',
    access: 'signed-in',
    rows: { id: 'petMatch' },
    sweep: { settlesRow: true },
    answers: { 200: confirmedPetMatchSchema },
    // 403: the finder cannot confirm; 409: dismissed, already found, or the found report is closed.
    errors: [403, 409],
    rate: RATE_RULES.message,
  }),
} as const
