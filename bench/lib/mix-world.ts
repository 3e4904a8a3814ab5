import sharp from 'sharp'
import type { RateRule } from '@petfolk/contract/endpoint'
import { RATE_RULES } from '@petfolk/contract/rate-rules'
import { zipCentroid } from '../../apps/server/src/geo/geo.ts'
import { samplePet, sampleVet } from '../../apps/server/src/robustness/samples.ts'
import { HttpBrowser } from '../../apps/server/src/testing/dev-signin.ts'
import { multipartFile, type ReplicaClient } from './mix-client.ts'

/**
 * Neighbourhoods far enough apart (over 50 miles, the largest alert radius) that a report in one
 * alerts only that one's watchers: the fan-out per report is then the area's watchers, a known
 * figure, instead of every watcher in the country.
 */
const AREAS: Array<{ zip: string; state: string }> = [
  { zip: '78704', state: 'Texas' },
  { zip: '10001', state: 'New York' },
  { zip: '60614', state: 'Illinois' },
  { zip: '94110', state: 'California' },
  { zip: '98103', state: 'Washington' },
  { zip: '02139', state: 'Massachusetts' },
  { zip: '80205', state: 'Colorado' },
  { zip: '33139', state: 'Florida' },
  { zip: '30307', state: 'Georgia' },
  { zip: '55408', state: 'Minnesota' },
]

/** Share of members who watch their own ZIP code for lost-pet alerts. */
export const WATCHER_SHARE = 0.6
const ALERT_RADIUS_MILES = 10
/** Board posts and lost reports the mix keeps as targets per area (the newest). */
const KEEP_TARGETS = 50

export interface Area {
  zip: string
  city: string
  state: string
  latitude: number
  longitude: number
  boardId: number
  postIds: number[]
  lostIds: number[]
  members: VirtualUser[]
}

export interface VirtualUser {
  index: number
  id: number
  cookie: string
  area: Area
  petIds: number[]
  /** Round robin over the replicas, per user, as a load balancer would spread one browser's requests. */
  turn: number
  /** Requests counted against each rate rule (by rule name), set-up excluded. */
  ruleHits: Map<string, number>
}

export interface World {
  replicas: ReplicaClient[]
  /** The public origin both replicas answer for (APP_URL): what a browser sends as Origin. */
  origin: string
  users: VirtualUser[]
  areas: Area[]
  photo: Buffer
  lostReports: number
  watchersAlerted: number
  /** Members watching their own area's ZIP code. */
  watchers: number
}

export interface Action {
  /** What BENCH_MIX_WEIGHTS calls it. */
  key: string
  name: string
  /** Share of all actions, in percent. */
  weight: number
  /** The rate rules one action spends, and how many times each. */
  rules: Array<{ rule: RateRule; hits: number }>
  run(world: World, user: VirtualUser): Promise<void>
}

const pickOne = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T

export function nextReplica(world: World, user: VirtualUser): ReplicaClient {
  user.turn += 1
  return world.replicas[user.turn % world.replicas.length] as ReplicaClient
}

function otherReplica(world: World, replica: ReplicaClient): ReplicaClient {
  return world.replicas[(world.replicas.indexOf(replica) + 1) % world.replicas.length] as ReplicaClient
}

async function getJson<T>(replica: ReplicaClient, route: string, path: string, user: VirtualUser): Promise<T> {
  const reply = await replica.send(route, 'GET', path, { headers: { cookie: user.cookie, accept: 'application/json' }, expect: 200 })
  return JSON.parse(reply.body.toString('utf8')) as T
}

