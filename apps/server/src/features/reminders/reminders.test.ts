import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DialectName } from '../../db/dialect.ts'
import type { LiveEvent } from '../../delivery/live.ts'
import { REMINDER_KINDS } from '../../delivery/templates/reminders.ts'
import { createLogger } from '../../logger.ts'
import { testDevice } from '../push/local-push-service.ts'
import { json, type LooseJson } from '../../testing/json.ts'
import { runOneTask } from '../../testing/one-task.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { reminderTask } from './task.ts'

type Member = Awaited<ReturnType<TestContext['signInAs']>>

const HOUR_MS = 60 * 60 * 1000

/** A test context whose clock starts at 12:00 UTC on June 1, 2026: 05:00 that morning in Los Angeles. */
async function remindersContext(dialect: DialectName) {
  const t = await createTestContext(dialect, { RATE_LIMITS: 'off', TIME_ZONE: 'America/Los_Angeles' })
  const logger = createLogger('silent')
  const events: LiveEvent[] = []
  t.deps.events.subscribe((event) => events.push(event))
  const task = () => reminderTask(t.deps.db, { timeZone: t.deps.config.timeZone, appUrl: t.deps.config.appUrl, publish: (event) => t.deps.events.publish(event) })
  const reminders = runOneTask(task(), { clock: t.clock, logger })

  const send = async (member: Member, path: string, body: unknown, method = 'POST'): Promise<LooseJson> => {
    const res = await t.request(path, { method, cookie: member.cookie, json: body })
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`)
    return json(res)
  }
  /** A member with a pet, a veterinarian and a device that takes pushes. */
  const member = async (email: string, petName: string) => {
    const signedIn = await t.signInAs(email)
    const petId = (await send(signedIn, '/api/pets', { name: petName, species: 'dog' })).id as number
    const vetId = (await send(signedIn, '/api/veterinarians', { clinic_name: 'Harbor Vets', doctor_name: 'Dr. Imani Cole' })).id as number
    await send(signedIn, '/api/push/subscriptions', testDevice(`https://push.example.com/send/${signedIn.user.id}`).subscription)
    return { ...signedIn, petId, vetId }
  }
  const bell = async (m: Member, kinds: readonly string[]) =>
    ((await json(await t.request('/api/notifications', { cookie: m.cookie }))) as unknown as LooseJson[]).filter((n) => kinds.includes(n.kind as string))
  const pushes = async (m: Member) =>
    (
      await t.deps.db
        .selectFrom('push_outbox')
        .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_outbox.subscription_id')
        .select('push_outbox.payload')
        .where('push_subscriptions.user_id', '=', m.user.id)
        .orderBy('push_outbox.id')
        .execute()
    ).map((row) => JSON.parse(row.payload) as LooseJson)
  const mails = (m: Member) => t.deps.db.selectFrom('outbox').select(['subject', 'body_text']).where('to_address', '=', m.user.email).orderBy('id').execute()
  return { t, task, reminders, events, send, member, bell, pushes, mails }
}

