import type { z } from 'zod'
import { appointmentInputSchema, appointmentStatusInputSchema } from '@petfolk/contract/appointments'
import { sessionExchangeSchema } from '@petfolk/contract/auth'
import { boardInputSchema, boardPostInputSchema, boardPostPinSchema, boardToggleSchema, replyInputSchema } from '@petfolk/contract/boards'
import { photographerSubmissionSchema } from '@petfolk/contract/demo'
import { businessSubmissionSchema, userLocationInputSchema } from '@petfolk/contract/directory'
import { foundPetInputSchema, foundPetUpdateSchema } from '@petfolk/contract/found-pets'
import { giftInputSchema } from '@petfolk/contract/gifts'
import { shareLinkInputSchema } from '@petfolk/contract/health-records'
import { alertPreferencesInputSchema, lostPetInputSchema, lostPetUpdateSchema, sightingInputSchema, sightingUpdateSchema } from '@petfolk/contract/lost-pets'
import { confirmEmailInputSchema, relayMessageInputSchema, relayReplyInputSchema, visitorReplyInputSchema } from '@petfolk/contract/lost-pet-relay'
import { mediaBackupFieldsSchema } from '@petfolk/contract/media'
import { medicalRecordInputSchema } from '@petfolk/contract/medical-records'
import { displayNameInputSchema, handleInputSchema } from '@petfolk/contract/members'
import { checkoutInputSchema, customOrderInputSchema } from '@petfolk/contract/merchandise'
import { staffOrderStatusSchema } from '@petfolk/contract/merchandise'
import { messageInputSchema } from '@petfolk/contract/messages'
import { petInputSchema } from '@petfolk/contract/pets'
import { pinRequestSchema } from '@petfolk/contract/pin'
import { pushSubscriptionSchema } from '@petfolk/contract/push'
import { deleteAccountSchema, emergencyContactInputSchema, settingsUpdateSchema } from '@petfolk/contract/settings'
import { reactionInputSchema, storyCommentInputSchema, veteranStoryInputSchema } from '@petfolk/contract/veterans'
import { veterinarianInputSchema } from '@petfolk/contract/veterinarians'
import { roleChangeSchema } from '@petfolk/contract/staff'
import { catalogAnnouncementSchema, catalogCareTipSchema, catalogGiftProductSchema, catalogMerchandiseProductSchema, catalogVendorFeatureSchema } from '@petfolk/contract/catalog'
import { catalogRetireSchema } from '@petfolk/contract/catalog-admin'
import { builtInCatalog } from '../features/catalog/built-in.ts'
import { boardUnlockSchema, memberBanSchema, memberSuspensionSchema, reportCaseActionSchema, reportInputSchema } from '@petfolk/contract/reports'
import { rejectionSchema } from '@petfolk/contract/review'
import { blockInputSchema } from '@petfolk/contract/blocks'

/**
 * Every API route the server mounts, in one place, for the bad-input and authorization tests.
 * route-table.test.ts fails when app.ts gains (or loses) a route this table does not list.
 */

/** The rows a path parameter can name; robustness/fixtures.ts creates one of each per member. */
export type RowKind =
  | 'pet'
  | 'medicalRecord'
  | 'appointment'
  | 'mediaBackup'
  | 'board'
  | 'boardPost'
  | 'lostPet'
  | 'foundPet'
  /** A possible match between the member's lost pet and the other member's found report. */
  | 'petMatch'
  /** A sighting of the member's own lost pet, reported by the other member. */
  | 'sighting'
  | 'receivedMessage'
  | 'notification'
  | 'showcaseEntry'
  | 'story'
  | 'contact'
  | 'shareLink'
  | 'shareToken'
  /** A conversation about the member's own lost pet, started by the other member. */
  | 'relayThread'
  /** The secret of that conversation's link (the visitor's side). */
  | 'relayToken'
  | 'session'
  /** A member's user id (the fixtures' owner's own). */
  | 'member'
  /** A member's handle (the fixtures' owner's own), for their profile. */
  | 'handle'
  /** A built-in catalog item's id, the same in every catalog table (not the first: fixtures send gift 1). */
  | 'catalogItem'
  /** A merchandise order the member checked out. */
  | 'order'
  /** A business the member submitted ("Add Your Business"), pending review. */
  | 'businessSubmission'
  /** A photographer listing the member submitted ("Join Our Directory"), pending review. */
  | 'photographerSubmission'

/** What a body field may have to name instead of its sample value: one of the caller's rows, or the other member. */
export type RefKind = RowKind | 'vet' | 'otherMember'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface JsonBody {
  kind: 'json'
  /** The contract schema the handler validates with; null where the route has its own small one. */
  schema: z.ZodType | null
  /** A body the route accepts, which the fuzzer takes apart. */
  sample: Record<string, unknown>
  /** Sample fields the fuzzer replaces with real ids before it sends or mutates the body. */
  refs?: Record<string, RefKind>
}

