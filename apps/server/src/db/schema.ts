import type { Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { Role } from '@petfolk/contract/staff'

/**
 * Table types, written for both SQLite and PostgreSQL: timestamps are ISO-8601 UTC text,
 * booleans are 0/1 integers, JSON is text parsed in the store layer, ids are integers.
 */
export interface Database {
  server_secrets: ServerSecretsTable
  dev_idp_records: DevIdpRecordsTable
  users: UsersTable
  audit_log: AuditLogTable
  reports: ReportsTable
  handle_changes: HandleChangesTable
  sessions: SessionsTable
  devices: DevicesTable
  pins: PinsTable
  care_tips: CareTipsTable
  daily_pet_showcase: DailyPetShowcaseTable
  photographers: PhotographersTable
  pets: PetsTable
  medical_records: MedicalRecordsTable
  veterinarians: VeterinariansTable
  appointments: AppointmentsTable
  uploads: UploadsTable
  message_boards: MessageBoardsTable
  board_members: BoardMembersTable
  board_messages: BoardMessagesTable
  board_replies: BoardRepliesTable
  businesses: BusinessesTable
  user_locations: UserLocationsTable
  direct_messages: DirectMessagesTable
  lost_pets: LostPetsTable
  lost_pet_sightings: LostPetSightingsTable
  found_pets: FoundPetsTable
  lost_pet_relay_threads: LostPetRelayThreadsTable
  lost_pet_relay_messages: LostPetRelayMessagesTable
  lost_pet_relay_links: LostPetRelayLinksTable
  alert_preferences: AlertPreferencesTable
  alert_zip_codes: AlertZipCodesTable
  notifications: NotificationsTable
  outbox: OutboxTable
  gift_products: GiftProductsTable
  gift_transactions: GiftTransactionsTable
  vendor_features: VendorFeaturesTable
  partner_announcements: PartnerAnnouncementsTable
  showcase_votes: ShowcaseVotesTable
  veteran_stories: VeteranStoriesTable
  story_reactions: StoryReactionsTable
  story_comments: StoryCommentsTable
  veteran_verifications: VeteranVerificationsTable
  merchandise_categories: MerchandiseCategoriesTable
  merchandise_products: MerchandiseProductsTable
  merchandise_orders: MerchandiseOrdersTable
  merchandise_order_items: MerchandiseOrderItemsTable
  user_settings: UserSettingsTable
  emergency_contacts: EmergencyContactsTable
  media_backups: MediaBackupsTable
  health_record_shares: HealthRecordSharesTable
  rate_limits: RateLimitsTable
  push_subscriptions: PushSubscriptionsTable
  fanout_jobs: FanoutJobsTable
  push_outbox: PushOutboxTable
  pet_matches: PetMatchesTable
  match_jobs: MatchJobsTable
  spent_challenges: SpentChallengesTable
  member_blocks: MemberBlocksTable
}

export interface UsersTable {
  id: Generated<number>
  email: string
  google_sub: string
  /** JSON text: { name, email, picture } from the identity provider. */
  google_user_data: string
  /** The name other members see: the profile name, else "Member 4821" after the handle (never the e-mail). */
  display_name: Generated<string>
  /** 1 while the member has no name of their own and the app asks for one (migration 0033). */
  needs_name: Generated<number>
  /** Unique, lower case, without the `@` (migration 0017); null only for rows written outside sign-in. */
  handle: string | null
  created_at: string
  updated_at: string
  last_signed_in_at: string
  /** member, moderator or admin (migration 0027). */
  role: Generated<Role>
  /** Until when staff suspended the member (migration 0030); null when not suspended. */
  suspended_until: string | null
  /** When staff banned the member; null when not banned. */
  banned_at: string | null
}

/** One row per handle change, for the daily limit (migration 0033). */
export interface HandleChangesTable {
  id: Generated<number>
  user_id: number
  changed_at: string
}

export interface SessionsTable {
  id: Generated<number>
  /** SHA-256 of the cookie token; the token itself is never stored. */
  token_hash: string
  user_id: number
  created_at: string
  last_seen_at: string
  expires_at: string
  /** The browser and device it started in, e.g. "Chrome on Android" (migration 0016); null on older rows. */
  label: string | null
}

/** A browser where the user signed in with their identity provider; only such a device may use PIN login. */
export interface DevicesTable {
  id: Generated<number>
  token_hash: string
  user_id: number
  created_at: string
  last_used_at: string
  expires_at: string
}

export interface PinsTable {
  user_id: number
  pin_hash: string
  /** Wrong PINs in the current window; reaching the maximum locks PIN login. */
  failed_attempts: number
  /** Wrong PINs since the last success, across lock windows. */
  consecutive_failures: number
  locked_until: string | null
  disabled: number
  created_at: string
  updated_at: string
}

export interface CareTipsTable {
  id: Generated<number>
  title: string
  content: string
  tip_category: string
  species: string
  breed: string | null
  age_range: string | null
  created_at: string
  /** When staff retired it (migration 0034): hidden from members, kept for what names it. */
  retired_at: string | null
}

export interface DailyPetShowcaseTable {
  id: Generated<number>
  /** Null for demo entries; the submitting owner otherwise. */
  user_id: number | null
  pet_id: number | null
  pet_name: string
  breed: string | null
  species: string
  story: string | null
  pet_photo: string | null
  vote_count: number
  /** Local calendar date YYYY-MM-DD the entry competes on. */
  showcase_date: string
  is_demo: number
  created_at: string
  /** Hidden by staff (migration 0035). */
  hidden_at: string | null
}

export interface PhotographersTable {
  id: Generated<number>
  business_name: string
  photographer_name: string
  city: string
  state: string
  zip_code: string | null
  latitude: number | null
  longitude: number | null
  description: string | null
  specialties: string | null
  pricing_range: string | null
  portfolio_images: string
  rating: number
  review_count: number
  years_experience: number | null
  website: string | null
  phone: string | null
  email: string | null
  instagram_handle: string | null
  is_listed: number
  submitted_by: number | null
  created_at: string
  /** The review queue's decision (migration 0028): when, by whom, and a rejection's reason. */
  reviewed_at: string | null
  reviewed_by: number | null
  review_reason: string | null
}

export interface PetsTable {
  id: Generated<number>
  user_id: number
  name: string
  species: string
  breed: string | null
  sex: string | null
  date_of_birth: string | null
  weight_lbs: number | null
  color: string | null
  microchip_id: string | null
  photo_url: string | null
  notes: string | null
  is_spayed_neutered: number
  owner_name: string | null
  owner_phone: string | null
  owner_email: string | null
  owner_address: string | null
  emergency_contact_name: string | null
  emergency_contact_phone: string | null
  created_at: string
  updated_at: string
}

export interface MedicalRecordsTable {
  id: Generated<number>
  user_id: number
  pet_id: number
  title: string
  record_type: string
  description: string | null
  date_recorded: string | null
  clinic_name: string | null
  doctor_name: string | null
  medication_name: string | null
  dosage: string | null
  frequency: string | null
  next_due_date: string | null
  created_at: string
  updated_at: string
}

export interface VeterinariansTable {
  id: Generated<number>
  user_id: number
  clinic_name: string
  doctor_name: string | null
  address: string | null
  phone: string | null
  email: string | null
  specialties: string | null
  notes: string | null
  is_emergency: number
  created_at: string
  updated_at: string
}

export interface AppointmentsTable {
  id: Generated<number>
  user_id: number
  pet_id: number | null
  pet_name: string
  veterinarian_id: number | null
  clinic_name: string
  doctor_name: string | null
  /** Local date-time with seconds as the owner entered it (no time zone). */
  appointment_date: string
  purpose: string | null
  notes: string | null
  status: string
  created_at: string
  updated_at: string
}

/** Files stored under UPLOAD_DIR, owned by the user who uploaded them. */
export interface UploadsTable {
  id: Generated<number>
  /** The member who uploaded it; null for a visitor's sighting photo (then lost_pet_id names its report). */
  user_id: number | null
  /** The open report a visitor without an account sent this sighting photo for; null for members' uploads. */
  lost_pet_id: Generated<number | null>
  /** Relative to UPLOAD_DIR, e.g. "ab/abcdef….jpg"; served at /uploads/<path>. */
  path: string
  content_type: string
  bytes: number
  width: number
  height: number
  created_at: string
}

export interface MessageBoardsTable {
  id: Generated<number>
  created_by: number | null
  name: string
  description: string
  city: string
  state: string
  zip_code: string
  latitude: number | null
  longitude: number | null
  is_active: number
  member_count: number
  created_at: string
  /** Locked by staff (migration 0030): nobody posts or replies there. */
  locked_at: string | null
}

export interface BoardMembersTable {
  board_id: number
  user_id: number
  joined_at: string
}

export interface BoardMessagesTable {
  id: Generated<number>
  board_id: number
  user_id: number | null
  /** The author's display name when they posted. */
  username: string
  title: string
  content: string
  is_pinned: number
  reply_count: number
  created_at: string
  /** Set when the board's moderator removed the post; its title and content are then blank. */
  removed_at: string | null
  /** Set when Petfolk staff hid it after a report (migration 0030): gone for everyone but staff. */
  hidden_at: string | null
}

export interface BoardRepliesTable {
  id: Generated<number>
  message_id: number
  user_id: number | null
  username: string
  content: string
  created_at: string
  /** Hidden by staff (migration 0030). */
  hidden_at: string | null
}

export interface BusinessesTable {
  id: Generated<number>
  submitted_by: number | null
  name: string
  description: string | null
  business_type: string
  address: string | null
  city: string
  state: string
  zip_code: string | null
  phone: string | null
  website: string | null
  is_verified: number
  rating: number
  review_count: number
  latitude: number | null
  longitude: number | null
  created_at: string
  /** The review queue's decision (migration 0028): when, by whom, and a rejection's reason. */
  reviewed_at: string | null
  reviewed_by: number | null
  review_reason: string | null
}

export interface UserLocationsTable {
  user_id: number
  latitude: number
  longitude: number
  updated_at: string
}

export interface DirectMessagesTable {
  id: Generated<number>
  sender_id: number
  receiver_id: number
  subject: string | null
  content: string
  is_read: number
  created_at: string
  /** Hidden by staff (migration 0030). */
  hidden_at: string | null
}

export interface LostPetsTable {
  id: Generated<number>
  user_id: number
  pet_name: string
  species: string
  breed: string | null
  sex: string | null
  age_range: string | null
  weight_lbs: number | null
  color: string
  distinctive_markings: string | null
  photo_url: string | null
  last_seen_date: string
  last_seen_location: string
  last_seen_city: string
  last_seen_state: string
  last_seen_zip_code: string
  latitude: number | null
  longitude: number | null
  contact_name: string
  contact_phone: string
  contact_email: string | null
  /** 1 when the owner lets the public report page show contact_phone (migration 0019). */
  show_contact_phone: Generated<number>
  reward_offered: string | null
  additional_details: string | null
  is_found: number
  /** When the owner marked the pet found; they may undo it for a day. */
  found_at: string | null
  /** JSON colour signature of the photo (matching); null without a photo (migration 0020). */
  photo_signature: string | null
  created_at: string
  updated_at: string
  /** Hidden by staff (migration 0030). */
  hidden_at: string | null
}

export interface FoundPetsTable {
  id: Generated<number>
  /** The member who found or saw the pet. */
  user_id: number
  species: string
  breed: string | null
  sex: string | null
  color: string
  size: string | null
  weight_lbs: number | null
  distinctive_markings: string | null
  photo_url: string | null
  found_date: string
  found_location: string
  found_city: string
  found_state: string
  found_zip_code: string
  /** The centre of found_zip_code. */
  latitude: number | null
  longitude: number | null
  /** 1 when the finder holds the pet; 0 when they only saw it loose. */
  has_pet: Generated<number>
  contact_name: string
  contact_phone: string
  contact_email: string | null
  show_contact_phone: Generated<number>
  additional_details: string | null
  /** JSON colour signature of the photo (matching); null without a photo. */
  photo_signature: string | null
  /** 1 once the pet is back with its owner or the finder closed the report. */
  is_closed: Generated<number>
  closed_at: string | null
  created_at: string
  updated_at: string
  /** Hidden by staff (migration 0035). */
  hidden_at: string | null
}

export interface LostPetSightingsTable {
  id: Generated<number>
  lost_pet_id: number
  seen_at: string
  location: string
  zip_code: string | null
  /** The point the reporter gave; null when they gave only a ZIP code. */
  latitude: number | null
  longitude: number | null
  photo_url: string | null
  note: string | null
  name: string | null
  /** Shown to the report's owner only. */
  phone: string | null
  /** 1 when the owner hid it from the public page. */
  is_hidden: Generated<number>
  reporter_user_id: number | null
  created_at: string
  /** Hidden by staff (migration 0030). */
  hidden_at: string | null
}

export interface AlertPreferencesTable {
  user_id: number
  /** JSON text: array of 5-digit ZIP codes. */
  zip_codes: string
  alert_radius: number
  email_alerts: number
  /** JSON text: array of species; empty means every species. */
  species_preferences: string
  updated_at: string
}

export interface AlertZipCodesTable {
  user_id: number
  zip_code: string
  latitude: number
  longitude: number
  /** Copied from the member's alert_preferences (saved together), so matching reads one table. */
  alert_radius: number
  species_preferences: string
}

export interface NotificationsTable {
  id: Generated<number>
  user_id: number
  kind: string
  /** Null for notifications about a lost-pet report: their text is composed from the report. */
  title: string | null
  body: string | null
  link: string | null
  /** The lost-pet report an alert or its follow-up is about; null for other notifications. */
  lost_pet_id: number | null
  /** The found-pet report an alert is about; null for other notifications. */
  found_pet_id: number | null
  is_read: number
  created_at: string
}

/** A report's mail and push, expanded for its alerted members after the report's transaction. */
export interface FanoutJobsTable {
  id: Generated<number>
  /** The report the job is about: a lost one or a found one, never both. */
  lost_pet_id: number | null
  found_pet_id: number | null
  /** The kind of the report's notifications whose members the job follows up. */
  kind: string
  created_at: string
  attempts: number
  last_error: string | null
}

/** Mail waiting to be sent (or, without SMTP_URL, kept for the operator to read). */
export interface OutboxTable {
  id: Generated<number>
  to_address: string
  /** Null for mail about a lost-pet report: it is composed from the report when sent. */
  subject: string | null
  body_text: string | null
  lost_pet_id: number | null
  found_pet_id: number | null
  kind: string | null
  created_at: string
  sent_at: string | null
  claimed_at: string | null
  attempts: number
  last_error: string | null
  /** Not before this time (backoff after a failed try); null: due now. */
  next_attempt_at: string | null
}

export interface GiftProductsTable {
  id: Generated<number>
  name: string
  description: string
  category: string
  species: string
  image_url: string
  vendor_name: string
  vendor_logo: string | null
  price: number
  /** When staff retired it (migration 0034): hidden from members, kept for what names it. */
  retired_at: string | null
}

export interface GiftTransactionsTable {
  id: Generated<number>
  product_id: number | null
  product_name: string
  product_image: string | null
  vendor_name: string
  quantity: number
  unit_price: number
  total_amount: number
  sender_id: number
  receiver_id: number
  recipient_pet_id: number | null
  pet_name: string | null
  gift_message: string | null
  created_at: string
  /** When staff hid the note (migration 0035): the note reads as none, the gift stays. */
  hidden_at: string | null
}

export interface VendorFeaturesTable {
  id: Generated<number>
  feature_type: string
  title: string
  description: string
  highlight_text: string | null
  banner_image_url: string | null
  vendor_name: string
  vendor_logo: string | null
  vendor_description: string | null
  start_date: string
  /** When staff retired it (migration 0034): hidden from members, kept for what names it. */
  retired_at: string | null
}

export interface PartnerAnnouncementsTable {
  id: Generated<number>
  vendor_name: string
  vendor_logo: string | null
  announcement_type: string
  title: string
  content: string
  image_url: string | null
  external_link: string | null
  is_pinned: number
  created_at: string
  /** When staff retired it (migration 0034): hidden from members, kept for what names it. */
  retired_at: string | null
}

export interface ShowcaseVotesTable {
  entry_id: number
  user_id: number
  created_at: string
}

export interface VeteranStoriesTable {
  id: Generated<number>
  user_id: number | null
  veteran_name: string
  service_branch: string
  service_years: string | null
  dog_name: string
  dog_breed: string | null
  dog_age: number | null
  service_type: string
  story_title: string
  story_content: string
  challenges_helped: string | null
  dog_photo_url: string | null
  veteran_photo_url: string | null
  is_anonymous: number
  contact_email: string | null
  social_media_handle: string | null
  is_featured: number
  is_verified_veteran: number
  reaction_count: number
  comment_count: number
  created_at: string
  /** Hidden by staff (migration 0035). */
  hidden_at: string | null
}

export interface StoryReactionsTable {
  story_id: number
  user_id: number
  created_at: string
}

export interface StoryCommentsTable {
  id: Generated<number>
  story_id: number
  user_id: number | null
  commenter_name: string
  is_veteran: number
  comment_text: string
  created_at: string
  /** Hidden by staff (migration 0035). */
  hidden_at: string | null
}

export interface VeteranVerificationsTable {
  user_id: number
  verification_status: string
  service_branch: string | null
  verified_at: string | null
  updated_at: string
}

export interface MerchandiseCategoriesTable {
  id: Generated<number>
  name: string
}

export interface MerchandiseProductsTable {
  id: Generated<number>
  category_id: number
  name: string
  description: string
  image_url: string
  product_type: string
  base_price: number
  is_customizable: number
  material_info: string | null
  available_sizes: string
  available_colors: string
  /** When staff retired it (migration 0034): hidden from members, kept for what names it. */
  retired_at: string | null
}

/** An order, from checkout on (migration 0018); its lines are merchandise_order_items. */
export interface MerchandiseOrdersTable {
  id: Generated<number>
  user_id: number
  customer_name: string
  customer_email: string
  shipping_address: string | null
  status: string
  created_at: string
  paid_at: string | null
  shipped_at: string | null
  cancelled_at: string | null
  tracking_note: string | null
  /** The payment provider's reference: the Stripe Checkout Session the member was sent to. */
  payment_reference: string | null
}

export interface MerchandiseOrderItemsTable {
  id: Generated<number>
  /** Null only in a database written outside the app: migration 0018 cannot add a NOT NULL column on SQLite. */
  order_id: number | null
  user_id: number
  product_id: number | null
  product_name: string
  pet_id: number | null
  customization_details: string | null
  custom_text: string | null
  selected_size: string | null
  selected_color: string | null
  pet_photo_url: string | null
  quantity: number
  unit_price: number
  /** The line's total: unit_price times quantity. */
  total_price: number
}

export interface UserSettingsTable {
  user_id: number
  appointment_reminders: number
  medication_reminders: number
  health_checkups: number
  location_sharing: number
  /** 1: e-mail about sightings of and messages about the member's lost-pet reports. */
  report_emails: Generated<number>
  updated_at: string
}

export interface EmergencyContactsTable {
  id: Generated<number>
  user_id: number
  name: string
  relationship: string | null
  phone: string
  email: string | null
  notes: string | null
  created_at: string
  updated_at: string
}

export interface HealthRecordSharesTable {
  id: Generated<number>
  user_id: number
  pet_id: number
  /** SHA-256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string
  label: string | null
  created_at: string
  expires_at: string
}

export interface MediaBackupsTable {
  id: Generated<number>
  user_id: number
  /** The device gallery's id of the item; unique per user, so a second backup replaces the first. */
  client_id: string
  type: 'photo' | 'video'
  title: string
  /** JSON text: a list of tags. */
  tags: string
  /** The owner's pet as the device knew it; no foreign key, a deleted pet leaves the backup intact. */
  pet_id: number | null
  /** Judged from the file's bytes, not from what the browser declared. */
  mime_type: string
  size: number
  /** Relative to UPLOAD_DIR: "private/<user id>/<random>.<ext>", never served by /uploads. */
  path: string
  created_at: string
  backed_up_at: string
}

export interface AuditLogTable {
  id: Generated<number>
  /** Null when no member acted (the command line, ADMIN_EMAILS at sign-in). */
  actor_id: number | null
  actor_label: string
  action: string
  target_kind: string
  target_id: number | null
  target_label: string
  reason: string | null
  /** JSON text. */
  details: Generated<string>
  created_at: string
}

export type AuditLogRow = Selectable<AuditLogTable>

/** A report of something a member or visitor wrote (migration 0030). */
export interface ReportsTable {
  id: Generated<number>
  content_kind: string
  content_id: number
  author_id: number | null
  reporter_id: number | null
  reason: string
  note: string | null
  status: Generated<'open' | 'dismissed' | 'actioned'>
  outcome: string | null
  handled_by: number | null
  handled_at: string | null
  created_at: string
}
export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type SessionRow = Selectable<SessionsTable>
export type PinRow = Selectable<PinsTable>

export interface RateLimitsTable {
  key: string
  /** Unix seconds at which the current window began. */
  window_start: number
  hits: number
}

/** One browser's Web Push subscription (RFC 8030 endpoint and RFC 8291 keys), per member and device. */
export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: number
  endpoint: string
  /** The browser's P-256 public key, base64url. */
  p256dh: string
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string
  user_agent: string | null
  created_at: string
  updated_at: string
}

