import type { Insertable, Selectable, Updateable } from 'kysely'
import type { GeneratedDatabase } from './schema.generated.ts'
import type { COLUMN_OVERRIDES, WithOverrides } from './schema-overrides.ts'

/**
 * The database as Kysely sees it (decision 051): the types `npm run db:types` generates from the
 * migrated schema, with the contract's choices and the 0/1 flags of schema-overrides.ts laid over
 * them. Nothing here is kept by hand: change a migration, run `npm run db:types`, commit both.
 *
 * Written for both SQLite and PostgreSQL: timestamps are ISO-8601 UTC text, booleans are 0/1
 * integers, JSON is text parsed in the store layer, ids are integers.
 */
export type Database = WithOverrides<GeneratedDatabase, typeof COLUMN_OVERRIDES>

/** The tables the stores name. */
export type AppointmentsTable = Database['appointments']
export type AuditLogTable = Database['audit_log']
export type BusinessesTable = Database['businesses']
export type FoundPetsTable = Database['found_pets']
export type GiftProductsTable = Database['gift_products']
export type LostPetSightingsTable = Database['lost_pet_sightings']
export type LostPetsTable = Database['lost_pets']
export type MediaBackupsTable = Database['media_backups']
export type MedicalRecordsTable = Database['medical_records']
export type MerchandiseOrderItemsTable = Database['merchandise_order_items']
export type MerchandiseOrdersTable = Database['merchandise_orders']
export type MerchandiseProductsTable = Database['merchandise_products']
export type PartnerAnnouncementsTable = Database['partner_announcements']
export type PetMatchesTable = Database['pet_matches']
export type PetsTable = Database['pets']
export type PinsTable = Database['pins']
export type SessionsTable = Database['sessions']
export type UsersTable = Database['users']
export type VendorFeaturesTable = Database['vendor_features']
export type VeterinariansTable = Database['veterinarians']

export type AuditLogRow = Selectable<AuditLogTable>
export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type SessionRow = Selectable<SessionsTable>
export type PinRow = Selectable<PinsTable>
