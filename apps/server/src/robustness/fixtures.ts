import sharp from 'sharp'
import { ManualClock } from '../clock.ts'
import type { DialectName } from '../db/dialect.ts'
import { createLogger } from '../logger.ts'
import { startServer, type RunningServer } from '../server.ts'
import { HttpBrowser } from '../testing/dev-signin.ts'
import type { LooseJson } from '../testing/json.ts'
import { testConfig } from '../testing/test-context.ts'
import { createTestDatabase, type TestDatabase } from '../testing/test-db.ts'
import { freePort } from '../testing/test-server.ts'
import type { RefKind } from '@petfolk/contract/endpoint'
import { sampleBoard, sampleBusiness, samplePhotographer, sampleContact, sampleFoundPet, sampleLostPet, sampleMatchingFoundPet, sampleMediaFields, sampleMedicalRecord, samplePet, sampleRelayMessage, sampleSighting, sampleStory, sampleVet } from './samples.ts'

/**
 * The real server on a loopback port, in this process, with the test clock (so every run
 * writes the same timestamps) and the development identity provider for real sign-ins.
 */
export async function startClockedServer(dialect: DialectName, overrides: Record<string, string> = {}) {
  const database: TestDatabase = await createTestDatabase(dialect)
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const clock = new ManualClock()
  const config = testConfig({ PORT: String(port), HOST: '127.0.0.1', APP_URL: baseUrl, ...overrides })
  const running: RunningServer = await startServer({ config, logger: createLogger('silent'), clock, database: database.handle })
  return {
    baseUrl,
    database,
    clock,
    running,
    async stop() {
      await running.close(1000)
      await database.dispose()
    },
  }
}

/** A signed-in person driving the API over HTTP, as the web app does. */
export class Member {
  browser: HttpBrowser
  id = 0
  constructor(
    readonly baseUrl: string,
    readonly email: string,
    /** The Origin a browser on the app would send (APP_URL's). */
    readonly origin = new URL(baseUrl).origin,
  ) {
    this.browser = new HttpBrowser(baseUrl)
  }

  /** Signs in through the development identity provider; again after a logout, with a new session. */
  async signIn(): Promise<this> {
    this.browser = new HttpBrowser(this.baseUrl)
    await this.browser.signIn({ email: this.email, name: this.email.split('@')[0] ?? this.email })
    this.id = (await this.call('GET', '/api/users/me')).body.id as number
    return this
  }

  cookie(): string {
    return this.browser.jar.header(`${this.baseUrl}/api/`)
  }

  async call(method: string, path: string, json?: unknown): Promise<{ status: number; body: LooseJson }> {
    const headers: Record<string, string> = { origin: this.origin }
    if (json !== undefined) headers['content-type'] = 'application/json'
    const res = await this.browser.fetch(path, { method, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) })
    const text = await res.text()
    return { status: res.status, body: text ? (JSON.parse(text) as LooseJson) : {} }
  }

  /** Like call, but insists on a 2xx and answers the body. */
  async ok(method: string, path: string, json?: unknown): Promise<LooseJson> {
    const res = await this.call(method, path, json)
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`)
    return res.body
  }
}

/** Uploads a real photo as the member and answers its address (a report's photo must be the sender's own). */
export async function uploadPhoto(member: Member): Promise<string> {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(await photoBytes())], 'photo.png', { type: 'image/png' }))
  const res = await member.browser.fetch('/api/uploads', { method: 'POST', headers: { origin: member.origin }, body: form })
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`)
  return String(((await res.json()) as LooseJson).url)
}

export function photoBytes(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#0f6760' } }).png().toBuffer()
}

let backupCounter = 0

/** One row of every kind a path parameter can name, owned by (or addressed to) `owner`. */
export type OwnedRows = Record<Exclude<RefKind, 'otherMember'>, number | string>

/** The server's match worker scores a new report within a second of its 201: wait for the owner's first match. */
async function firstMatch(owner: Member, lostPet: number): Promise<number> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const matches = (await owner.ok('GET', `/api/lost-pets/${lostPet}/matches`)) as unknown as LooseJson[]
    if (matches[0]) return matches[0].id as number
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`lost pet ${lostPet} got no match`)
}

/**
 * Creates the owner's rows through the API. `other` sends the owner a message and a gift (which
 * notifies the owner), so those rows exist too.
 */
