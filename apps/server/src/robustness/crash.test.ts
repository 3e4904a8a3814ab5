import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../testing/test-server.ts'
import { seededRandom, slowJsonPost, spawnServer, type ChildServer } from './child-server.ts'
import { Member, uploadPhoto } from './fixtures.ts'
import { sampleLostPet } from './samples.ts'

/**
 * Item 5: crashes lose nothing. The real server process, on one SQLite file, takes a stream of
 * concurrent writes (pets, messages both ways, lost-pet reports that alert a watcher) and is
 * killed with SIGKILL at random moments, then restarted on the same file, four times; then it is
 * stopped with SIGTERM while writes are in flight. Every write answered 2xx must be there, whole,
 * with its alert; no alert may exist without its report. CRASH_SEED=<n> replays the kill moments.
 */
const CYCLES = 4
const WORKERS = 4
const SEED = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : Math.floor(Math.random() * 2 ** 31)

type Op = 'pet' | 'message' | 'report'

interface Acked {
  pets: Map<number, string>
  messages: Map<number, { sender: number; receiver: number; content: string }>
  reports: Map<number, string>
}

describe(`the server process under crashes (CRASH_SEED=${SEED})`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'petfolk-crash-'))
  const dbFile = join(dir, 'petfolk.db')
  let server: ChildServer | null = null
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL')
      await server.exited
    }
    rmSync(dir, { recursive: true, force: true })
  })

  it('keeps every acknowledged write, whole and with its alerts, through SIGKILLs and a SIGTERM', async () => {
    const random = seededRandom(SEED)
    const port = await freePort()
    // Limits scaled up: this stream is one person writing very fast, not what the limits are for.
    const env = { DATABASE_URL: dbFile, DATA_DIR: dir, SESSION_SECRET: 'crash-test-secret-crash-test-secret-0123', RATE_LIMIT_SCALE: '10000' }
    server = await spawnServer(port, env)
    const a = await new Member(server.url, 'crash-a@example.com').signIn()
    const b = await new Member(server.url, 'crash-b@example.com').signIn()
    // A report's photo must be its sender's own upload; the file and its row outlive the restarts.
    const photo = await uploadPhoto(a)
    // B watches the ZIP where A reports, so every report must carry one notification and one e-mail for B.
    await b.ok('POST', '/api/user-alert-preferences', { zip_codes: ['78704'], alert_radius: 25, email_alerts: true, species_preferences: [] })

    const acked: Acked = { pets: new Map(), messages: new Map(), reports: new Map() }
    const unexpected: string[] = []
    let counter = 0

    /** One write; 2xx answers are recorded as acknowledged, a dropped connection is simply unknown. */
    async function write(op: Op, n: number): Promise<void> {
      const [from, to] = n % 2 === 0 ? [a, b] : [b, a]
      const sent =
        op === 'pet'
          ? { who: a, path: '/api/pets', body: { name: `crash-pet-${n}`, species: 'cat' } }
          : op === 'message'
            ? { who: from, path: '/api/messages', body: { receiver_id: to.id, content: `crash-message-${n}` } }
            : { who: a, path: '/api/lost-pets', body: { ...sampleLostPet, photo_url: photo, pet_name: `crash-lost-${n}` } }
      let res: Awaited<ReturnType<Member['call']>>
      try {
        res = await sent.who.call('POST', sent.path, sent.body)
      } catch {
        return
      }
      if (res.status !== 201) {
        unexpected.push(`${op} ${n}: ${res.status} ${JSON.stringify(res.body)}`)
        return
      }
      const id = res.body.id as number
      if (op === 'pet') acked.pets.set(id, `crash-pet-${n}`)
      if (op === 'message') acked.messages.set(id, { sender: from.id, receiver: to.id, content: `crash-message-${n}` })
      if (op === 'report') acked.reports.set(id, `crash-lost-${n}`)
    }

    function stream(): { stop: () => Promise<void> } {
      let running = true
      const ops: Op[] = ['pet', 'message', 'report']
      const workers = Array.from({ length: WORKERS }, async () => {
        while (running) {
          const n = counter++
          await write(ops[n % ops.length] ?? 'pet', n)
        }
      })
      return {
        stop: async () => {
          running = false
          await Promise.all(workers)
        },
      }
    }

    const acknowledged = () => acked.pets.size + acked.messages.size + acked.reports.size
    const ackedPerCycle: number[] = []
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      if (cycle > 0) server = await spawnServer(port, env)
      const before = acknowledged()
      const writes = stream()
      // The kill comes at a random moment after the cycle's first acknowledged write: a fixed delay
      // from the start could pass before a freshly started server on a busy machine answered anything.
      const deadline = Date.now() + 30_000
      while (acknowledged() === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
      await new Promise((r) => setTimeout(r, Math.floor(random() * 1200)))
      server.child.kill('SIGKILL')
      expect((await server.exited).signal).toBe('SIGKILL')
      await writes.stop()
      ackedPerCycle.push(acknowledged() - before)
    }
    // Every cycle really wrote something before it was killed, or the test proves nothing.
    for (const [cycle, n] of ackedPerCycle.entries()) expect(n, `writes acknowledged in cycle ${cycle} (other answers: ${unexpected.slice(0, 3).join('; ') || 'none'})`).toBeGreaterThan(0)

    // SIGTERM: requests whose headers and part of their bodies have arrived finish with 2xx, then the process exits 0.
    server = await spawnServer(port, env)
    const writes = stream()
    const slow = Array.from({ length: 3 }, (_, i) =>
      slowJsonPost(server?.url ?? '', '/api/lost-pets', { ...sampleLostPet, photo_url: photo, pet_name: `crash-slow-${i}` }, { cookie: a.cookie(), origin: a.origin }),
    )
    await Promise.all(slow.map((s) => s.started))
    // Give the server time to read the headers even on a busy machine (as main.test.ts does).
    await new Promise((r) => setTimeout(r, 1000))
    server.child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    for (const s of slow) s.finish()
    const answers = await Promise.all(slow.map((s) => s.answer))
    for (const [i, answer] of answers.entries()) {
      expect(answer.status, answer.body).toBe(201)
      acked.reports.set((JSON.parse(answer.body) as { id: number }).id, `crash-slow-${i}`)
    }
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(server.stderr()).toBe('')
    await writes.stop()
    expect(unexpected, 'answers other than 201 to valid writes').toEqual([])

    // The file as the next start would find it.
    const db = new SQLite(dbFile)
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
      expect(db.pragma('foreign_key_check')).toEqual([])

      const pets = new Map((db.prepare('select id, name from pets where user_id = ?').all(a.id) as Array<{ id: number; name: string }>).map((r) => [r.id, r.name]))
      for (const [id, name] of acked.pets) expect(pets.get(id), `acknowledged pet ${id}`).toBe(name)

      const messages = db.prepare('select id, sender_id, receiver_id, content from direct_messages').all() as Array<{ id: number; sender_id: number; receiver_id: number; content: string }>
      const byId = new Map(messages.map((m) => [m.id, { sender: m.sender_id, receiver: m.receiver_id, content: m.content }]))
      for (const [id, message] of acked.messages) expect(byId.get(id), `acknowledged message ${id}`).toEqual(message)

      const reports = new Map((db.prepare('select id, pet_name from lost_pets where user_id = ?').all(a.id) as Array<{ id: number; pet_name: string }>).map((r) => [r.id, r.pet_name]))
      for (const [id, name] of acked.reports) expect(reports.get(id), `acknowledged lost-pet report ${id}`).toBe(name)

      // Each report, acknowledged or not, has exactly one alert for the watcher; no alert without its report.
      const alerts = db.prepare("select lost_pet_id from notifications where user_id = ? and kind = 'lost_pet_alert'").all(b.id) as Array<{ lost_pet_id: number }>
      const alertCounts = new Map<number, number>()
      for (const { lost_pet_id: id } of alerts) {
        expect(reports.has(id), `an alert for report ${id}, which does not exist`).toBe(true)
        alertCounts.set(id, (alertCounts.get(id) ?? 0) + 1)
      }
      for (const id of reports.keys()) expect(alertCounts.get(id) ?? 0, `alerts for report ${id}`).toBe(1)
      // And exactly one e-mail for the watcher: queued, or still in the report's 'deliver' job, which
      // the next start runs (a kill between the two leaves the job, never half of it).
      const mail = db.prepare('select lost_pet_id from outbox where to_address = ?').all(b.email) as Array<{ lost_pet_id: number }>
      const pending = db.prepare("select lost_pet_id from jobs where task = 'deliver' and notice_kind = 'lost_pet_alert'").all() as Array<{ lost_pet_id: number }>
      for (const id of reports.keys()) {
        const queued = mail.filter((m) => m.lost_pet_id === id).length
        const waiting = pending.filter((j) => j.lost_pet_id === id).length
        expect({ queued, waiting }, `e-mail for report ${id}`).toSatisfy((v: { queued: number; waiting: number }) => v.queued + v.waiting === 1)
      }
      expect(mail.every((m) => reports.has(m.lost_pet_id)), 'no e-mail without its report').toBe(true)
      expect(alerts.length).toBe(reports.size)
    } finally {
      db.close()
    }
  }, 180_000)
})