/** Pushes waiting to leave; claimed before sending so two replicas never send one twice. */
export interface PushOutboxTable {
  id: Generated<number>
  subscription_id: number
  payload: string
  created_at: string
  next_attempt_at: string
  attempts: number
  claimed_at: string | null
  last_error: string | null
  /** When the push service took it (migration 0036); the row is kept two days for the staff overview. */
  sent_at: string | null
  /** When the sender gave up on it (migration 0036). */
  failed_at: string | null
}

/** A conversation between a lost-pet report's owner and a visitor, relayed so neither sees the other's address. */
export interface LostPetRelayThreadsTable {
  id: Generated<number>
  lost_pet_id: number
  visitor_name: string
  /** Where the owner's replies are e-mailed; never answered to anyone. */
  visitor_email: string
  created_at: string
  last_message_at: string
  /** When the visitor opened the confirmation link e-mailed to them; until then no reply is e-mailed (migration 0031). */
  email_confirmed_at: string | null
  /** SHA-256 of the confirmation link's secret; null once confirmed. */
  confirm_token_hash: string | null
}

export interface LostPetRelayMessagesTable {
  id: Generated<number>
  thread_id: number
  /** 1 when the report's owner wrote it, 0 for the visitor. */
  from_owner: number
  body: string
  created_at: string
  /** Hidden by staff (migration 0035). */
  hidden_at: string | null
}

