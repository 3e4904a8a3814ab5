import { z } from 'zod'
import { endpoint, multipart, type QuotaRule } from '../endpoint.ts'
import { EMAIL_MAX, isEmailAddress, requiredText } from '../fields.ts'
import { DAY_SECONDS, RATE_RULES } from '../rate-rules.ts'
import { UPLOAD_FIELD, uploadResponseSchema } from '../uploads.ts'

/**
 * "Message the owner" on a public lost-pet page (issue 17): a visitor and the report's owner write
 * to each other through Petfolk, and neither ever sees the other's e-mail address. The visitor
 * reads the conversation through a secret link; the owner in the app.
 */

export const RELAY_MESSAGE_MAX = 2000
export const RELAY_NAME_MAX = 100

/** Messages one report takes a day from visitors together (new conversations and their answers): stops flooding one owner. */
export const RELAY_MESSAGES_PER_REPORT_PER_DAY = 50

/** Everyone's messages to one report together, per day: the address limit alone lets many addresses flood one owner. */
const relayReportQuota: QuotaRule = {
  name: 'relay',
  per: { param: 'id', as: 'report' },
  windowSeconds: DAY_SECONDS,
  allowance: RELAY_MESSAGES_PER_REPORT_PER_DAY,
  refusal: 'This report has had as many messages as it can take today.',
}

const messageText = requiredText('Message', RELAY_MESSAGE_MAX)

/**
 * A visitor's proof of work (issue 29): the solved challenge from `challenge`, base64 JSON of
 * ALTCHA's { challenge, solution }. Everyone without a session sends one with a sighting, a
 * sighting photo and every relayed message; a signed-in member needs none. Each is good once.
 */
export const PROOF_FIELD = 'proof'
export const PROOF_MAX = 4000
export const proofSchema = z.string({ error: 'proof must be text.' }).max(PROOF_MAX, 'proof is too long.').optional()

/** A proof-of-work challenge as ALTCHA makes it; the browser solves it and sends back the proof. */
export const challengeSchema = z.object({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number(), keyLength: z.number(), keyPrefix: z.string() }),
  signature: z.string(),
})
export type ProofChallenge = z.infer<typeof challengeSchema>

/** What a signed-out visitor is told when the check is missing. */
export const PROOF_MISSING = 'proof: Please wait a moment for the spam check to finish, then send again.'

/** A visitor's first message. The e-mail is where replies go; it is never shown to the owner. */
export const relayMessageInputSchema = z.strictObject({
  name: requiredText('Your name', RELAY_NAME_MAX),
  email: requiredText('Your e-mail', EMAIL_MAX).refine(isEmailAddress, 'Your e-mail must be an e-mail address.'),
  message: messageText,
  proof: proofSchema,
})
export type RelayMessageInput = z.input<typeof relayMessageInputSchema>

/** A further message in a conversation, from either side. */
export const relayReplyInputSchema = z.strictObject({ message: messageText })
export type RelayReplyInput = z.input<typeof relayReplyInputSchema>

/** The visitor's further message: with their proof of work, like the first. */
export const visitorReplyInputSchema = z.strictObject({ message: messageText, proof: proofSchema })
export type VisitorReplyInput = z.input<typeof visitorReplyInputSchema>

/** The secret of the confirmation link e-mailed to a visitor: 16 random bytes, base64url. */
export const confirmEmailInputSchema = z.strictObject({
  token: z.string({ error: 'token must be text.' }).regex(/^[A-Za-z0-9_-]{22}$/, 'A confirmation link is 22 letters, digits, "-" or "_".'),
})
export const confirmedEmailSchema = z.object({ link: z.string(), pet_name: z.string() })

/** Where the confirmation link e-mailed to a visitor opens. */
export function confirmEmailPath(reportId: number, token: string): string {
  return `/lost/${reportId}/confirm/${token}`
}

/** Relay e-mails (confirmations and replies) one address gets a day at most, whoever sends them. */
export const RELAY_MAILS_PER_ADDRESS_PER_DAY = 3

export const RELAY_AUTHORS = ['owner', 'visitor'] as const

export const relayMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(RELAY_AUTHORS),
  body: z.string(),
  created_at: z.string(),
})
export type RelayMessage = z.infer<typeof relayMessageSchema>

/** A conversation as the report's owner reads it: the visitor's name, never their address. */
export const ownerRelayThreadSchema = z.object({
  id: z.number().int(),
  visitor_name: z.string(),
  created_at: z.string(),
  last_message_at: z.string(),
  messages: z.array(relayMessageSchema),
})
export type OwnerRelayThread = z.infer<typeof ownerRelayThreadSchema>

/** A conversation as the visitor reads it through their link. */
export const visitorRelayThreadSchema = z.object({
  report_id: z.number().int(),
  pet_name: z.string(),
  contact_name: z.string(),
  is_found: z.boolean(),
  visitor_name: z.string(),
  /** False until the visitor opens the confirmation link e-mailed to them: until then replies wait here, unmailed. */
  email_confirmed: z.boolean(),
  messages: z.array(relayMessageSchema),
})
export type VisitorRelayThread = z.infer<typeof visitorRelayThreadSchema>