export interface MultipartBody {
  kind: 'multipart'
  schema: z.ZodType | null
  fileField: string
  /** Text fields that go with the file. */
  fields: Record<string, string>
  /** The file a valid request carries. */
  file: 'photo'
}

export interface RouteSpec {
  method: Method
  /** The path exactly as Hono lists it in `app.routes`. */
  path: string
  /** Which kind of row each path parameter names; `:file` takes `<id>.ics`, `:token` a share token or a conversation link's secret. */
  params?: Record<string, RowKind>
  /** 'public' answers without a session; 'staff' and 'admin' need that role (the fuzzer's A is an admin). */
  access: 'public' | 'session' | 'staff' | 'admin'
  body?: JsonBody | MultipartBody
  /** A valid query, whose keys the fuzzer fills with odd values. */
  query?: Record<string, string>
  /** Rejections this route makes on purpose while writing, and why. */
  rejectionWrites?: { statuses: number[]; tables: string[]; why: string }
  /** A successful request ends the caller's session: the fuzzer signs the member in again. */
  endsSession?: boolean
  /** A valid request would destroy the fuzzer's own fixtures (account deletion): never send one. */
  neverValid?: boolean
}

export const sampleBusiness = { name: 'Paws & Claws', business_type: 'grooming', address: '1 Main St', city: 'Austin', state: 'Texas', zip_code: '78704', website: 'https://paws.example' }
export const samplePhotographer = { business_name: 'Snap Paws', photographer_name: 'Ana', city: 'Austin', state: 'Texas', zip_code: '78704', years_experience: 4 }
export const samplePet = { name: 'Biscuit', species: 'dog', breed: 'Beagle', date_of_birth: '2020-04-01', weight_lbs: 24.5 }
export const sampleMedicalRecord = { title: 'Rabies booster', record_type: 'vaccination', date_recorded: '2026-05-01', next_due_date: '2027-05-01' }
export const sampleVet = { clinic_name: 'Riverside Vets', doctor_name: 'Dr. Lee', phone: '555-0101', is_emergency: true }
export const sampleContact = { name: 'Sam Rivera', relationship: 'Neighbour', phone: '555-0123', email: 'sam@example.com' }
export const sampleLostPet = {
  pet_name: 'Pepper',
  species: 'dog',
  breed: 'Terrier mix',
  sex: 'female',
  age_range: 'adult',
  weight_lbs: 18.5,
  color: 'Black and tan',
  photo_url: '/uploads/ab/ab5e77a0c4d1f2e3b6a7980c1d2e3f40.jpg',
  last_seen_date: '2026-05-31',
  last_seen_location: 'Zilker Park, near the playground',
  last_seen_city: 'Austin',
  last_seen_state: 'Texas',
  last_seen_zip_code: '78704',
  contact_name: 'Priya S.',
  contact_phone: '555-0188',
}
export const sampleFoundPet = {
  species: 'dog',
  breed: 'Labrador mix',
  sex: 'male',
  color: 'Yellow',
  size: 'large',
  photo_url: '/uploads/cd/cd5e77a0c4d1f2e3b6a7980c1d2e3f41.jpg',
  found_date: '2026-05-31',
  found_location: 'Barton Springs Rd, by the food trucks',
  found_city: 'Austin',
  found_state: 'Texas',
  found_zip_code: '78704',
  has_pet: true,
  contact_name: 'Sam R.',
  contact_phone: '555-0142',
  contact_email: 'sam@example.com',
  show_contact_phone: false,
}
export const sampleRelayMessage = { name: 'Jo Finder', email: 'jo.finder@example.net', message: 'I think I saw your dog by the bakery.' }

/** A found report by another member that matches sampleLostPet (same colours, size and sex, a day later, nearby). */
export const sampleMatchingFoundPet = {
  ...sampleFoundPet,
  breed: 'Terrier',
  sex: 'female',
  color: 'Black & tan',
  size: 'small',
  found_date: '2026-06-01',
  found_zip_code: '78701',
}
export const sampleSighting = {
  seen_at: '2026-06-01T09:30:00.000Z',
  location: 'Barton Springs Rd, by the food trucks',
  zip_code: '78704',
  note: 'Running east, no collar.',
  name: 'Sam',
  phone: '555-0142',
}
export const sampleBoard = { name: 'Zilker dog walkers', description: 'Morning walks by the creek.', city: 'Austin', state: 'Texas', zip_code: '78704' }
export const sampleStory = {
  veteran_name: 'Jordan Hale',
  service_branch: 'Army',
  dog_name: 'Scout',
  service_type: 'PTSD Support',
  story_title: 'Scout and the night shifts',
  story_content: 'Scout wakes me before the nightmares do.',
}
export const sampleMediaFields = {
  client_id: 'm-1717000000000-abc123',
  type: 'photo',
  title: 'Biscuit at the beach',
  tags: JSON.stringify(['beach']),
  created_at: '2026-05-31T14:02:11.000Z',
}

