import type { ColumnType, Generated } from 'kysely'
import { APPOINTMENT_STATUSES } from '@petfolk/contract/appointments'
import { TIP_CATEGORIES } from '@petfolk/contract/demo'
import { MEDIA_TYPES } from '@petfolk/contract/media'
import { RECORD_TYPES } from '@petfolk/contract/medical-records'
import { ORDER_STATUSES, PRODUCT_TYPES } from '@petfolk/contract/merchandise'
import { SEXES, SPECIES } from '@petfolk/contract/pets'
import { REPORT_CONTENT_KINDS, REPORT_REASONS, reportStatusSchema } from '@petfolk/contract/reports'
import { ROLES } from '@petfolk/contract/roles'
import { ANNOUNCEMENT_TYPES, FEATURE_TYPES } from '@petfolk/contract/vendors'
import { SERVICE_BRANCHES, SERVICE_TYPES } from '@petfolk/contract/veterans'

/**
 * What the database cannot say about a column (decision 051): that its text is one of the
 * contract's choices, or that its integer is a 0/1 flag. schema.ts lays these over the generated
 * types, so `row.role` reads as `Role` and `is_read` as `0 | 1`; schema-types.test.ts checks that
 * every entry names a real column of the right type. Stores still check a stored choice as they
 * read it (`choiceOf` in row-values.ts): these types say what the app writes, not what an old row holds.
 */

/** A text column holding one of a closed list of values. */
export interface Choice<T extends string> {
  readonly kind: 'choice'
  readonly choices: readonly T[]
}

/** An integer column holding 0 (no) or 1 (yes). */
export interface Flag {
  readonly kind: 'flag'
}

export type ColumnOverride = Choice<string> | Flag

function choice<const T extends string>(choices: readonly T[]): Choice<T> {
  return { kind: 'choice', choices }
}

const flag: Flag = { kind: 'flag' }

export const COLUMN_OVERRIDES = {
  appointments: { status: choice(APPOINTMENT_STATUSES) },
  board_messages: { is_pinned: flag },
  businesses: { is_verified: flag },
  care_tips: { tip_category: choice(TIP_CATEGORIES) },
  daily_pet_showcase: { is_demo: flag },
  direct_messages: { is_read: flag },
  media_backups: { type: choice(MEDIA_TYPES) },
  medical_records: { record_type: choice(RECORD_TYPES) },
  merchandise_orders: { status: choice(ORDER_STATUSES) },
  merchandise_products: { product_type: choice(PRODUCT_TYPES), is_customizable: flag },
  message_boards: { is_active: flag },
  notifications: { is_read: flag },
  partner_announcements: { announcement_type: choice(ANNOUNCEMENT_TYPES), is_pinned: flag },
  pets: { species: choice(SPECIES), sex: choice(SEXES), is_spayed_neutered: flag },
  photographers: { is_listed: flag },
  pins: { disabled: flag },
  reports: { content_kind: choice(REPORT_CONTENT_KINDS), reason: choice(REPORT_REASONS), status: choice(reportStatusSchema.options) },
  story_comments: { is_veteran: flag },
  user_settings: { appointment_reminders: flag, medication_reminders: flag, health_checkups: flag, location_sharing: flag, report_emails: flag },
  users: { role: choice(ROLES), needs_name: flag },
  vendor_features: { feature_type: choice(FEATURE_TYPES) },
  veteran_stories: { service_branch: choice(SERVICE_BRANCHES), service_type: choice(SERVICE_TYPES), is_anonymous: flag, is_featured: flag, is_verified_veteran: flag },
  veterinarians: { is_emergency: flag },
  // Not yet: businesses.business_type and gift_products.category, whose list filters take any
  // text; and the species and flags of lost_pets, found_pets, lost_pet_sightings,
  // lost_pet_relay_messages and alert_preferences, whose stores (features/lost-pets) still write
  // flags as plain numbers: add them once those stores write them with flag() from row-values.ts.
} as const satisfies Record<string, Record<string, ColumnOverride>>

/** The TypeScript type an override gives a value. */
type Narrowed<O> = O extends Choice<infer T> ? T : O extends Flag ? 0 | 1 : never

/** A generated column type with its value narrowed, keeping `Generated<>` and `| null`. */
type Narrow<Column, To> = [Column] extends [ColumnType<infer Select, infer _Insert, infer _Update>] ? Generated<To | Extract<Select, null>> : To | Extract<Column, null>

/** The generated tables with the overrides laid over them. */
export type WithOverrides<DB, Overrides> = {
  [Table in keyof DB]: Table extends keyof Overrides
    ? { [Column in keyof DB[Table]]: Column extends keyof Overrides[Table] ? Narrow<DB[Table][Column], Narrowed<Overrides[Table][Column]>> : DB[Table][Column] }
    : DB[Table]
}
