import { isStaff } from '@petfolk/contract/roles'
import { careEndpoints } from '@petfolk/contract/care'
import type { AppDeps } from '../../app-env.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import { findPet } from '../pets/store.ts'
import { personalizeTips } from './personalize.ts'
import { petOfTheDay, recentEntries, submitEntry, unvote, vote } from './showcase-store.ts'
import { listCareTips } from './store.ts'

const MAX_TIPS = 200
const RECENT_ENTRIES = 50
const ENTRY_NOT_FOUND = 'Showcase entry not found'

/** Care tips, personalised for the member's pets. */
export function careTipRoutes(deps: AppDeps) {
  const { db, clock } = deps
  return endpointRouter(deps).on(careEndpoints.tips, async ({ user }) => {
    const [tips, pets] = await Promise.all([
      listCareTips(db, MAX_TIPS),
      db.selectFrom('pets').select(['species', 'breed', 'date_of_birth']).where('user_id', '=', user.id).limit(200).execute(),
    ])
    return ok(personalizeTips(tips, pets, clock.now()))
  })
}

/** The daily pet showcase: entries, Pet of the Day and votes. */
export function showcaseRoutes(deps: AppDeps) {
  const { db, clock } = deps
  const today = () => clock.now().toISOString().slice(0, 10)
  return endpointRouter(deps)
    .on(careEndpoints.petOfTheDay, async ({ user }) => ok(await petOfTheDay(db, today(), user.id, isStaff(user.role))))
    .on(careEndpoints.showcase, async ({ user }) => ok(await recentEntries(db, user.id, RECENT_ENTRIES, isStaff(user.role))))
    .on(careEndpoints.submit, async ({ user, body: { pet_id, story } }) => {
      const pet = await findPet(db, user.id, pet_id)
      if (!pet) throw new ApiError(400, 'pet_id: Choose one of your own pets.')
      const entry = await submitEntry(
        db,
        { user_id: user.id, pet_id: pet.id, pet_name: pet.name, breed: pet.breed, species: pet.species, story, pet_photo: pet.photo_url },
        today(),
        clock.now(),
      )
      if (!entry) throw new ApiError(409, `${pet.name} is already in today's showcase.`)
      return created(entry)
    })
    .on(careEndpoints.vote, async ({ user, params }) => {
      const result = await vote(db, params.id, user.id, clock.now())
      if (result.kind === 'missing') throw notFound(ENTRY_NOT_FOUND)
      if (result.kind === 'already') throw new ApiError(409, 'You have already voted for this pet.')
      return ok({ vote_count: result.vote_count, voted: true })
    })
    // Taking a vote back, so a member who tapped by mistake (or changed their mind) is not stuck.
    .on(careEndpoints.unvote, async ({ user, params }) => {
      const result = await unvote(db, params.id, user.id)
      if (result.kind === 'missing') throw notFound(ENTRY_NOT_FOUND)
      if (result.kind === 'none') throw new ApiError(409, 'You have not voted for this pet.')
      return ok({ vote_count: result.vote_count, voted: false })
    })
}