/** The visitor's new conversation: its page (`/lost/:id/messages/:token`), theirs alone. */
export const startedRelayThreadSchema = z.object({ link: z.string() })
export type StartedRelayThread = z.infer<typeof startedRelayThreadSchema>

/** A conversation link's secret: 16 random bytes (128 bits), base64url. */
export const relayTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'A conversation link is 22 letters, digits, "-" or "_".')

/** Where a visitor reads a conversation: the path the link in their e-mail opens. */
export function relayThreadPath(reportId: number, token: string): string {
  return `/lost/${reportId}/messages/${token}`
}

/** A first message to a lost pet's owner. */
export const exampleRelayMessage = { name: 'Jo Finder', email: 'jo.finder@example.net', message: 'I think I saw your dog by the bakery.' }

export const lostPetRelayEndpoints = {
  start: endpoint({
    method: 'POST',
    path: '/api/lost-pets/:id/messages',
    summary: "Anyone, signed in or not, writes to a report's owner; replies reach them through Petfolk, never by revealing an address.",
    access: 'public',
    rows: { id: 'lostPet' },
    example: { body: exampleRelayMessage },
    body: relayMessageInputSchema,
    answers: { 201: startedRelayThreadSchema },
    // 403: a spent or wrong proof of work; 409: the pet has been found.
    errors: [403, 409],
    rate: RATE_RULES.relayMessage,
    quota: relayReportQuota,
  }),
  ownerThreads: endpoint({
    method: 'GET',
    path: '/api/lost-pets/:id/messages',
    summary: "The conversations about the member's own report, most recent first.",
    access: 'signed-in',
    sweep: { ownerOnly: true },
    rows: { id: 'lostPet' },
    answers: { 200: z.array(ownerRelayThreadSchema) },
  }),
  ownerReply: endpoint({
    method: 'POST',
    path: '/api/lost-pets/:id/messages/:threadId',
    summary: "The report's owner answers a conversation; the visitor is e-mailed a link to it.",
    access: 'signed-in',
    rows: { id: 'lostPet', threadId: 'relayThread' },
    example: { body: { message: 'Thank you! Where exactly?' } },
    body: relayReplyInputSchema,
    answers: { 201: relayMessageSchema },
    rate: RATE_RULES.message,
  }),
  visitorThread: endpoint({
    method: 'GET',
    path: '/api/public/lost-pets/:id/messages/:token',
    summary: 'A conversation with the owner, for whoever holds its link.',
    access: 'public',
    rows: { id: 'lostPet', token: 'relayToken' },
    params: { token: relayTokenSchema },
    answers: { 200: visitorRelayThreadSchema },
  }),
  visitorReply: endpoint({
    method: 'POST',
    path: '/api/public/lost-pets/:id/messages/:token',
    summary: 'The visitor writes back in their conversation with the owner.',
    access: 'public',
    rows: { id: 'lostPet', token: 'relayToken' },
    example: { body: { message: 'By the blue door.' } },
    params: { token: relayTokenSchema },
    body: visitorReplyInputSchema,
    answers: { 201: relayMessageSchema },
    rate: RATE_RULES.relayMessage,
    quota: relayReportQuota,
  }),
  challenge: endpoint({
    method: 'GET',
    path: '/api/public/challenge',
    summary: 'A fresh proof-of-work challenge (ALTCHA) for a signed-out visitor to solve before a sighting, a sighting photo or a message.',
    access: 'public',
    answers: { 200: challengeSchema },
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/public/lost-pets/:id/confirm-email',
    summary: "The visitor confirms the address they gave: from then on the owner's replies are e-mailed there. Answers a fresh link to the conversation.",
    access: 'public',
    rows: { id: 'lostPet' },
    example: { body: { token: 'AAAAAAAAAAAAAAAAAAAAAA' } },
    body: confirmEmailInputSchema,
    answers: { 200: confirmedEmailSchema },
    rate: RATE_RULES.relayMessage,
  }),
  sightingPhoto: endpoint({
    method: 'POST',
    path: '/api/lost-pets/:id/sighting-photos',
    summary: "Anyone, signed in or not, uploads a photo for a sighting of an open report (JPEG or PNG, 5 MB at most, cleaned of its metadata).",
    access: 'public',
    rows: { id: 'lostPet' },
    body: multipart(UPLOAD_FIELD, z.object({ [PROOF_FIELD]: proofSchema })),
    answers: { 201: uploadResponseSchema },
    // 403: a spent or wrong proof of work; 409: the pet has been found; 415: not multipart, or not an image.
    errors: [403, 409, 415],
    rate: RATE_RULES.sightingPhoto,
  }),
} as const
