import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RETRY_BACKOFF_MS } from '../retry-schedule.ts'
import { createTestContext, type TestContext } from '../testing/test-context.ts'
import type { DialectName } from '../db/dialect.ts'
import { DIALECTS } from '../testing/test-db.ts'
import { runOneTask, type OneTask } from '../testing/one-task.ts'
import { MAIL_MAX_ATTEMPTS, mailTask, type MailOutcome } from './mail-sender.ts'
import { queueMail } from './mail-outbox.ts'

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

/** A test database, an SMTP server and a mail sender between them, on the test clock; stopped after the suite. */
function senderAgainstSmtp(dialect: DialectName) {
  const rig = {} as { t: TestContext; smtp: Awaited<ReturnType<typeof startSmtpServer>>; sender: OneTask; outcomes: MailOutcome[] }
  beforeAll(async () => {
    rig.t = await createTestContext(dialect)
    rig.smtp = await startSmtpServer()
    rig.outcomes = []
    const task = mailTask(rig.t.deps.db, {
      dialect,
      smtpUrl: rig.smtp.url,
      from: 'Petfolk <no-reply@petfolk.test>',
      appUrl: 'http://petfolk.test',
      logger: rig.t.deps.logger,
      onOutcome: (o) => rig.outcomes.push(o),
    })
    rig.sender = runOneTask(task, { clock: rig.t.clock, logger: rig.t.deps.logger })
  })
  afterAll(async () => {
    await rig.sender?.stop()
    await rig.smtp?.close()
    await rig.t?.dispose()
  })
  return rig
}

for (const dialect of DIALECTS) {
  describe(`the mail sender [${dialect}]`, () => {
    const rig = senderAgainstSmtp(dialect)

    const row = (subject: string) => rig.t.deps.db.selectFrom('outbox').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow()

    it('waits out a backoff after a refused try instead of trying again at the next poll, then sends', async () => {
      await queueMail(rig.t.deps.db, [{ to: 'neighbour@example.com', subject: 'Backoff check', text: 'Have you seen Rusty?' }], rig.t.clock.now())

      expect(await rig.sender.flush()).toBe(0)
      expect(rig.smtp.tries()).toBe(1)
      const failed = await row('Backoff check')
      expect(failed.attempts).toBe(1)
      expect(failed.sent_at).toBeNull()
      expect(failed.last_error).toContain('try again later')
      expect(Date.parse(failed.next_attempt_at ?? '') - rig.t.clock.now().getTime()).toBe(RETRY_BACKOFF_MS[0])
      expect(rig.outcomes).toEqual(['retry'])

      // The SMTP server is back, but the backoff is not over: nothing is tried.
      rig.smtp.accept()
      rig.t.clock.advance(RETRY_BACKOFF_MS[0] - 1000)
      expect(await rig.sender.flush()).toBe(0)
      expect(rig.smtp.tries()).toBe(1)

      rig.t.clock.advance(1000)
      expect(await rig.sender.flush()).toBe(1)
      expect(rig.smtp.received).toHaveLength(1)
      expect(rig.smtp.received[0]).toContain('Subject: Backoff check')
      const sent = await row('Backoff check')
      expect(sent.sent_at).toBe(rig.t.clock.now().toISOString())
      expect(sent.last_error).toBeNull()
      expect(rig.outcomes).toEqual(['retry', 'sent'])
    })
  })
}

describe('the mail sender when the SMTP server keeps refusing', () => {
  const rig = senderAgainstSmtp('sqlite')

  it('tries MAIL_MAX_ATTEMPTS times over longer and longer waits, then gives up and keeps the last error', async () => {
    await queueMail(rig.t.deps.db, [{ to: 'neighbour@example.com', subject: 'Give-up check', text: 'Have you seen Rusty?' }], rig.t.clock.now())
    const waits: number[] = []
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await rig.sender.flush()
      expect(rig.smtp.tries()).toBe(attempt)
      const failed = await rig.t.deps.db.selectFrom('outbox').selectAll().where('subject', '=', 'Give-up check').executeTakeFirstOrThrow()
      expect(failed.attempts).toBe(attempt)
      const wait = Date.parse(failed.next_attempt_at ?? '') - rig.t.clock.now().getTime()
      waits.push(wait)
      rig.t.clock.advance(wait)
    }
    expect(waits.slice(0, 4)).toEqual([...RETRY_BACKOFF_MS])
    expect(rig.outcomes).toEqual(['retry', 'retry', 'retry', 'retry', 'given-up'])

    // Given up: later polls leave it alone, with its error for the operator.
    rig.t.clock.advance(24 * 60 * 60_000)
    await rig.sender.flush()
    expect(rig.smtp.tries()).toBe(MAIL_MAX_ATTEMPTS)
    const given = await rig.t.deps.db.selectFrom('outbox').selectAll().where('subject', '=', 'Give-up check').executeTakeFirstOrThrow()
    expect(given.sent_at).toBeNull()
    expect(given.last_error).toContain('try again later')
  })
})