const json = (schema: z.ZodType | null, sample: Record<string, unknown>, refs?: Record<string, RefKind>): JsonBody => ({ kind: 'json', schema, sample, ...(refs ? { refs } : {}) })
/** The second row of each built-in catalog section: catalog item 2 of every kind. */
const builtIn = builtInCatalog()
const second = <T>(rows: readonly T[] | undefined): T & Record<string, unknown> => {
  const row = rows?.[1]
  if (!row) throw new Error('the built-in catalog has fewer than two rows in a section')
  return row as T & Record<string, unknown>
}
const catalogItemTwo = {
  vendor_features: second(builtIn.vendor_features),
  partner_announcements: second(builtIn.partner_announcements),
  care_tips: second(builtIn.care_tips),
  gift_products: second(builtIn.gift_products),
  merchandise_products: second(builtIn.merchandise_products),
}
const PIN_ATTEMPTS = { statuses: [401, 423], tables: ['pins'], why: 'a wrong PIN is counted towards the lockout (decision 003)' }

export const samplePushSubscription = {
  endpoint: 'https://push.example.com/send/abc',
  keys: { p256dh: 'BJo-EBO74nYfY5ypa-6OpENF0JnwPvBcidPjbPUr2NDlCs7uKiapxYjfATmcblIhb6YIs-XvS9BiCbKuekHutfk', auth: 'c2VjcmV0LXRlc3QtYXV0aA' },
}

