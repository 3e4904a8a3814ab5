import type { EndpointSpec } from '@petfolk/contract/endpoint'
import { RATE_RULES } from '@petfolk/contract/rate-rules'
import { BANNED, suspendedSentence } from '@petfolk/contract/reports'
import type { SessionUser } from '../auth/session-store.ts'
import { ApiError } from './errors.ts'

/**
 * The writes a suspended member may not make (issue 29): everything other people read. Posts,
 * replies, stories, comments, lost and found reports, direct messages, messages about a lost pet,
 * sightings and their photos share rate rules, so those rules name them; gifts, the showcase and
 * handle changes are listed by path. Reading, and their own pets and records, stay open.
 */
const CONTENT_RULES = new Set<string>([
  RATE_RULES.post.name,
  RATE_RULES.message.name,
  RATE_RULES.sighting.name,
  RATE_RULES.relayMessage.name,
  RATE_RULES.sightingPhoto.name,
  RATE_RULES.report.name,
])
const CONTENT_PATHS = new Set<string>([
  'POST /api/gift-transactions',
  'PATCH /api/users/me/handle',
  'POST /api/daily-pet-showcase',
  'POST /api/board-messages',
  'POST /api/messages/:id/replies',
  'POST /api/messages',
])

export function isMemberContentWrite(endpoint: EndpointSpec): boolean {
  if (endpoint.method === 'GET') return false
  return (endpoint.rate !== undefined && CONTENT_RULES.has(endpoint.rate.name)) || CONTENT_PATHS.has(`${endpoint.method} ${endpoint.path}`)
}

/** 403 with a sentence that says until when, for a suspended (or banned) member's content write. */
export function refuseRestricted(user: SessionUser, now: Date): void {
  if (user.banned_at) throw new ApiError(403, BANNED)
  if (user.suspended_until && Date.parse(user.suspended_until) > now.getTime()) {
    throw new ApiError(403, suspendedSentence(user.suspended_until), { suspended_until: user.suspended_until })
  }
}