for (const dialect of DIALECTS) {
  describe(`appointment reminders [${dialect}]`, () => {
    let c: Awaited<ReturnType<typeof remindersContext>>
    let owner: Awaited<ReturnType<typeof c.member>>
    let quiet: Awaited<ReturnType<typeof c.member>>
    let appointmentId: number
    const kinds = [REMINDER_KINDS.appointment]

    beforeAll(async () => {
      c = await remindersContext(dialect)
      owner = await c.member('reminded@example.com', 'Maple')
      quiet = await c.member('quiet@example.com', 'Rex')
      await c.send(quiet, '/api/settings', { appointment_reminders: false }, 'PUT')
      const schedule = async (m: typeof owner, appointment_date: string) =>
        (await c.send(m, '/api/appointments', { pet_id: m.petId, veterinarian_id: m.vetId, appointment_date, purpose: 'Annual checkup' })).id as number
      appointmentId = await schedule(owner, '2026-06-02T09:30:00')
      await schedule(quiet, '2026-06-02T09:30:00')
      await schedule(owner, '2026-06-05T09:30:00')
      const cancelled = await schedule(owner, '2026-06-02T10:00:00')
      await c.send(owner, `/api/appointments/${cancelled}`, { status: 'cancelled' }, 'PATCH')
    })
    afterAll(async () => {
      await c?.reminders.stop()
      await c?.t.dispose()
    })

    it('reads local times in TIME_ZONE: 9:30 tomorrow in Los Angeles is more than a day away at 05:00 there', async () => {
      // In UTC the same 9:30 would be 21.5 hours away, and reminded now.
      expect(await c.reminders.flush()).toBe(0)
      expect(await c.bell(owner, kinds)).toEqual([])
    })

    it('reminds the owner once a day ahead, in the bell, by push and by e-mail; a cancelled appointment gets none', async () => {
      c.t.clock.advance(5 * HOUR_MS) // 10:00 in Los Angeles
      expect(await c.reminders.flush()).toBe(1)
      const [notice, ...more] = await c.bell(owner, kinds)
      expect(more).toEqual([])
      expect(notice).toMatchObject({ title: 'Appointment tomorrow: Annual checkup for Maple', body: 'Jun 2, 2026 at 9:30 AM with Dr. Imani Cole at Harbor Vets.', link: '/appointments', is_read: false })
      expect(await c.pushes(owner)).toEqual([
        { title: notice?.title, body: notice?.body, url: '/appointments', tag: `${REMINDER_KINDS.appointment}-${appointmentId}`, urgency: 'normal' },
      ])
      const [mail, ...moreMail] = await c.mails(owner)
      expect(moreMail).toEqual([])
      // The subject is fixed text: the pet's name is the owner's writing, so it stays out of the header.
      expect(mail?.subject).toBe('Petfolk: your appointment reminder')
      expect(mail?.body_text).toContain('Jun 2, 2026 at 9:30 AM with Dr. Imani Cole at Harbor Vets.')
      expect(mail?.body_text).toContain(`${c.t.deps.config.appUrl}/appointments`)
      expect(c.events).toContainEqual({ topic: 'notifications', userIds: [owner.user.id] })
    })

    it('sends nothing to a member who turned appointment reminders off, and reminds them once they turn it back on', async () => {
      expect(await c.bell(quiet, kinds)).toEqual([])
      expect(await c.pushes(quiet)).toEqual([])
      expect(await c.mails(quiet)).toEqual([])
      await c.send(quiet, '/api/settings', { appointment_reminders: true }, 'PUT')
      expect(await c.reminders.flush()).toBe(1)
      expect((await c.bell(quiet, kinds)).map((n) => n.title)).toEqual(['Appointment tomorrow: Annual checkup for Rex'])
    })

    it('does not remind twice on the next round', async () => {
      c.t.clock.advance(5 * 60 * 1000)
      expect(await c.reminders.flush()).toBe(0)
      expect(await c.bell(owner, kinds)).toHaveLength(1)
      expect(await c.mails(owner)).toHaveLength(1)
    })

    it('reminds again once the appointment is moved', async () => {
      // No endpoint moves an appointment yet: whatever changes its date-time, the old reminder no longer matches it.
      await c.t.deps.db.updateTable('appointments').set({ appointment_date: '2026-06-02T08:00:00' }).where('id', '=', appointmentId).execute()
      expect(await c.reminders.flush()).toBe(1)
      expect((await c.bell(owner, kinds)).map((n) => n.body)).toEqual(['Jun 2, 2026 at 8:00 AM with Dr. Imani Cole at Harbor Vets.', 'Jun 2, 2026 at 9:30 AM with Dr. Imani Cole at Harbor Vets.'])
      expect(await c.reminders.flush()).toBe(0)
    })

    it('sends one reminder when two replicas run the task at once', async () => {
      await c.send(owner, '/api/appointments', { pet_id: owner.petId, veterinarian_id: owner.vetId, appointment_date: '2026-06-01T16:00:00', purpose: 'Vaccination' })
      const logger = createLogger('silent')
      const other = runOneTask(c.task(), { clock: c.t.clock, logger })
      try {
        const sent = await Promise.all([c.reminders.flush(), other.flush()])
        expect(sent[0] + sent[1]).toBe(1)
      } finally {
        await other.stop()
      }
      expect((await c.bell(owner, kinds)).map((n) => n.title)).toContain('Appointment today: Vaccination for Maple')
      expect(await c.bell(owner, kinds)).toHaveLength(3)
    })
  })

  describe(`medical due-date reminders [${dialect}]`, () => {
    let c: Awaited<ReturnType<typeof remindersContext>>
    let owner: Awaited<ReturnType<typeof c.member>>
    let noMeds: Awaited<ReturnType<typeof c.member>>
    let heartwormId: number
    const kinds = [REMINDER_KINDS.medication, REMINDER_KINDS.healthCheckup]
    const record = (title: string, record_type: string, date_recorded: string, next_due_date: string) => ({ title, record_type, date_recorded, next_due_date })

    beforeAll(async () => {
      // Today is June 1 in Los Angeles: due dates from May 31 to June 8 are reminded.
      c = await remindersContext(dialect)
      owner = await c.member('due@example.com', 'Maple')
      noMeds = await c.member('no-meds@example.com', 'Rex')
      await c.send(noMeds, '/api/settings', { medication_reminders: false }, 'PUT')
      const add = (m: typeof owner, body: unknown) => c.send(m, `/api/pets/${m.petId}/medical-records`, body)
      heartwormId = (await add(owner, record('Heartworm pill', 'medication', '2026-05-01', '2026-06-02'))).id as number
      await add(owner, record('Distemper', 'vaccination', '2025-06-05', '2026-06-05'))
      // Last year's rabies shot was due on June 3; the newer shot recorded since replaced its due date.
      await add(owner, record('Rabies', 'vaccination', '2025-06-03', '2026-06-03'))
      await add(owner, record('rabies ', 'vaccination', '2026-05-20', '2027-05-20'))
      await add(owner, record('Flea drops', 'medication', '2026-04-29', '2026-05-29'))
      await add(owner, record('Dental check', 'other', '2026-01-10', '2026-06-20'))
      await add(noMeds, record('Antibiotics', 'medication', '2026-05-25', '2026-06-02'))
      await add(noMeds, record('Bordetella', 'vaccination', '2025-06-04', '2026-06-04'))
    })
    afterAll(async () => {
      await c?.reminders.stop()
      await c?.t.dispose()
    })

    it('reminds of medications and checkups due within the week, once each, and not of a replaced or long-overdue due date', async () => {
      expect(await c.reminders.flush()).toBe(3)
      const notices = (await c.bell(owner, kinds)).map((n) => ({ kind: n.kind, title: n.title, body: n.body, link: n.link }))
      expect(notices.sort((a, b) => String(a.title).localeCompare(String(b.title)))).toEqual([
        {
          kind: REMINDER_KINDS.medication,
          title: 'Medication due: Heartworm pill for Maple',
          body: "Heartworm pill is due tomorrow (Jun 2, 2026). Once it is done, add it to Maple's records with its next due date.",
          link: `/pets/${owner.petId}`,
        },
        {
          kind: REMINDER_KINDS.healthCheckup,
          title: 'Vaccination due: Distemper for Maple',
          body: "Distemper is due on Jun 5, 2026. Once it is done, add it to Maple's records with its next due date.",
          link: `/pets/${owner.petId}`,
        },
      ])
      expect((await c.pushes(owner)).map((p) => p.title).sort()).toEqual(['Medication due: Heartworm pill for Maple', 'Vaccination due: Distemper for Maple'])
      expect((await c.mails(owner)).map((m) => m.subject).sort()).toEqual(['Petfolk: a health checkup is due', 'Petfolk: a medication is due'])
    })

    it('leaves out the kind a member turned off, and keeps the other', async () => {
      expect((await c.bell(noMeds, kinds)).map((n) => [n.kind, n.title])).toEqual([[REMINDER_KINDS.healthCheckup, 'Vaccination due: Bordetella for Rex']])
      expect((await c.mails(noMeds)).map((m) => m.subject)).toEqual(['Petfolk: a health checkup is due'])
    })

    it('does not remind twice, and reminds again once the due date is changed', async () => {
      expect(await c.reminders.flush()).toBe(0)
      await c.send(owner, `/api/pets/${owner.petId}/medical-records/${heartwormId}`, record('Heartworm pill', 'medication', '2026-05-01', '2026-06-04'), 'PUT')
      expect(await c.reminders.flush()).toBe(1)
      const medication = await c.bell(owner, [REMINDER_KINDS.medication])
      expect(medication.map((n) => n.body)).toEqual([
        "Heartworm pill is due on Jun 4, 2026. Once it is done, add it to Maple's records with its next due date.",
        "Heartworm pill is due tomorrow (Jun 2, 2026). Once it is done, add it to Maple's records with its next due date.",
      ])
      expect(await c.reminders.flush()).toBe(0)
    })
  })
}
