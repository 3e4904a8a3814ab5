import { Hono } from 'hono'
import { z } from 'zod'
import type { ShowcaseVoteResult } from '@petfolk/contract/demo'
import { idSchema, optionalText } from '@petfolk/contract/fields'
import type { AppDeps, AppEnv } from '../../app-env.ts'
import { currentUser } from '../../auth/session-middleware.ts'
import { ApiError } from '../../http/errors.ts'
import { readId, readJson } from '../../http/validate.ts'
import { findPet } from '../pets/store.ts'
import { personalizeTips } from './personalize.ts'
import { petOfTheDay, recentEntries, submitEntry, unvote, vote } from './showcase-store.ts'
import { listCareTips } from './store.ts'

const MAX_TIPS = 200
const RECENT_ENTRIES = 50
const submissionSchema = z.strictObject({ pet_id: idSchema, story: optionalText('Story', 2000) })

/** Mounted at /api: personalised care tips and the daily pet showcase. */
export function careRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>()
  const today = () => clock.now().toISOString().slice(0, 10)

  app.get('/pet-care-tips', async (c) => {
    const user = currentUser(c)
    const [tips, pets] = await Promise.all([
      listCareTips(db, MAX_TIPS),
      db.selectFrom('pets').select(['species', 'breed', 'date_of_birth']).where('user_id', '=', user.id).limit(200).execute(),
    ])
    return c.json(personalizeTips(tips, pets, clock.now()))
  })

  app.get('/daily-pet-showcase/today', async (c) => c.json(await petOfTheDay(db, today(), currentUser(c).id)))

  app.get('/daily-pet-showcase', async (c) => c.json(await recentEntries(db, currentUser(c).id, RECENT_ENTRIES)))

  app.post('/daily-pet-showcase', async (c) => {
    const user = currentUser(c)
    const { pet_id, story } = await readJson(c, submissionSchema)
    const pet = await findPet(db, user.id, pet_id)
    if (!pet) throw new ApiError(400, 'pet_id: Choose one of your own pets.')
    const entry = await submitEntry(
      db,
      { user_id: user.id, pet_id: pet.id, pet_name: pet.name, breed: pet.breed, species: pet.species, story, pet_photo: pet.photo_url },
      today(),
      clock.now(),
    )
    if (!entry) throw new ApiError(409, `${pet.name} is already in today's showcase.`)
    return c.json(entry, 201)
  })

  app.post('/daily-pet-showcase/:id/vote', async (c) => {
    const result = await vote(db, readId(c), currentUser(c).id, clock.now())
    if (result.kind === 'missing') throw new ApiError(404, 'Showcase entry not found')
    if (result.kind === 'already') throw new ApiError(409, 'You have already voted for this pet.')
    return c.json({ vote_count: result.vote_count, voted: true } satisfies ShowcaseVoteResult)
  })

  // Taking a vote back, so a member who tapped by mistake (or changed their mind) is not stuck.
  app.delete('/daily-pet-showcase/:id/vote', async (c) => {
    const result = await unvote(db, readId(c), currentUser(c).id)
    if (result.kind === 'missing') throw new ApiError(404, 'Showcase entry not found')
    if (result.kind === 'none') throw new ApiError(409, 'You have not voted for this pet.')
    return c.json({ vote_count: result.vote_count, voted: false } satisfies ShowcaseVoteResult)
  })

  return app
}