export async function createOwnedRows(owner: Member, other: Member): Promise<OwnedRows> {
  const pet = (await owner.ok('POST', '/api/pets', samplePet)).id as number
  const vet = (await owner.ok('POST', '/api/veterinarians', sampleVet)).id as number
  const medicalRecord = (await owner.ok('POST', `/api/pets/${pet}/medical-records`, sampleMedicalRecord)).id as number
  const appointment = (await owner.ok('POST', '/api/appointments', { pet_id: pet, veterinarian_id: vet, appointment_date: '2026-07-01T09:30:00' })).id as number
  const contact = (await owner.ok('POST', '/api/emergency-contacts', sampleContact)).id as number
  // A report's photo must be its sender's own upload (features/uploads/ownership.ts).
  const lostPet = (await owner.ok('POST', '/api/lost-pets', { ...sampleLostPet, photo_url: await uploadPhoto(owner) })).id as number
  const foundPet = (await owner.ok('POST', '/api/found-pets', { ...sampleFoundPet, photo_url: await uploadPhoto(owner) })).id as number
  const sighting = (await other.ok('POST', `/api/lost-pets/${lostPet}/sightings`, sampleSighting)).id as number
  const relayLink = String((await other.ok('POST', `/api/lost-pets/${lostPet}/messages`, sampleRelayMessage)).link)
  const relayToken = relayLink.slice(relayLink.lastIndexOf('/') + 1)
  const relayThread = ((await owner.ok('GET', `/api/lost-pets/${lostPet}/messages`)) as unknown as LooseJson[])[0]?.id as number
  await other.ok('POST', '/api/found-pets', { ...sampleMatchingFoundPet, photo_url: await uploadPhoto(other) })
  const petMatch = await firstMatch(owner, lostPet)
  const created = await owner.ok('POST', `/api/pets/${pet}/share-links`, { label: 'Dr. Lee' })
  const shareLink = created.id as number
  const url = String(created.url)
  const shareToken = url.slice(url.lastIndexOf('/') + 1)
  const board = (await owner.ok('POST', '/api/message-boards', sampleBoard)).id as number
  const boardPost = (await owner.ok('POST', '/api/board-messages', { board_id: board, title: 'Hello', content: 'First post.' })).id as number
  const story = (await owner.ok('POST', '/api/veteran-service-dog-stories', sampleStory)).id as number
  const showcaseEntry = (await owner.ok('POST', '/api/daily-pet-showcase', { pet_id: pet })).id as number

  const form = new FormData()
  for (const [key, value] of Object.entries({ ...sampleMediaFields, client_id: `fixture-${owner.id}-${++backupCounter}`, pet_id: String(pet) })) form.append(key, value)
  form.append('file', new File([new Uint8Array(await photoBytes())], 'photo.png', { type: 'image/png' }))
  const backup = await owner.browser.fetch('/api/media-backups', { method: 'POST', headers: { origin: owner.origin }, body: form })
  if (backup.status !== 201) throw new Error(`media backup answered ${backup.status}: ${await backup.text()}`)
  const mediaBackup = ((await backup.json()) as LooseJson).id as number

  const receivedMessage = (await other.ok('POST', '/api/messages', { receiver_id: owner.id, subject: 'Hi', content: 'Nice dog!' })).id as number
  await other.ok('POST', '/api/gift-transactions', { product_id: 1, receiver_id: owner.id, quantity: 1 })
  const notifications = await owner.ok('GET', '/api/notifications')
  const notification = (notifications as unknown as LooseJson[])[0]?.id as number | undefined
  if (notification === undefined) throw new Error('the gift did not notify its receiver')

  const order = (await owner.ok('POST', '/api/merchandise-orders/checkout', { items: [{ product_id: 1, quantity: 1 }], shipping_address: '1 Main St, Austin TX 78704' })).id as number

  // A second browser of the owner's: a session other than the one the owner's requests use.
  const elsewhere = await new Member(owner.baseUrl, owner.email, owner.origin).signIn()
  const ownSessions = (await elsewhere.ok('GET', '/api/account/sessions')) as unknown as LooseJson[]
  const session = ownSessions.find((s) => s.current)?.id as number

  const businessSubmission = (await owner.ok('POST', '/api/businesses', sampleBusiness)).id as number
  const photographerSubmission = (await owner.ok('POST', '/api/pet-photographers', samplePhotographer)).id as number

  const handle = String((await owner.ok('GET', '/api/users/me/handle')).handle)

  return { handle, businessSubmission, photographerSubmission, pet, vet, medicalRecord, appointment, contact, lostPet, foundPet, petMatch, sighting, relayThread, relayToken, shareLink, shareToken, board, boardPost, story, showcaseEntry, mediaBackup, receivedMessage, notification, session, member: owner.id, catalogItem: 2, order }
}