async function sendJson<T>(world: World, replica: ReplicaClient, route: string, method: string, path: string, user: VirtualUser, body: unknown, expect: number): Promise<T> {
  const reply = await replica.send(route, method, path, {
    headers: { cookie: user.cookie, origin: world.origin, 'content-type': 'application/json', accept: 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
    expect,
  })
  return JSON.parse(reply.body.toString('utf8')) as T
}

async function upload(world: World, replica: ReplicaClient, user: VirtualUser): Promise<string> {
  const { body, contentType } = multipartFile('file', 'phone-photo.jpg', 'image/jpeg', world.photo)
  const reply = await replica.send('POST /api/uploads', 'POST', '/api/uploads', {
    headers: { cookie: user.cookie, origin: world.origin, 'content-type': contentType, accept: 'application/json' },
    body,
    expect: 201,
  })
  return (JSON.parse(reply.body.toString('utf8')) as { url: string }).url
}

const remember = (ids: number[], id: number) => {
  ids.push(id)
  if (ids.length > KEEP_TARGETS) ids.shift()
}

const today = () => new Date().toISOString().slice(0, 10)

function lostReport(user: VirtualUser, photoUrl: string) {
  return {
    pet_name: `Mix ${user.index}`,
    species: pickOne(['dog', 'cat'] as const),
    breed: 'Terrier mix',
    sex: 'female',
    age_range: 'adult',
    weight_lbs: 18.5,
    color: 'Black and tan',
    photo_url: photoUrl,
    last_seen_date: today(),
    last_seen_location: 'By the park, near the playground',
    last_seen_city: user.area.city,
    last_seen_state: user.area.state,
    last_seen_zip_code: user.area.zip,
    contact_name: `Member ${user.index}`,
    contact_phone: '555-0188',
  }
}

/**
 * What a signed-in member does, by share of actions: mostly reading lists and details as they
 * move between pages, now and then writing. Writes are rare enough that a member stays within the
 * product's own per-member allowances (bench/mix.ts checks that from what each user really sent).
 */
export const ACTIONS: Action[] = [
  { key: 'pets', name: 'pets list', weight: 12, rules: [], run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/pets', '/api/pets', u)) },
  { key: 'pet', name: 'pet detail', weight: 6, rules: [], run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/pets/:id', `/api/pets/${pickOne(u.petIds)}`, u)) },
  { key: 'appointments', name: 'appointments list', weight: 6, rules: [], run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/appointments', '/api/appointments', u)) },
  {
    key: 'boards', name: 'boards near me',
    weight: 4,
    rules: [],
    run: async (w, u) =>
      void (await getJson(nextReplica(w, u), 'GET /api/message-boards', `/api/message-boards?zip_code=${u.area.zip}&state=${encodeURIComponent(u.area.state)}`, u)),
  },
  {
    key: 'posts', name: 'board posts',
    weight: 10,
    rules: [],
    run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/message-boards/:id/messages', `/api/message-boards/${u.area.boardId}/messages`, u)),
  },
  {
    key: 'post', name: 'post detail (replies)',
    weight: 6,
    rules: [],
    run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/messages/:id/replies', `/api/messages/${pickOne(u.area.postIds)}/replies`, u)),
  },
  {
    key: 'directory', name: 'directory near me',
    weight: 5,
    rules: [],
    run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/businesses', `/api/businesses?lat=${u.area.latitude}&lng=${u.area.longitude}&radius=25`, u)),
  },
  { key: 'inbox', name: 'messages inbox', weight: 7, rules: [], run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/messages', '/api/messages', u)) },
  {
    key: 'unread-messages', name: 'messages unread count',
    weight: 5,
    rules: [],
    run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/messages/unread-count', '/api/messages/unread-count', u)),
  },
  { key: 'notifications', name: 'notifications', weight: 7, rules: [], run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/notifications', '/api/notifications', u)) },
  {
    key: 'unread-notifications', name: 'notifications unread count',
    weight: 9.5,
    rules: [],
    run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/notifications/unread-count', '/api/notifications/unread-count', u)),
  },
  { key: 'lost-pets', name: 'lost pets near me', weight: 8, rules: [], run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/lost-pets', `/api/lost-pets?zip=${u.area.zip.slice(0, 3)}`, u)) },
  { key: 'lost-pet', name: 'lost report detail', weight: 6, rules: [], run: async (w, u) => void (await getJson(nextReplica(w, u), 'GET /api/lost-pets/:id', `/api/lost-pets/${pickOne(u.area.lostIds)}`, u)) },
  {
    key: 'board-post', name: 'board post',
    weight: 2,
    rules: [{ rule: RATE_RULES.post, hits: 1 }],
    run: async (w, u) => {
      const post = await sendJson<{ id: number }>(w, nextReplica(w, u), 'POST /api/board-messages', 'POST', '/api/board-messages', u, {
        board_id: u.area.boardId,
        title: `Walk on ${today()}?`,
        content: `Anyone around ${u.area.city} for a morning walk? Member ${u.index} and two dogs.`,
      }, 201)
      remember(u.area.postIds, post.id)
    },
  },
  {
    key: 'reply', name: 'reply to a post',
    weight: 2,
    rules: [{ rule: RATE_RULES.post, hits: 1 }],
    run: async (w, u) =>
      void (await sendJson(w, nextReplica(w, u), 'POST /api/messages/:id/replies', 'POST', `/api/messages/${pickOne(u.area.postIds)}/replies`, u, { content: 'Count us in, see you by the creek.' }, 201)),
  },
  {
    key: 'message', name: 'direct message',
    weight: 3,
    rules: [{ rule: RATE_RULES.message, hits: 1 }],
    run: async (w, u) => {
      let to = pickOne(u.area.members)
      if (to === u) to = pickOne(w.users.filter((other) => other !== u))
      await sendJson(w, nextReplica(w, u), 'POST /api/messages', 'POST', '/api/messages', u, { receiver_id: to.id, subject: 'Walk?', content: `Tomorrow at 8? — member ${u.index}` }, 201)
    },
  },
  {
    key: 'lost-report', name: 'lost-pet report (photo, then report; alerts fan out)',
    weight: 0.5,
    rules: [
      { rule: RATE_RULES.upload, hits: 1 },
      { rule: RATE_RULES.post, hits: 1 },
    ],
    run: async (w, u) => {
      const replica = nextReplica(w, u)
      const photoUrl = await upload(w, replica, u)
      const report = await sendJson<{ id: number; alerted: number }>(w, otherReplica(w, replica), 'POST /api/lost-pets', 'POST', '/api/lost-pets', u, lostReport(u, photoUrl), 201)
      w.lostReports += 1
      w.watchersAlerted += report.alerted
      remember(u.area.lostIds, report.id)
    },
  },
  {
    key: 'upload', name: 'photo upload, fetched back from the other replica',
    // About one photo per 3 minutes of continuous use (a new pet picture, an update); 2.5 was tried first, see bench/README.md.
    weight: 1,
    rules: [{ rule: RATE_RULES.upload, hits: 1 }],
    run: async (w, u) => {
      const replica = nextReplica(w, u)
      const url = await upload(w, replica, u)
      const other = otherReplica(w, replica)
      const photo = await other.send('GET /uploads/:file (other replica)', 'GET', url, { headers: { cookie: u.cookie }, expect: 200 })
      if (!String(photo.headers['content-type']).startsWith('image/jpeg') || photo.body.length < 1000) {
        throw new Error(`${url} on ${other.label} answered ${photo.headers['content-type']} of ${photo.body.length} bytes, not the JPEG`)
      }
    },
  },
]

/**
 * Applies BENCH_MIX_WEIGHTS ("upload=0,lost-report=0"): to find what limits the mix by taking a
 * part out or making it heavier. Unknown keys are refused rather than ignored.
 */
export function overrideWeights(spec: string): void {
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [key, value] = part.split('=')
    const action = ACTIONS.find((a) => a.key === key?.trim())
    const weight = Number(value)
    if (!action || !Number.isFinite(weight) || weight < 0) {
      throw new Error(`BENCH_MIX_WEIGHTS: "${part}" should be <action>=<weight ≥ 0>, actions: ${ACTIONS.map((a) => a.key).join(', ')}`)
    }
    action.weight = weight
  }
}

/** Picks an action by weight. */
export function pickAction(): Action {
  const total = ACTIONS.reduce((sum, a) => sum + a.weight, 0)
  let roll = Math.random() * total
  for (const action of ACTIONS) {
    roll -= action.weight
    if (roll < 0) return action
  }
  return ACTIONS.at(-1) as Action
}

/** A photo as a browser sends it after scaling down (800×600 JPEG): smooth shapes with some grain, like a real picture. */
export async function phonePhoto(): Promise<Buffer> {
  const width = 800
  const height = 600
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const grain = Math.random() * 24
      pixels[i] = Math.min(255, 90 + 80 * Math.sin(x / 70) + grain)
      pixels[i + 1] = Math.min(255, 110 + 60 * Math.cos(y / 50) + grain)
      pixels[i + 2] = Math.min(255, 70 + ((x + y) % 160) / 2 + grain)
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 82 }).toBuffer()
}

/** Runs `task` over `items` with at most `limit` running at once. */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        await task(items[index] as T, index)
      }
    }),
  )
}

