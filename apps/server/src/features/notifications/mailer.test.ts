import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RETRY_BACKOFF_MS } from '../../retry-schedule.ts'
import { createTestContext, type TestContext } from '../../testing/test-context.ts'
import { DIALECTS } from '../../testing/test-db.ts'
import { MAIL_MAX_ATTEMPTS, startOutboxSender, type MailOutcome, type OutboxSender } from './mailer.ts'
import { queueMail } from './store.ts'

/** A real SMTP server on loopback that accepts or refuses (451, "try again later") as told. */
async function startSmtpServer() {
  const received: string[] = []
  let refusing = true
  let tries = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        tries += 1
        if (refusing) return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }))
        received.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    tries: () => tries,
    accept: () => (refusing = false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

for (const dialect of DIALECTS) {
  describe(`the mail sender [${dialect}]`, () => {
    let t: TestContext
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>
    let sender: OutboxSender
    const outcomes: MailOutcome[] = []

    beforeAll(async () => {
      t = await createTestContext(dialect)
      smtp = await startSmtpServer()
      sender = startOutboxSender(t.deps.db, { smtpUrl: smtp.url, from: 'Petfolk <no-reply@petfolk.test>', appUrl: 'http://petfolk.test', logger: t.deps.logger, clock: t.clock, onOutcome: (o) => outcomes.push(o) })
    })
    afterAll(async () => {
      sender?.stop()
      await smtp?.close()
      await t?.dispose()
    })

    const row = (subject: string) => t.deps.db.selectFrom('outbox').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow()

    it('waits out a backoff after a refused try instead of trying again at the next poll, then sends', async () => {
      await queueMail(t.deps.db, [{ to: 'neighbour@example.com', subject: 'Backoff check', text: 'Have you seen Rusty?' }], t.clock.now())

      expect(await sender.flush()).toBe(0)
      expect(smtp.tries()).toBe(1)
      const failed = await row('Backoff check')
      expect(failed.attempts).toBe(1)
      expect(failed.sent_at).toBeNull()
      expect(failed.last_error).toContain('try again later')
      expect(Date.parse(failed.next_attempt_at ?? '') - t.clock.now().getTime()).toBe(RETRY_BACKOFF_MS[0])
      expect(outcomes).toEqual(['retry'])

      // The SMTP server is back, but the backoff is not over: nothing is tried.
      smtp.accept()
      t.clock.advance(RETRY_BACKOFF_MS[0] - 1000)
      expect(await sender.flush()).toBe(0)
      expect(smtp.tries()).toBe(1)

      t.clock.advance(1000)
      expect(await sender.flush()).toBe(1)
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]).toContain('Subject: Backoff check')
      const sent = await row('Backoff check')
      expect(sent.sent_at).toBe(t.clock.now().toISOString())
      expect(sent.last_error).toBeNull()
      expect(outcomes).toEqual(['retry', 'sent'])
    })
  })
}

describe('the mail sender when the SMTP server keeps refusing', () => {
  let t: TestContext
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let sender: OutboxSender
  const outcomes: MailOutcome[] = []

  beforeAll(async () => {
    t = await createTestContext('sqlite')
    smtp = await startSmtpServer()
    sender = startOutboxSender(t.deps.db, { smtpUrl: smtp.url, from: 'Petfolk <no-reply@petfolk.test>', appUrl: 'http://petfolk.test', logger: t.deps.logger, clock: t.clock, onOutcome: (o) => outcomes.push(o) })
  })
  afterAll(async () => {
    sender?.stop()
    await smtp?.close()
    await t?.dispose()
  })

  it('tries MAIL_MAX_ATTEMPTS times over longer and longer waits, then gives up and keeps the last error', async () => {
    await queueMail(t.deps.db, [{ to: 'neighbour@example.com', subject: 'Give-up check', text: 'Have you seen Rusty?' }], t.clock.now())
    const waits: number[] = []
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await sender.flush()
      expect(smtp.tries()).toBe(attempt)
      const failed = await t.deps.db.selectFrom('outbox').selectAll().where('subject', '=', 'Give-up check').executeTakeFirstOrThrow()
      expect(failed.attempts).toBe(attempt)
      const wait = Date.parse(failed.next_attempt_at ?? '') - t.clock.now().getTime()
      waits.push(wait)
      t.clock.advance(wait)
    }
    expect(waits.slice(0, 4)).toEqual([...RETRY_BACKOFF_MS])
    expect(outcomes).toEqual(['retry', 'retry', 'retry', 'retry', 'given-up'])

    // Given up: later polls leave it alone, with its error for the operator.
    t.clock.advance(24 * 60 * 60_000)
    await sender.flush()
    expect(smtp.tries()).toBe(MAIL_MAX_ATTEMPTS)
    const given = await t.deps.db.selectFrom('outbox').selectAll().where('subject', '=', 'Give-up check').executeTakeFirstOrThrow()
    expect(given.sent_at).toBeNull()
    expect(given.last_error).toContain('try again later')
  })
})
