import { z } from 'zod'
import { EMAIL_MAX, optionalEmail, optionalText, requiredPhone, requiredText } from './fields.ts'

/** Saved per user on the server; the spec's defaults: notifications on, location sharing off. */
export const settingsSchema = z.object({
  appointment_reminders: z.boolean(),
  medication_reminders: z.boolean(),
  health_checkups: z.boolean(),
  location_sharing: z.boolean(),
})
export type Settings = z.infer<typeof settingsSchema>

export const DEFAULT_SETTINGS: Settings = {
  appointment_reminders: true,
  medication_reminders: true,
  health_checkups: true,
  location_sharing: false,
}

/** Any subset of the settings; the rest stay as they are. */
export const settingsUpdateSchema = z
  .strictObject({
    appointment_reminders: z.boolean(),
    medication_reminders: z.boolean(),
    health_checkups: z.boolean(),
    location_sharing: z.boolean(),
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
