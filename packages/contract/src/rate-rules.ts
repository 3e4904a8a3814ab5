import type { RateRule } from './endpoint.ts'

/** A UTC day, the window of the allowances counted per member or per report (QuotaRule). */
export const DAY_SECONDS = 24 * 60 * 60

/**
 * The actions worth abusing: signing in, guessing PINs, sending messages, posting, uploading.
 * Allowances are generous for a person and small for a script; RATE_LIMIT_SCALE multiplies them.
 * An endpoint names its rule in its descriptor; endpoints naming the same rule share its allowance.
 */
export const RATE_RULES = {
  signIn: { name: 'sign-in', windowSeconds: 600, perIp: 60 },
  session: { name: 'session', windowSeconds: 600, perIp: 60 },
  pinVerify: { name: 'pin-verify', windowSeconds: 600, perIp: 30 },
  message: { name: 'message', windowSeconds: 600, perUser: 30, perIp: 120 },
  /** Boards, posts, replies, stories, comments and lost-pet reports: one allowance for all of them. */
  post: { name: 'post', windowSeconds: 600, perUser: 30, perIp: 120 },
  /** Search-as-you-type sends a request per pause in typing; the cap stops walking the member list. */
  memberSearch: { name: 'member-search', windowSeconds: 600, perUser: 300, perIp: 600 },
  /** One request per recipient picked in the gift form; the cap stops walking every member's pet names. */
  giftRecipientPets: { name: 'gift-recipient-pets', windowSeconds: 600, perUser: 300, perIp: 600 },
  /** Sightings come from anyone, signed in or not, so the address carries most of the limit. */
  sighting: { name: 'sighting', windowSeconds: 600, perUser: 20, perIp: 20 },
  /** Messages to a lost pet's owner from anyone, and the visitor's answers: like sightings, the address carries the limit. */
  relayMessage: { name: 'relay-message', windowSeconds: 600, perUser: 10, perIp: 10 },
  /** A photo for a sighting, from anyone: a few per sighting, too few to use Petfolk as free image hosting. */
  sightingPhoto: { name: 'sighting-photo', windowSeconds: 600, perUser: 20, perIp: 20 },
  upload: { name: 'upload', windowSeconds: 600, perUser: 60, perIp: 240 },
  /** A whole gallery is backed up one item per request, so this allowance is larger. */
  backup: { name: 'backup', windowSeconds: 3600, perUser: 2000, perIp: 4000 },
  /** Reports to staff, from anyone: enough for a person who meets a wave of spam, not for a script flooding the queue. */
  report: { name: 'report', windowSeconds: 3600, perUser: 20, perIp: 20 },
  /** Staff actions (role changes, queue decisions): a busy moderator's hour, not a script's. */
  staffAction: { name: 'staff-action', windowSeconds: 600, perUser: 300, perIp: 600 },
} as const satisfies Record<string, RateRule>
