import { z } from 'zod'
import { endpoint, noBody } from './endpoint.ts'
import { optionalText } from './fields.ts'
import { medicalRecordSchema } from './medical-records.ts'
import { petSchema } from './pets.ts'
import { veterinarianSchema } from './veterinarians.ts'

/** A share link works for this many days after it is made, then answers 404. */
export const SHARE_LINK_DAYS = 7
/** At most this many unexpired links per pet, so the list stays short and each one is deliberate. */
export const MAX_ACTIVE_SHARE_LINKS = 10

/** One pet's printable health record: what the owner prints and what a share link shows. */
export const healthRecordSchema = z.object({
  pet: petSchema,
  medical_records: z.array(medicalRecordSchema),
  veterinarians: z.array(veterinarianSchema),
})
export type HealthRecord = z.infer<typeof healthRecordSchema>

/** The record as a share link shows it, with the moment the link stops working. */
export const sharedHealthRecordSchema = healthRecordSchema.extend({ expires_at: z.string() })
export type SharedHealthRecord = z.infer<typeof sharedHealthRecordSchema>

/** A link as the owner's list shows it: never the token, which only exists at creation. */
export const shareLinkSchema = z.object({
  id: z.number().int(),
  pet_id: z.number().int(),
  label: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
})
export type ShareLink = z.infer<typeof shareLinkSchema>

/** The answer to creating a link: the only time its full address is told. */
export const createdShareLinkSchema = shareLinkSchema.extend({ url: z.string() })
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>

/** The longest label a share link takes; the input stops at the same length. */
export const SHARE_LINK_LABEL_MAX = 80

export const shareLinkInputSchema = z.strictObject({
  /** Whom the link is for ("Dr. Lee, Riverside Vets"), so the owner can tell links apart. */
  label: optionalText('Label', SHARE_LINK_LABEL_MAX),
})
export type ShareLinkInput = z.input<typeof shareLinkInputSchema>

/** A share link's token: 32 random bytes, base64url. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'A share token is 43 letters, digits, "-" or "_".')

export const healthRecordEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/pets/:id/health-record',
    summary: "One of my pets' printable health record: the pet, its medical records and my veterinarians.",
    access: 'signed-in',
    rows: { id: 'pet' },
    answers: { 200: healthRecordSchema },
  }),
  listShareLinks: endpoint({
    method: 'GET',
    path: '/api/pets/:id/share-links',
    summary: "A pet's unexpired health record share links, newest first (never their tokens).",
    access: 'signed-in',
    rows: { id: 'pet' },
    answers: { 200: z.array(shareLinkSchema) },
  }),
  createShareLink: endpoint({
    method: 'POST',
    path: '/api/pets/:id/share-links',
    summary: `Makes a link that opens the pet's health record without an account for ${SHARE_LINK_DAYS} days.`,
    access: 'signed-in',
    rows: { id: 'pet' },
    example: { body: { label: 'Dr. Lee' } },
    body: shareLinkInputSchema,
    answers: { 201: createdShareLinkSchema },
    // The pet already has MAX_ACTIVE_SHARE_LINKS unexpired links.
    errors: [409],
  }),
  revokeShareLink: endpoint({
    method: 'DELETE',
    path: '/api/share-links/:id',
    summary: 'Revokes a share link: its address stops working at once.',
    access: 'signed-in',
    rows: { id: 'shareLink' },
    answers: { 204: noBody },
  }),
  shared: endpoint({
    method: 'GET',
    path: '/api/shared/health-records/:token',
    summary: 'The health record a share link opens, for whoever holds it; 404 once expired or revoked.',
    access: 'public',
    rows: { token: 'shareToken' },
    params: { token: shareTokenSchema },
    answers: { 200: sharedHealthRecordSchema },
  }),
} as const

type DueRecord = Pick<z.infer<typeof medicalRecordSchema>, 'id' | 'title' | 'record_type' | 'date_recorded' | 'next_due_date'>

/** Records of the same kind and title are one series (this year's rabies shot follows last year's). */
const seriesOf = (r: DueRecord) => `${r.record_type}\u0000${r.title.trim().toLowerCase()}`

/** Later in the series: the later date recorded (an undated record counts as oldest), then the later id. */
const isLater = (a: DueRecord, b: DueRecord) => (a.date_recorded ?? '') > (b.date_recorded ?? '') || ((a.date_recorded ?? '') === (b.date_recorded ?? '') && a.id > b.id)

/**
 * Every next due date that still stands, soonest first, so the overdue ones (before `today`,
 * YYYY-MM-DD in the reader's calendar) lead the list marked as such. Only the latest record of a
 * series counts: a renewed vaccination's old due date is not overdue, it was met.
 */
export function dueDates<R extends DueRecord>(records: readonly R[], today: string): Array<R & { next_due_date: string; overdue: boolean }> {
  const latest = new Map<string, R>()
  for (const record of records) {
    const current = latest.get(seriesOf(record))
    if (!current || isLater(record, current)) latest.set(seriesOf(record), record)
  }
  return [...latest.values()]
    .filter((r): r is R & { next_due_date: string } => r.next_due_date !== null)
    .map((r) => ({ ...r, overdue: r.next_due_date < today }))
    .sort((a, b) => a.next_due_date.localeCompare(b.next_due_date))
}
