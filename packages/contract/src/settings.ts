import { z } from 'zod'
import { okSchema } from './auth.ts'
import { blockedMemberSchema } from './blocks.ts'
import { endpoint, noBody } from './endpoint.ts'
import { EMAIL_MAX, optionalEmail, optionalText, requiredPhone, requiredText } from './fields.ts'
import { ownerRelayThreadSchema } from './lost-found/relay.ts'
import { petMatchSchema } from './lost-found/matching.ts'
import { userSchema } from './users.ts'

/** Saved per user on the server; the defaults: notifications on, location sharing off (a member's location is shared only once they turn it on). */
export const settingsSchema = z.object({
  appointment_reminders: z.boolean(),
  medication_reminders: z.boolean(),
  health_checkups: z.boolean(),
  location_sharing: z.boolean(),
  /** E-mail about sightings of, and messages about, the member's own lost-pet reports. */
  report_emails: z.boolean(),
})
export type Settings = z.infer<typeof settingsSchema>

export const DEFAULT_SETTINGS: Settings = {
  appointment_reminders: true,
  medication_reminders: true,
  health_checkups: true,
  location_sharing: false,
  report_emails: true,
}

/** Any subset of the settings; the rest stay as they are. */
export const settingsUpdateSchema = z
  .strictObject({
    appointment_reminders: z.boolean(),
    medication_reminders: z.boolean(),
    health_checkups: z.boolean(),
    location_sharing: z.boolean(),
    report_emails: z.boolean(),
  })
  .partial()
  .refine((s) => Object.keys(s).length > 0, 'Send at least one setting to change.')

export const emergencyContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  relationship: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type EmergencyContact = z.infer<typeof emergencyContactSchema>

/** The longest text each field of the emergency contact form takes; its inputs stop at the same length. */
export const EMERGENCY_CONTACT_TEXT_MAX = { name: 120, relationship: 80, phone: 40, email: EMAIL_MAX, notes: 1000 } as const

export const emergencyContactInputSchema = z.strictObject({
  name: requiredText('Name', EMERGENCY_CONTACT_TEXT_MAX.name),
  relationship: optionalText('Relationship', EMERGENCY_CONTACT_TEXT_MAX.relationship),
  phone: requiredPhone('Phone'),
  email: optionalEmail('E-mail'),
  notes: optionalText('Notes', EMERGENCY_CONTACT_TEXT_MAX.notes),
})
export type EmergencyContactInput = z.input<typeof emergencyContactInputSchema>

/** Typed by the owner to confirm deleting the account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE'
export const deleteAccountSchema = z.strictObject({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm.` }),
})

/** GET /api/privacy-policy, public: when the policy last changed and whom to write to about it. */
export const privacyPolicySchema = z.object({
  last_updated: z.string(),
  contact_email: z.string(),
})
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>

/** A stored row as the export writes it: every column the owner's row has, as the database holds it. */
const exportedRowSchema = z.record(z.string(), z.unknown())
const exportedRowsSchema = z.array(exportedRowSchema)

/** A possible match on one of the member's reports, from their side: owner of the lost report or finder of the found one. */
export const exportedPetMatchSchema = petMatchSchema.extend({ side: z.enum(['owner', 'finder']) })
export type ExportedPetMatch = z.infer<typeof exportedPetMatchSchema>

/** A conversation about one of the member's lost reports, as the owner reads it: the visitor's name, never their address. */
export const exportedRelayThreadSchema = ownerRelayThreadSchema.extend({ lost_pet_id: z.number().int() })
export type ExportedRelayThread = z.infer<typeof exportedRelayThreadSchema>