/** A visitor's secret link to their conversation, one per e-mail sent; only its SHA-256 is kept. */
export interface LostPetRelayLinksTable {
  id: Generated<number>
  thread_id: number
  token_hash: string
  created_at: string
}

/** A scored pair of a lost and a found report (migration 0023); each side answers for itself. */
export interface PetMatchesTable {
  id: Generated<number>
  lost_pet_id: number
  found_pet_id: number
  score: number
  /** JSON text: the reasons in plain English, strongest first. */
  reasons: string
  distance_miles: number | null
  days_apart: number
  owner_dismissed_at: string | null
  finder_dismissed_at: string | null
  confirmed_at: string | null
  message_id: number | null
  reunited_at: string | null
  created_at: string
  updated_at: string
}

/** A new report waiting to be scored against the open reports of the other kind (exactly one id is set). */
export interface MatchJobsTable {
  id: Generated<number>
  lost_pet_id: number | null
  found_pet_id: number | null
  attempts: Generated<number>
  last_error: string | null
  created_at: string
}

/** A secret the server generated because the environment set none (migration 0024); shared by every replica. */
export interface ServerSecretsTable {
  name: string
  value: string
  created_at: string
}

/** One record of the development identity provider (migration 0025), shared by every replica. */
export interface DevIdpRecordsTable {
  model: string
  record_id: string
  payload: string
  grant_id: string | null
  uid: string | null
  user_code: string | null
  consumed_at: string | null
  expires_at: string | null
}

/** A proof-of-work solution already used (migration 0031): each is good once, until it expires. */
export interface SpentChallengesTable {
  signature: string
  /** Unix seconds. */
  expires_at: number
}

/** A member's block of another (migration 0031): no messages, gifts or contact either way. */
export interface MemberBlocksTable {
  id: Generated<number>
  blocker_id: number
  blocked_id: number
  created_at: string
}