/**
 * Signs every member in through the development identity provider (which keeps its state in one
 * process, so always through the first replica; the session cookie then works on both) and gives
 * each, through the API and alternating replicas, what a member has: two pets, a vet and two
 * appointments, and for most an alert area; each area gets a board with posts and a lost report.
 */
export async function buildWorld(replicas: ReplicaClient[], origin: string, users: number, onProgress: (line: string) => void): Promise<World> {
  const areas: Area[] = AREAS.map(({ zip, state }) => {
    const centre = zipCentroid(zip)
    if (!centre) throw new Error(`the product's ZIP table has no ${zip}`)
    return { zip, state, city: centre.city, latitude: centre.latitude, longitude: centre.longitude, boardId: 0, postIds: [], lostIds: [], members: [] }
  })
  const world: World = { replicas, origin, users: [], areas, photo: await phonePhoto(), lostReports: 0, watchersAlerted: 0, watchers: 0 }
  const signInBase = replicas[0]?.base as string
  const started = performance.now()
  const signedIn: VirtualUser[] = new Array(users)
  await inParallel(Array.from({ length: users }, (_, i) => i), 8, async (index) => {
    const browser = new HttpBrowser(signInBase)
    await browser.signIn({ email: `mix-${index}@example.com`, name: `Mix Member ${index}` })
    const area = areas[index % areas.length] as Area
    const user: VirtualUser = { index, id: 0, cookie: browser.jar.header(`${signInBase}/api/pets`), area, petIds: [], turn: index, ruleHits: new Map() }
    signedIn[index] = user
  })
  world.users = signedIn
  onProgress(`signed ${users} members in through ${replicas[0]?.label} in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const seeded = performance.now()
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  await inParallel(world.users, 16, async (user) => {
    const me = await getJson<{ id: number }>(nextReplica(world, user), 'set-up', '/api/users/me', user)
    user.id = me.id
    for (const [i, species] of (['dog', 'cat'] as const).entries()) {
      const pet = await sendJson<{ id: number }>(world, nextReplica(world, user), 'set-up', 'POST', '/api/pets', user, { ...samplePet, species, name: `${samplePet.name} ${user.index}-${i}` }, 201)
      user.petIds.push(pet.id)
    }
    const vet = await sendJson<{ id: number }>(world, nextReplica(world, user), 'set-up', 'POST', '/api/veterinarians', user, sampleVet, 201)
    for (const [i, petId] of user.petIds.entries()) {
      await sendJson(world, nextReplica(world, user), 'set-up', 'POST', '/api/appointments', user, {
        pet_id: petId,
        veterinarian_id: vet.id,
        appointment_date: `${day(7 + i * 30)}T09:30:00`,
        purpose: 'Annual checkup',
      }, 201)
    }
    if (user.index % 10 < WATCHER_SHARE * 10) {
      await sendJson(world, nextReplica(world, user), 'set-up', 'POST', '/api/user-alert-preferences', user, {
        zip_codes: [user.area.zip],
        alert_radius: ALERT_RADIUS_MILES,
        email_alerts: true,
        species_preferences: [],
      }, 200)
      world.watchers += 1
    }
    user.area.members.push(user)
  })
  for (const area of areas) {
    const founder = area.members[0]
    if (!founder) throw new Error('every area needs a member: use at least as many users as areas')
    const replica = nextReplica(world, founder)
    const board = await sendJson<{ id: number }>(world, replica, 'set-up', 'POST', '/api/message-boards', founder, {
      name: `${area.city} dog walkers`,
      description: `Walks and play dates around ${area.zip}.`,
      city: area.city,
      state: area.state,
      zip_code: area.zip,
    }, 201)
    area.boardId = board.id
    for (let i = 0; i < 3; i++) {
      const post = await sendJson<{ id: number }>(world, replica, 'set-up', 'POST', '/api/board-messages', area.members[i % area.members.length] as VirtualUser, {
        board_id: board.id,
        title: `Welcome, neighbours (${i + 1})`,
        content: `Say hello and tell us about your pets around ${area.city}.`,
      }, 201)
      area.postIds.push(post.id)
    }
    const reporter = area.members[1 % area.members.length] as VirtualUser
    const report = await sendJson<{ id: number }>(world, replica, 'set-up', 'POST', '/api/lost-pets', reporter, lostReport(reporter, await upload(world, replica, reporter)), 201)
    area.lostIds.push(report.id)
  }
  onProgress(`gave them pets, appointments, alert areas, ${areas.length} boards and lost reports in ${((performance.now() - seeded) / 1000).toFixed(1)} s`)
  return world
}
