import { petMatchEndpoints } from '@petfolk/contract/lost-found/matching'
import type { AppDeps } from '../../../app-env.ts'
import { endpointRouter, ok } from '../../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../../http/errors.ts'
import { sendMessage } from '../../messages/store.ts'
import { deliver } from '../../../delivery/deliver.ts'
import { tellLive } from '../../../delivery/live.ts'
import { speciesWord } from '../../../delivery/templates/lost-found.ts'
import { findMatchForMember, listFoundPetMatches, listLostPetMatches, setConfirmed, setDismissed, toPetMatch } from './store.ts'
import { FOUND_REPORTS, LOST_REPORTS } from '../shared/report-pipeline.ts'

const MATCH_NOT_FOUND = 'Match not found'

/** A lost pet's possible matches, for its owner, and a found pet's, for its finder. */
export function reportMatchRoutes(deps: AppDeps) {
  return endpointRouter(deps)
    .on(petMatchEndpoints.lostPetMatches, async ({ user, params }, c) => {
      c.header('Cache-Control', 'no-store')
      const matches = await listLostPetMatches(deps.db, user.id, params.id)
      if (!matches) throw notFound(LOST_REPORTS.notFound)
      return ok(matches)
    })
    .on(petMatchEndpoints.foundPetMatches, async ({ user, params }, c) => {
      c.header('Cache-Control', 'no-store')
      const matches = await listFoundPetMatches(deps.db, user.id, params.id)
      if (!matches) throw notFound(FOUND_REPORTS.notFound)
      return ok(matches)
    })
}

/** Answering a match: either side dismisses it for themselves; the owner confirms it, which opens a conversation. */
export function petMatchRoutes(deps: AppDeps) {
  const { db, clock, config } = deps
  return endpointRouter(deps)
    .on(petMatchEndpoints.confirm, async ({ user, params }) => {
      const now = clock.now()
      const result = await db.transaction().execute(async (trx) => {
        const match = await findMatchForMember(trx, params.id, user.id)
        if (!match) throw notFound(MATCH_NOT_FOUND)
        if (match.side !== 'owner') throw new ApiError(403, "Only the lost pet's owner can confirm a match.")
        // A second tap answers the conversation the first one opened.
        if (match.confirmed_at !== null && match.message_id !== null) return { row: match, messageId: match.message_id, fresh: false, finderId: match.finder_id }
        if (match.owner_dismissed_at !== null) throw new ApiError(409, 'You dismissed this match, so it cannot be confirmed.')
        if (match.is_found === 1) throw new ApiError(409, `${match.pet_name} is already marked found.`)
        if (match.is_closed === 1) throw new ApiError(409, 'The finder has closed this found report.')
        const species = speciesWord(match.species)
        const subject = `Is this ${match.pet_name}? About the ${species} you found`
        const content =
          `Hello ${match.finder_name}, I think the ${species} you found in ${match.found_city} on ${match.found_date} is my ${species} ${match.pet_name}, ` +
          `lost on ${match.last_seen_date}. Please reply here so we can arrange to bring ${match.pet_name} home.`
        const messageId = await sendMessage(trx, { sender_id: user.id, receiver_id: match.finder_id, subject, content }, now)
        await deliver(trx, 'directMessage', { messageId, from: user.display_name, subject, content }, [match.finder_id], now, { appUrl: config.appUrl })
        const confirmed = { petName: match.pet_name, species, foundCity: match.found_city, messageId }
        await deliver(trx, 'matchConfirmed', confirmed, [match.finder_id], now, { about: { lost_pet_id: match.lost_pet_id, found_pet_id: match.found_pet_id }, appUrl: config.appUrl })
        return { row: await setConfirmed(trx, match.id, messageId, now), messageId, fresh: true, finderId: match.finder_id }
      })
      // The owner's other tabs list the message they just sent.
      if (result.fresh) tellLive({ topic: 'messages', userIds: [user.id] })
      return ok({ ...toPetMatch(result.row, 'owner'), message_id: result.messageId })
    })
    .on(petMatchEndpoints.dismiss, async ({ user, params }) => {
      const match = await findMatchForMember(db, params.id, user.id)
      if (!match) throw notFound(MATCH_NOT_FOUND)
      if (match.confirmed_at !== null) throw new ApiError(409, 'This match is confirmed, so it cannot be dismissed.')
      const dismissedAlready = (match.side === 'owner' ? match.owner_dismissed_at : match.finder_dismissed_at) !== null
      if (dismissedAlready) return ok(toPetMatch(match, match.side))
      return ok(toPetMatch(await setDismissed(db, match.id, match.side, clock.now()), match.side))
    })
}