export const ROUTES: RouteSpec[] = [
  // Foundation and sign-in
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/openapi.json', access: 'public' },
  { method: 'GET', path: '/api/auth/options', access: 'public' },
  { method: 'GET', path: '/api/oauth/google/redirect_url', access: 'public' },
  { method: 'POST', path: '/api/sessions', access: 'public', body: json(sessionExchangeSchema, { code: 'abc', state: 'xyz' }) },
  { method: 'GET', path: '/api/logout', access: 'public', endsSession: true },
  { method: 'POST', path: '/api/logout', access: 'public', endsSession: true },
  { method: 'GET', path: '/api/users/me', access: 'session' },
  { method: 'GET', path: '/api/account/sessions', access: 'session' },
  { method: 'DELETE', path: '/api/account/sessions/:id', params: { id: 'session' }, access: 'session' },
  { method: 'POST', path: '/api/account/sessions/sign-out-others', access: 'session' },
  { method: 'GET', path: '/api/session', access: 'public' },
  { method: 'GET', path: '/api/pin/status', access: 'public' },
  { method: 'POST', path: '/api/pin/verify', access: 'public', body: json(pinRequestSchema, { pin: '1234' }), rejectionWrites: PIN_ATTEMPTS },
  { method: 'POST', path: '/api/pin/create', access: 'session', body: json(pinRequestSchema, { pin: '1234' }) },
  { method: 'POST', path: '/api/pin/reset', access: 'session', body: json(pinRequestSchema, { pin: '4321' }) },
  { method: 'DELETE', path: '/api/pin', access: 'session' },
  { method: 'GET', path: '/api/demo/pet-care-tips', access: 'public' },
  { method: 'GET', path: '/api/demo/daily-pet-showcase', access: 'public' },
  { method: 'GET', path: '/api/demo/photographers', access: 'public' },

  // Pets and their care
  { method: 'GET', path: '/api/pets/:petId/medical-records', params: { petId: 'pet' }, access: 'session', query: { limit: '10' } },
  { method: 'POST', path: '/api/pets/:petId/medical-records', params: { petId: 'pet' }, access: 'session', body: json(medicalRecordInputSchema, sampleMedicalRecord) },
  { method: 'PUT', path: '/api/pets/:petId/medical-records/:id', params: { petId: 'pet', id: 'medicalRecord' }, access: 'session', body: json(medicalRecordInputSchema, sampleMedicalRecord) },
  { method: 'DELETE', path: '/api/pets/:petId/medical-records/:id', params: { petId: 'pet', id: 'medicalRecord' }, access: 'session' },
  { method: 'GET', path: '/api/pets', access: 'session', query: { limit: '10', cursor: 'WzEwXQ' } },
  { method: 'POST', path: '/api/pets', access: 'session', body: json(petInputSchema, samplePet) },
  { method: 'GET', path: '/api/pets/:id', params: { id: 'pet' }, access: 'session' },
  { method: 'PUT', path: '/api/pets/:id', params: { id: 'pet' }, access: 'session', body: json(petInputSchema, samplePet) },
  { method: 'DELETE', path: '/api/pets/:id', params: { id: 'pet' }, access: 'session' },
  { method: 'GET', path: '/api/veterinarians', access: 'session', query: { limit: '10' } },
  { method: 'POST', path: '/api/veterinarians', access: 'session', body: json(veterinarianInputSchema, sampleVet) },
  { method: 'GET', path: '/api/appointments', access: 'session', query: { limit: '10' } },
  {
    method: 'POST',
    path: '/api/appointments',
    access: 'session',
    body: json(appointmentInputSchema, { pet_id: 1, veterinarian_id: 1, appointment_date: '2026-07-01T09:30:00', purpose: 'Vaccination' }, { pet_id: 'pet', veterinarian_id: 'vet' }),
  },
  { method: 'PATCH', path: '/api/appointments/:id', params: { id: 'appointment' }, access: 'session', body: json(appointmentStatusInputSchema, { status: 'completed' }) },
  { method: 'GET', path: '/api/appointments.ics', access: 'session' },
  { method: 'GET', path: '/api/appointments/:file', params: { file: 'appointment' }, access: 'session' },
  { method: 'GET', path: '/api/dashboard/reminders', access: 'session', query: { today: '2026-06-01' } },
  { method: 'GET', path: '/api/pets/:id/health-record', params: { id: 'pet' }, access: 'session' },
  { method: 'GET', path: '/api/pets/:id/share-links', params: { id: 'pet' }, access: 'session' },
  { method: 'POST', path: '/api/pets/:id/share-links', params: { id: 'pet' }, access: 'session', body: json(shareLinkInputSchema, { label: 'Dr. Lee' }) },
  { method: 'DELETE', path: '/api/share-links/:id', params: { id: 'shareLink' }, access: 'session' },
  { method: 'GET', path: '/api/shared/health-records/:token', params: { token: 'shareToken' }, access: 'public' },

  // Files
  { method: 'POST', path: '/api/uploads', access: 'session', body: { kind: 'multipart', schema: null, fileField: 'file', fields: {}, file: 'photo' } },
  { method: 'GET', path: '/api/media-backups', access: 'session', query: { limit: '10' } },
  { method: 'GET', path: '/api/media-backups/usage', access: 'session' },
  { method: 'POST', path: '/api/media-backups', access: 'session', body: { kind: 'multipart', schema: mediaBackupFieldsSchema, fileField: 'file', fields: sampleMediaFields, file: 'photo' } },
  { method: 'GET', path: '/api/media-backups/:id/file', params: { id: 'mediaBackup' }, access: 'session' },
  { method: 'DELETE', path: '/api/media-backups/:id', params: { id: 'mediaBackup' }, access: 'session' },
  { method: 'POST', path: '/api/media-backups/:id/share-link', params: { id: 'mediaBackup' }, access: 'session' },
  { method: 'GET', path: '/api/shared/media/:token', params: { token: 'shareToken' }, access: 'public' },

  // Community
  { method: 'GET', path: '/api/message-boards', access: 'session', query: { zip_code: '78704', state: 'Texas', limit: '5' } },
  { method: 'GET', path: '/api/message-boards/states', access: 'session' },
  { method: 'POST', path: '/api/message-boards', access: 'session', body: json(boardInputSchema, sampleBoard) },
  { method: 'POST', path: '/api/message-boards/:id/toggle', params: { id: 'board' }, access: 'session', body: json(boardToggleSchema, { is_active: true }) },
  { method: 'GET', path: '/api/message-boards/:id/messages', params: { id: 'board' }, access: 'session', query: { limit: '5' } },
  { method: 'POST', path: '/api/board-messages', access: 'session', body: json(boardPostInputSchema, { board_id: 1, title: 'Lost ball', content: 'Red, by the creek.' }, { board_id: 'board' }) },
  { method: 'POST', path: '/api/board-messages/:id/pin', params: { id: 'boardPost' }, access: 'session', body: json(boardPostPinSchema, { is_pinned: true }) },
  { method: 'DELETE', path: '/api/board-messages/:id', params: { id: 'boardPost' }, access: 'session' },
  { method: 'GET', path: '/api/messages/:id/replies', params: { id: 'boardPost' }, access: 'session', query: { limit: '5' } },
  { method: 'POST', path: '/api/messages/:id/replies', params: { id: 'boardPost' }, access: 'session', body: json(replyInputSchema, { content: 'Found it!' }) },
  { method: 'GET', path: '/api/messages', access: 'session', query: { limit: '5' } },
  { method: 'GET', path: '/api/messages/unread-count', access: 'session' },
  { method: 'POST', path: '/api/messages', access: 'session', body: json(messageInputSchema, { receiver_id: 1, subject: 'Walk?', content: 'Tomorrow at 8?' }, { receiver_id: 'otherMember' }) },
  { method: 'PATCH', path: '/api/messages/:id/read', params: { id: 'receivedMessage' }, access: 'session' },
  { method: 'GET', path: '/api/members', access: 'session', query: { q: 'ana' } },
  { method: 'GET', path: '/api/members/:handle', params: { handle: 'handle' }, access: 'session' },
  { method: 'GET', path: '/api/blocks', access: 'session' },
  { method: 'POST', path: '/api/blocks', access: 'session', body: json(blockInputSchema, { user_id: 1 }, { user_id: 'otherMember' }) },
  { method: 'DELETE', path: '/api/blocks/:userId', params: { userId: 'member' }, access: 'session' },
  { method: 'GET', path: '/api/users/me/handle', access: 'session' },
  { method: 'PATCH', path: '/api/users/me/handle', access: 'session', body: json(handleInputSchema, { handle: 'walker_of_dogs' }) },
  { method: 'PATCH', path: '/api/users/me/display-name', access: 'session', body: json(displayNameInputSchema, { display_name: 'Jo Walker' }) },
  { method: 'GET', path: '/api/businesses', access: 'session', query: { q: 'vet', type: 'veterinary', lat: '30.26', lng: '-97.74', radius: '25' } },
  {
    method: 'POST',
    path: '/api/businesses',
    access: 'session',
    body: json(businessSubmissionSchema, sampleBusiness),
  },
  { method: 'GET', path: '/api/user-location', access: 'session' },
  { method: 'POST', path: '/api/user-location', access: 'session', body: json(userLocationInputSchema, { latitude: 30.26, longitude: -97.74 }) },
  { method: 'GET', path: '/api/lost-pets', access: 'session', query: { q: 'Pepper', species: 'dog', zip: '787', limit: '5' } },
  { method: 'GET', path: '/api/lost-pets/:id', params: { id: 'lostPet' }, access: 'session' },
  { method: 'POST', path: '/api/lost-pets', access: 'session', body: json(lostPetInputSchema, sampleLostPet) },
  // Before the PATCH below marks the fixture's pet found, after which a sighting is refused with 409.
  { method: 'POST', path: '/api/lost-pets/:id/sightings', params: { id: 'lostPet' }, access: 'public', body: json(sightingInputSchema, sampleSighting) },
  { method: 'GET', path: '/api/lost-pets/:id/sightings', params: { id: 'lostPet' }, access: 'session' },
  {
    method: 'PATCH',
    path: '/api/lost-pets/:id/sightings/:sightingId',
    params: { id: 'lostPet', sightingId: 'sighting' },
    access: 'session',
    body: json(sightingUpdateSchema, { is_hidden: true }),
  },
  { method: 'POST', path: '/api/lost-pets/:id/messages', params: { id: 'lostPet' }, access: 'public', body: json(relayMessageInputSchema, sampleRelayMessage) },
  { method: 'GET', path: '/api/lost-pets/:id/messages', params: { id: 'lostPet' }, access: 'session' },
  {
    method: 'POST',
    path: '/api/lost-pets/:id/messages/:threadId',
    params: { id: 'lostPet', threadId: 'relayThread' },
    access: 'session',
    body: json(relayReplyInputSchema, { message: 'Thank you! Where exactly?' }),
  },
  { method: 'POST', path: '/api/lost-pets/:id/sighting-photos', params: { id: 'lostPet' }, access: 'public', body: { kind: 'multipart', schema: null, fileField: 'file', fields: {}, file: 'photo' } },
  { method: 'GET', path: '/api/public/lost-pets/:id/messages/:token', params: { id: 'lostPet', token: 'relayToken' }, access: 'public' },
  {
    method: 'POST',
    path: '/api/public/lost-pets/:id/messages/:token',
    params: { id: 'lostPet', token: 'relayToken' },
    access: 'public',
    body: json(visitorReplyInputSchema, { message: 'By the blue door.' }),
  },
  { method: 'GET', path: '/api/public/challenge', access: 'public' },
  {
    method: 'POST',
    path: '/api/public/lost-pets/:id/confirm-email',
    params: { id: 'lostPet' },
    access: 'public',
    body: json(confirmEmailInputSchema, { token: 'AAAAAAAAAAAAAAAAAAAAAA' }),
  },
  { method: 'GET', path: '/api/public/lost-pets/:id', params: { id: 'lostPet' }, access: 'public' },
  { method: 'GET', path: '/api/public/lost-pets/:id/sightings', params: { id: 'lostPet' }, access: 'public' },
  { method: 'GET', path: '/api/public/stats', access: 'public' },
  { method: 'GET', path: '/api/public/map-settings', access: 'public' },
  { method: 'GET', path: '/api/lost-pets/map', access: 'session' },
  { method: 'GET', path: '/api/found-pets', access: 'session', query: { q: 'Labrador', species: 'dog', zip: '787', limit: '5' } },
  { method: 'GET', path: '/api/found-pets/:id', params: { id: 'foundPet' }, access: 'session' },
  { method: 'POST', path: '/api/found-pets', access: 'session', body: json(foundPetInputSchema, sampleFoundPet) },
  { method: 'GET', path: '/api/public/found-pets/:id', params: { id: 'foundPet' }, access: 'public' },
  { method: 'PATCH', path: '/api/found-pets/:id', params: { id: 'foundPet' }, access: 'session', body: json(foundPetUpdateSchema, { is_closed: true }) },
  { method: 'GET', path: '/api/lost-pets/:id/matches', params: { id: 'lostPet' }, access: 'session' },
  { method: 'GET', path: '/api/found-pets/:id/matches', params: { id: 'foundPet' }, access: 'session' },
  // Confirming first (a message to the finder); a dismissal after it is refused with 409.
  { method: 'POST', path: '/api/pet-matches/:id/confirm', params: { id: 'petMatch' }, access: 'session' },
  { method: 'POST', path: '/api/pet-matches/:id/dismiss', params: { id: 'petMatch' }, access: 'session' },
  { method: 'PATCH', path: '/api/lost-pets/:id', params: { id: 'lostPet' }, access: 'session', body: json(lostPetUpdateSchema, { is_found: true }) },
  { method: 'GET', path: '/api/user-alert-preferences', access: 'session' },
  {
    method: 'POST',
    path: '/api/user-alert-preferences',
    access: 'session',
    body: json(alertPreferencesInputSchema, { zip_codes: ['78704'], alert_radius: 25, email_alerts: true, species_preferences: ['dog'] }),
  },
  { method: 'GET', path: '/api/notifications', access: 'session', query: { limit: '5' } },
  { method: 'GET', path: '/api/notifications/unread-count', access: 'session' },
  { method: 'POST', path: '/api/notifications/:id/read', params: { id: 'notification' }, access: 'session' },
  { method: 'GET', path: '/api/events', access: 'session', query: { last_event_id: '0-0' } },
  { method: 'GET', path: '/api/events/status', access: 'session' },

  // Marketplace, tips, showcase, photographers, stories, merchandise
  { method: 'GET', path: '/api/gift-products', access: 'session', query: { category: 'toys', species: 'dog' } },
  { method: 'GET', path: '/api/gift-recipients/:id/pets', params: { id: 'member' }, access: 'session' },
  { method: 'GET', path: '/api/gift-transactions', access: 'session', query: { type: 'received', limit: '5' } },
  // product_id 1 is the first seeded gift (the catalog is seeded the same way on every database).
  { method: 'POST', path: '/api/gift-transactions', access: 'session', body: json(giftInputSchema, { product_id: 1, receiver_id: 1, quantity: 2, gift_message: 'For Biscuit' }, { receiver_id: 'otherMember' }) },
  { method: 'GET', path: '/api/vendor-features', access: 'session' },
  { method: 'GET', path: '/api/partner-announcements', access: 'session' },
  { method: 'GET', path: '/api/pet-care-tips', access: 'session' },
  { method: 'GET', path: '/api/daily-pet-showcase/today', access: 'session' },
  { method: 'GET', path: '/api/daily-pet-showcase', access: 'session' },
  // The route's schema is its own (care/routes.ts).
  { method: 'POST', path: '/api/daily-pet-showcase', access: 'session', body: json(null, { pet_id: 1, story: 'Best boy.' }, { pet_id: 'pet' }) },
  { method: 'POST', path: '/api/daily-pet-showcase/:id/vote', params: { id: 'showcaseEntry' }, access: 'session' },
  { method: 'DELETE', path: '/api/daily-pet-showcase/:id/vote', params: { id: 'showcaseEntry' }, access: 'session' },
  { method: 'GET', path: '/api/pet-photographers', access: 'session', query: { zip_code: '78704', radius: '25' } },
  {
    method: 'POST',
    path: '/api/pet-photographers',
    access: 'session',
    body: json(photographerSubmissionSchema, samplePhotographer),
  },
  { method: 'GET', path: '/api/veteran-service-dog-stories', access: 'session' },
  { method: 'POST', path: '/api/veteran-service-dog-stories', access: 'session', body: json(veteranStoryInputSchema, sampleStory) },
  { method: 'POST', path: '/api/veteran-service-dog-stories/:id/reaction', params: { id: 'story' }, access: 'session', body: json(reactionInputSchema, { reaction_type: 'heart' }) },
  { method: 'GET', path: '/api/veteran-service-dog-stories/:id/comments', params: { id: 'story' }, access: 'session' },
  { method: 'POST', path: '/api/veteran-service-dog-stories/:id/comments', params: { id: 'story' }, access: 'session', body: json(storyCommentInputSchema, { comment_text: 'Thank you for sharing.' }) },
  { method: 'GET', path: '/api/veteran-verification', access: 'session' },
  { method: 'GET', path: '/api/idme/auth-url', access: 'session' },
  { method: 'GET', path: '/api/idme/callback', access: 'public', query: { code: 'abc', state: 'xyz' } },
  { method: 'GET', path: '/api/merchandise-categories', access: 'session' },
  { method: 'GET', path: '/api/merchandise-products', access: 'session', query: { category: '1' } },
  // product_id 1 is the first seeded product.
  { method: 'POST', path: '/api/custom-merchandise-orders', access: 'session', body: json(customOrderInputSchema, { product_id: 1, quantity: 1 }) },
  { method: 'GET', path: '/api/merchandise-orders', access: 'session' },
  {
    method: 'POST',
    path: '/api/merchandise-orders/checkout',
    access: 'session',
    body: json(checkoutInputSchema, { items: [{ product_id: 1, quantity: 1 }], shipping_address: '1 Main St, Austin TX 78704' }),
  },
  { method: 'GET', path: '/api/merchandise-orders/payment-options', access: 'session' },
  { method: 'POST', path: '/api/merchandise-orders/:id/payment', params: { id: 'order' }, access: 'session' },
  { method: 'POST', path: '/api/merchandise-orders/:id/development-payment', params: { id: 'order' }, access: 'session' },
  { method: 'POST', path: '/api/merchandise-orders/:id/cancel', params: { id: 'order' }, access: 'session' },
  // Stripe calls it without a session; its signature, not a cookie, says who sent it.
  { method: 'POST', path: '/api/payments/stripe/webhook', access: 'public' },

  // Settings
  { method: 'GET', path: '/api/privacy-policy', access: 'public' },
  { method: 'GET', path: '/api/settings', access: 'session' },
  { method: 'PUT', path: '/api/settings', access: 'session', body: json(settingsUpdateSchema, { appointment_reminders: false }) },
  { method: 'GET', path: '/api/emergency-contacts', access: 'session' },
  { method: 'POST', path: '/api/emergency-contacts', access: 'session', body: json(emergencyContactInputSchema, sampleContact) },
  { method: 'PUT', path: '/api/emergency-contacts/:id', params: { id: 'contact' }, access: 'session', body: json(emergencyContactInputSchema, sampleContact) },
  { method: 'DELETE', path: '/api/emergency-contacts/:id', params: { id: 'contact' }, access: 'session' },
  { method: 'GET', path: '/api/export', access: 'session' },
  { method: 'POST', path: '/api/account/delete', access: 'session', body: json(deleteAccountSchema, { confirm: 'DELETE' }), endsSession: true, neverValid: true },

  // Web Push
  { method: 'GET', path: '/api/push/public-key', access: 'public' },
  { method: 'POST', path: '/api/push/subscriptions', access: 'session', body: json(pushSubscriptionSchema, samplePushSubscription) },
  { method: 'GET', path: '/api/push/subscriptions/current', access: 'session', query: { endpoint: samplePushSubscription.endpoint } },
  { method: 'DELETE', path: '/api/push/subscriptions', access: 'session', query: { endpoint: samplePushSubscription.endpoint } },

  // The staff area
  { method: 'GET', path: '/api/admin/overview', access: 'staff' },
  { method: 'GET', path: '/api/admin/members', access: 'staff', query: { q: 'fuzz', role: 'staff' } },
  { method: 'GET', path: '/api/admin/members/:id', params: { id: 'member' }, access: 'staff' },
  { method: 'GET', path: '/api/admin/members/:id/history', params: { id: 'member' }, access: 'staff' },
  { method: 'PUT', path: '/api/admin/members/:id/role', params: { id: 'member' }, access: 'admin', body: json(roleChangeSchema, { role: 'moderator', reason: 'Helps with the Austin boards.' }) },
  { method: 'GET', path: '/api/admin/audit-log', access: 'admin', query: { action: 'role.change', target_kind: 'member' } },
  // The staff area: the catalog (item 3). Edits send catalog item 2's own values, pictures included, so they are valid.
  { method: 'GET', path: '/api/admin/catalog/vendors', access: 'staff', query: { show: 'all' } },
  { method: 'POST', path: '/api/admin/catalog/vendors', access: 'staff', body: json(catalogVendorFeatureSchema, { ...catalogItemTwo.vendor_features, banner_image_url: null, vendor_logo: null }) },
  { method: 'PUT', path: '/api/admin/catalog/vendors/:id', params: { id: 'catalogItem' }, access: 'staff', body: json(catalogVendorFeatureSchema, catalogItemTwo.vendor_features) },
  { method: 'PUT', path: '/api/admin/catalog/vendors/:id/retired', params: { id: 'catalogItem' }, access: 'staff', body: json(catalogRetireSchema, { retired: false }) },
  { method: 'GET', path: '/api/admin/catalog/news', access: 'staff', query: { show: 'all' } },
  { method: 'POST', path: '/api/admin/catalog/news', access: 'staff', body: json(catalogAnnouncementSchema, { ...catalogItemTwo.partner_announcements, vendor_logo: null, image_url: null }) },
  { method: 'PUT', path: '/api/admin/catalog/news/:id', params: { id: 'catalogItem' }, access: 'staff', body: json(catalogAnnouncementSchema, catalogItemTwo.partner_announcements) },
  { method: 'PUT', path: '/api/admin/catalog/news/:id/retired', params: { id: 'catalogItem' }, access: 'staff', body: json(catalogRetireSchema, { retired: false }) },
  { method: 'GET', path: '/api/admin/catalog/care-tips', access: 'staff', query: { show: 'all' } },
  { method: 'POST', path: '/api/admin/catalog/care-tips', access: 'staff', body: json(catalogCareTipSchema, catalogItemTwo.care_tips) },
  { method: 'PUT', path: '/api/admin/catalog/care-tips/:id', params: { id: 'catalogItem' }, access: 'staff', body: json(catalogCareTipSchema, catalogItemTwo.care_tips) },
  { method: 'PUT', path: '/api/admin/catalog/care-tips/:id/retired', params: { id: 'catalogItem' }, access: 'staff', body: json(catalogRetireSchema, { retired: false }) },
  { method: 'GET', path: '/api/admin/catalog/gifts', access: 'staff', query: { show: 'all' } },
  { method: 'POST', path: '/api/admin/catalog/gifts', access: 'staff', body: json(catalogGiftProductSchema, catalogItemTwo.gift_products) },
  { method: 'PUT', path: '/api/admin/catalog/gifts/:id', params: { id: 'catalogItem' }, access: 'staff', body: json(catalogGiftProductSchema, catalogItemTwo.gift_products) },
  { method: 'PUT', path: '/api/admin/catalog/gifts/:id/retired', params: { id: 'catalogItem' }, access: 'staff', body: json(catalogRetireSchema, { retired: false }) },
  { method: 'GET', path: '/api/admin/catalog/merchandise', access: 'staff', query: { show: 'all' } },
  { method: 'POST', path: '/api/admin/catalog/merchandise', access: 'staff', body: json(catalogMerchandiseProductSchema, catalogItemTwo.merchandise_products) },
  { method: 'PUT', path: '/api/admin/catalog/merchandise/:id', params: { id: 'catalogItem' }, access: 'staff', body: json(catalogMerchandiseProductSchema, catalogItemTwo.merchandise_products) },
  { method: 'PUT', path: '/api/admin/catalog/merchandise/:id/retired', params: { id: 'catalogItem' }, access: 'staff', body: json(catalogRetireSchema, { retired: false }) },
  { method: 'GET', path: '/api/admin/orders', access: 'staff', query: { status: 'paid', limit: '10' } },
  { method: 'PUT', path: '/api/admin/orders/:id/status', params: { id: 'order' }, access: 'staff', body: json(staffOrderStatusSchema, { status: 'shipped', tracking_note: 'UPS 1Z999AA10123456784' }) },
  { method: 'POST', path: '/api/reports', access: 'public', body: json(reportInputSchema, { content_kind: 'board_post', content_id: 1, reason: 'spam', note: 'Selling puppies again.' }, { content_id: 'boardPost' }) },
  { method: 'GET', path: '/api/admin/reports', access: 'staff' },
  {
    method: 'POST',
    path: '/api/admin/reports/actions',
    access: 'staff',
    body: json(reportCaseActionSchema, { content_kind: 'board_post', content_id: 1, action: 'dismiss', reason: 'Not spam.' }, { content_id: 'boardPost' }),
  },
  { method: 'POST', path: '/api/admin/members/:id/suspension', params: { id: 'member' }, access: 'staff', body: json(memberSuspensionSchema, { days: 3, reason: 'Spam on the boards.' }) },
  { method: 'POST', path: '/api/admin/members/:id/ban', params: { id: 'member' }, access: 'staff', body: json(memberBanSchema, { reason: 'Scam messages.' }) },
  { method: 'POST', path: '/api/admin/members/:id/restore', params: { id: 'member' }, access: 'staff', body: json(memberBanSchema, { reason: 'Appeal accepted.' }) },
  { method: 'GET', path: '/api/admin/boards/locked', access: 'staff' },
  { method: 'POST', path: '/api/admin/boards/:id/unlock', params: { id: 'board' }, access: 'staff', body: json(boardUnlockSchema, { reason: 'The spam has stopped.' }) },
  // The review queue (the fixture's submissions are pending until the approve or reject below decides them; then 409)
  { method: 'GET', path: '/api/admin/reviews', access: 'staff', query: { kind: 'business' } },
  { method: 'GET', path: '/api/admin/reviews/businesses/:id', params: { id: 'businessSubmission' }, access: 'staff' },
  { method: 'PUT', path: '/api/admin/reviews/businesses/:id', params: { id: 'businessSubmission' }, access: 'staff', body: json(businessSubmissionSchema, sampleBusiness) },
  { method: 'POST', path: '/api/admin/reviews/businesses/:id/approve', params: { id: 'businessSubmission' }, access: 'staff' },
  { method: 'POST', path: '/api/admin/reviews/businesses/:id/reject', params: { id: 'businessSubmission' }, access: 'staff', body: json(rejectionSchema, { reason: 'We could not reach this business by phone.' }) },
  { method: 'GET', path: '/api/admin/reviews/photographers/:id', params: { id: 'photographerSubmission' }, access: 'staff' },
  { method: 'PUT', path: '/api/admin/reviews/photographers/:id', params: { id: 'photographerSubmission' }, access: 'staff', body: json(photographerSubmissionSchema, samplePhotographer) },
  { method: 'POST', path: '/api/admin/reviews/photographers/:id/approve', params: { id: 'photographerSubmission' }, access: 'staff' },
  { method: 'POST', path: '/api/admin/reviews/photographers/:id/reject', params: { id: 'photographerSubmission' }, access: 'staff', body: json(rejectionSchema, { reason: 'The website does not show pet photography.' }) },
]

export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`