/** GET /api/export: everything the server keeps about the owner (nobody else's rows), as one JSON document. */
export const accountExportSchema = z.object({
  exported_at: z.string(),
  account: userSchema,
  pets: exportedRowsSchema,
  medical_records: exportedRowsSchema,
  veterinarians: exportedRowsSchema,
  appointments: exportedRowsSchema,
  emergency_contacts: exportedRowsSchema,
  settings: exportedRowSchema.nullable(),
  alert_preferences: exportedRowSchema.nullable(),
  saved_location: exportedRowSchema.nullable(),
  lost_pet_reports: exportedRowsSchema,
  found_pet_reports: exportedRowsSchema,
  /** Sightings the member reported of other people's lost pets. */
  lost_pet_sightings_reported: exportedRowsSchema,
  /** Possible matches on the member's lost and found reports (a match between two of their own reports appears once per side). */
  pet_matches: z.array(exportedPetMatchSchema),
  /** Conversations visitors started about the member's lost reports. */
  lost_pet_conversations: z.array(exportedRelayThreadSchema),
  messages: z.object({ sent: exportedRowsSchema, received: exportedRowsSchema }),
  /** The members this member has blocked, most recent first (as Settings › Blocked Members lists them). */
  blocked_members: z.array(blockedMemberSchema),
  gifts: z.object({ sent: exportedRowsSchema, received: exportedRowsSchema }),
  merchandise_orders: exportedRowsSchema,
  merchandise_order_items: exportedRowsSchema,
  community: z.object({
    board_posts: exportedRowsSchema,
    board_replies: exportedRowsSchema,
    veteran_stories: exportedRowsSchema,
    story_comments: exportedRowsSchema,
    showcase_entries: exportedRowsSchema,
  }),
  notifications: exportedRowsSchema,
  uploads: exportedRowsSchema,
  health_record_share_links: exportedRowsSchema,
  media_backups: exportedRowsSchema,
})
export type AccountExport = z.infer<typeof accountExportSchema>

/** An emergency contact as a member adds one. */
export const exampleContact = { name: 'Sam Rivera', relationship: 'Neighbour', phone: '555-0123', email: 'sam@example.com' }

export const privacyPolicyEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/privacy-policy',
    summary: 'When the privacy policy last changed and whom to write to about it.',
    access: 'public',
    answers: { 200: privacyPolicySchema },
  }),
} as const

export const settingsEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/settings',
    summary: "The member's notification and privacy settings (the defaults until changed).",
    access: 'signed-in',
    answers: { 200: settingsSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/settings',
    summary: 'Changes some settings; turning location sharing off forgets the saved location.',
    access: 'signed-in',
    example: { body: { appointment_reminders: false } },
    body: settingsUpdateSchema,
    answers: { 200: settingsSchema },
  }),
} as const

export const emergencyContactEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/emergency-contacts',
    summary: "The member's emergency contacts, in the order they were added.",
    access: 'signed-in',
    sweep: { lists: 'contact' },
    answers: { 200: z.array(emergencyContactSchema) },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/emergency-contacts',
    summary: 'Adds an emergency contact.',
    access: 'signed-in',
    example: { body: exampleContact },
    body: emergencyContactInputSchema,
    answers: { 201: emergencyContactSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/emergency-contacts/:id',
    summary: 'Replaces an emergency contact.',
    access: 'signed-in',
    rows: { id: 'contact' },
    example: { body: exampleContact },
    body: emergencyContactInputSchema,
    answers: { 200: emergencyContactSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/emergency-contacts/:id',
    summary: 'Deletes an emergency contact.',
    access: 'signed-in',
    rows: { id: 'contact' },
    answers: { 204: noBody },
  }),
} as const

export const exportEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/export',
    summary: 'Everything the server keeps about the member, as one JSON document sent as a file.',
    access: 'signed-in',
    answers: { 200: accountExportSchema },
  }),
} as const

export const accountEndpoints = {
  remove: endpoint({
    method: 'POST',
    path: '/api/account/delete',
    summary: "Deletes the member's account and everything that is theirs, and ends the session.",
    access: 'signed-in',
    example: { body: { confirm: 'DELETE' } },
    sweep: { endsSession: true, neverValid: true },
    body: deleteAccountSchema,
    answers: { 200: okSchema },
  }),
} as const
