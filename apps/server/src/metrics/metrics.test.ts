import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError } from '../config.ts'
import { MAIL_MAX_ATTEMPTS } from '../delivery/mail-sender.ts'
import { startLocalPushService, testDevice, type LocalPushService } from '../features/push/local-push-service.ts'
import { Member, uploadPhoto } from '../robustness/fixtures.ts'
import { sampleLostPet } from '../robustness/samples.ts'
import { json } from '../testing/json.ts'
import { testConfig } from '../testing/test-context.ts'
import { DIALECTS } from '../testing/test-db.ts'
import { freePort, startTestServer } from '../testing/test-server.ts'
import { parseExposition, sampleValue, type MetricFamily } from '../testing/prometheus-text.ts'
import { NO_PROMTOOL, PROMTOOL, promtool } from '../testing/promtool.ts'
import { SseReader } from '../testing/sse-reader.ts'
import { QUEUE_DEPTH_CAP } from './queue-metrics.ts'
import { PAGES_ROUTE, UNMATCHED_ROUTE, UPLOADS_ROUTE } from './request-metrics.ts'

const TOKEN = 'metrics-test-token-0123456789abcdef'
const EXPOSITION_TYPE = 'text/plain; version=0.0.4; charset=utf-8'
const DURATION = 'petfolk_http_request_duration_seconds'

type Families = Map<string, MetricFamily>

/** Every family /metrics must carry, with its type (the pool's only on PostgreSQL). */
const EXPECTED_FAMILIES: Record<string, MetricFamily['type']> = {
  [DURATION]: 'histogram',
  petfolk_queue_depth: 'gauge',
  petfolk_queue_oldest_age_seconds: 'gauge',
  petfolk_pushes_total: 'counter',
  petfolk_emails_total: 'counter',
  petfolk_jobs_done_total: 'counter',
  petfolk_live_streams_open: 'gauge',
  process_cpu_user_seconds_total: 'counter',
  process_resident_memory_bytes: 'gauge',
  nodejs_eventloop_lag_seconds: 'gauge',
  nodejs_heap_size_used_bytes: 'gauge',
}
const POOL_FAMILIES = ['petfolk_db_pool_connections', 'petfolk_db_pool_waiting', 'petfolk_db_pool_max_connections']

/** Runs `promtool check metrics` on the text: a parse error fails; lint remarks are allowed only on prom-client's own process metrics. */
function checkWithPromtool(text: string): void {
  const run = promtool(['check', 'metrics'], text)
  // 0: clean; 3: parsed, with lint remarks; 1: Prometheus could not parse it.
  expect([0, 3], run.output).toContain(run.status)
  const remarks = run.output.split('\n').filter((line) => line.trim() !== '')
  expect(remarks.filter((line) => !line.startsWith('nodejs_')), run.output).toEqual([])
}

function routeLabels(families: Families): string[] {
  return [...new Set(families.get(DURATION)?.samples.map((s) => s.labels.route ?? '') ?? [])]
}

for (const dialect of DIALECTS) {
  describe(`metrics [${dialect}]`, () => {
    describe('with neither METRICS_TOKEN nor METRICS_PORT', () => {
      let server: Awaited<ReturnType<typeof startTestServer>>
      beforeAll(async () => {
        server = await startTestServer(dialect)
      })
      afterAll(() => server?.stop())

      it('answers /metrics with 404 like any unknown path, never with the web app, token or not', async () => {
        for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
          const res = await fetch(`${server.baseUrl}/metrics`, { headers })
          expect(res.status).toBe(404)
          expect(res.headers.get('content-type')).toMatch(/^application\/json/)
          expect(await json(res)).toEqual({ error: 'Not found.' })
        }
      })
    })

    describe('with METRICS_TOKEN and METRICS_PORT', () => {
      let server: Awaited<ReturnType<typeof startTestServer>>
      let metricsPort: number
      let pushService: LocalPushService
      const scrapeText = async (): Promise<string> => {
        const res = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
        expect(res.status).toBe(200)
        return res.text()
      }
      const scrape = async (): Promise<Families> => parseExposition(await scrapeText())
      const value = async (name: string, labels: Record<string, string> = {}) => sampleValue(await scrape(), name, labels) ?? 0

      beforeAll(async () => {
        metricsPort = await freePort()
        pushService = await startLocalPushService()
        // Nothing listens there: every e-mail try fails and is counted as such.
        const refusingSmtp = await freePort()
        server = await startTestServer(dialect, { METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort), SMTP_URL: `smtp://127.0.0.1:${refusingSmtp}` })
      })
      afterAll(async () => {
        await server?.stop()
        await pushService?.close()
      })

      it('refuses a scrape on the app port without the token, or with another: 401, WWW-Authenticate: Bearer, a sentence', async () => {
        const wrong = `${TOKEN.slice(0, -1)}x`
        for (const authorization of [undefined, `Bearer ${wrong}`, `Bearer ${TOKEN}extra`, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`]) {
          const res = await fetch(`${server.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} })
          expect(res.status, authorization).toBe(401)
          expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="metrics"/)
          expect((await json(res)).error).toMatch(/METRICS_TOKEN/)
        }
        const res = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `bearer ${TOKEN}` } })
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe(EXPOSITION_TYPE)
        expect(res.headers.get('cache-control')).toBe('no-store')
        const post = await fetch(`${server.baseUrl}/metrics`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })
        expect(post.status).toBe(405)
        expect(post.headers.get('allow')).toBe('GET, HEAD')
      })

      it('serves GET /metrics without a token on the loopback port, and nothing else there', async () => {
        const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe(EXPOSITION_TYPE)
        expect(parseExposition(await res.text()).has(DURATION)).toBe(true)
        const other = await fetch(`http://127.0.0.1:${metricsPort}/api/pets`)
        expect(other.status).toBe(404)
        expect((await json(other)).error).toMatch(/only GET \/metrics/)
        // Bound to 127.0.0.1 only: this machine's other addresses refuse the connection.
        const outside = Object.values(networkInterfaces())
          .flat()
          .find((address) => address?.family === 'IPv4' && !address.internal)?.address
        if (outside) {
          const refused = await new Promise<boolean>((resolve) => {
            const socket = connect(metricsPort, outside)
            socket.once('connect', () => {
              socket.destroy()
              resolve(false)
            })
            socket.once('error', () => resolve(true))
          })
          expect(refused, `connecting to ${outside}:${metricsPort}`).toBe(true)
        }
      })

      it('is text in the exposition format, with every family it should have', async () => {
        await fetch(`${server.baseUrl}/api/pets`)
        const families = parseExposition(await scrapeText())
        for (const [name, type] of Object.entries(EXPECTED_FAMILIES)) expect(families.get(name)?.type, name).toBe(type)
        for (const name of POOL_FAMILIES) expect(families.has(name), name).toBe(dialect === 'postgres')
        for (const family of families.values()) if (family.name.startsWith('petfolk_')) expect(family.help, family.name).toBeTruthy()
      })

      it.skipIf(!PROMTOOL)(`passes promtool check metrics, Prometheus' own parser (skipped where ${NO_PROMTOOL})`, async () => {
        await fetch(`${server.baseUrl}/api/no-such-thing`)
        checkWithPromtool(await scrapeText())
      })

      it('times requests under the route pattern that answered, never the raw path', async () => {
        const pets = { route: '/api/pets/:id', method: 'GET', status_class: '4xx' }
        const unmatched = { route: UNMATCHED_ROUTE, method: 'GET', status_class: '4xx' }
        const before = await scrape()
        const count = (families: Families, labels: Record<string, string>) => sampleValue(families, `${DURATION}_count`, labels) ?? 0
        // Not signed in: 401 from the route itself, counted under its pattern.
        for (const id of [123, 456, 123]) expect((await fetch(`${server.baseUrl}/api/pets/${id}`)).status).toBe(401)
        expect((await fetch(`${server.baseUrl}/api/no-such-thing/987`)).status).toBe(404)
        await fetch(`${server.baseUrl}/uploads/ab/0000000000000000000000000000abcd.jpg`)

        const after = await scrape()
        expect(count(after, pets) - count(before, pets)).toBe(3)
        expect(count(after, unmatched) - count(before, unmatched)).toBe(1)
        expect(count(after, { route: UPLOADS_ROUTE, method: 'GET' })).toBeGreaterThan(0)
        for (const route of routeLabels(after)) {
          if ([UNMATCHED_ROUTE, UPLOADS_ROUTE, PAGES_ROUTE].includes(route)) continue
          expect(route, 'a route label is a pattern').toMatch(/^\/api(\/[a-z0-9.-]+|\/:[a-zA-Z]+)*$/)
          expect(route, 'no id in a route label').not.toMatch(/\/\d+(\/|$)/)
        }
        // Health checks and scrapes skip the framework and are not counted.
        const total = (families: Families) => families.get(DURATION)?.samples.filter((s) => s.name === `${DURATION}_count`).reduce((sum, s) => sum + s.value, 0)
        const counted = total(await scrape())
        expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200)
        expect(total(await scrape())).toBe(counted)
      })

      it('counts the fan-out, the pushes and the e-mails when a lost-pet report alerts a watching neighbour', async () => {
        const reporter = await new Member(server.baseUrl, 'reporter@example.com').signIn()
        const watcher = await new Member(server.baseUrl, 'watcher@example.com').signIn()
        await watcher.ok('POST', '/api/user-alert-preferences', { zip_codes: ['78701'], alert_radius: 10, email_alerts: true, species_preferences: [] })
        const phone = testDevice(pushService.endpoint('phone'))
        const laptop = testDevice(pushService.endpoint('laptop'))
        pushService.answer('laptop', 500)
        for (const device of [phone, laptop]) expect((await watcher.call('POST', '/api/push/subscriptions', device.subscription)).status).toBe(201)

        const counters = async () => {
          const families = await scrape()
          return {
            sent: sampleValue(families, 'petfolk_pushes_total', { outcome: 'sent' }),
            retried: sampleValue(families, 'petfolk_pushes_total', { outcome: 'retried' }),
            mailRetried: sampleValue(families, 'petfolk_emails_total', { outcome: 'retried' }),
            fanouts: sampleValue(families, 'petfolk_jobs_done_total', { queue: 'fanout' }),
            reports: sampleValue(families, `${DURATION}_count`, { route: '/api/lost-pets', method: 'POST', status_class: '2xx' }) ?? 0,
          }
        }
        const before = await counters()
        expect(before).toMatchObject({ sent: 0, retried: 0, mailRetried: 0, fanouts: 0 })

        expect((await reporter.call('POST', '/api/lost-pets', { ...sampleLostPet, photo_url: await uploadPhoto(reporter) })).status).toBe(201)
        await pushService.waitFor(2, 10_000)
        // The laptop's push waits 30 s before its next try, so its counts hold still; the e-mail
        // sender tries again every 5 s, so its count only grows.
        await expect
          .poll(counters, { timeout: 10_000 })
          .toEqual({ sent: 1, retried: 1, mailRetried: expect.any(Number), fanouts: 1, reports: before.reports + 1 })
        await expect.poll(async () => (await counters()).mailRetried, { timeout: 10_000 }).toBeGreaterThanOrEqual(1)
      })

      it('reads queue depth and oldest age from the database: given-up and sent rows are not waiting, and the count stops at its cap', async () => {
        const now = Date.now()
        const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()
        // Claimed by another replica a moment ago, so this server's sender leaves the rows alone.
        const claimed = new Date(now + 60_000).toISOString()
        const mail = { to_address: 'someone@example.com', subject: 'Hello', body_text: 'Hi.', kind: 'test' }
        await server.db.deleteFrom('outbox').execute()
        await server.db
          .insertInto('outbox')
          .values([
            { ...mail, created_at: ago(7200), attempts: MAIL_MAX_ATTEMPTS, last_error: 'refused' },
            { ...mail, created_at: ago(9000), sent_at: ago(8000), attempts: 1 },
            { ...mail, created_at: ago(600), claimed_at: claimed, attempts: 1 },
            { ...mail, created_at: ago(30), claimed_at: claimed, attempts: 0 },
          ])
          .execute()
        let families = await scrape()
        expect(sampleValue(families, 'petfolk_queue_depth', { queue: 'mail' })).toBe(2)
        const age = sampleValue(families, 'petfolk_queue_oldest_age_seconds', { queue: 'mail' }) ?? 0
        expect(age).toBeGreaterThanOrEqual(600)
        expect(age).toBeLessThan(660)
        expect(sampleValue(families, 'petfolk_queue_depth', { queue: 'fanout' })).toBe(0)
        expect(sampleValue(families, 'petfolk_queue_oldest_age_seconds', { queue: 'fanout' })).toBe(0)

        // A city-scale alert's worth of mail: counted up to the cap, so a scrape stays cheap.
        await sql`
          insert into outbox (to_address, subject, body_text, kind, created_at, claimed_at, attempts)
          with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${QUEUE_DEPTH_CAP})
          select 'n' || n || '@example.com', 'Hello', 'Hi.', 'test', ${ago(5)}, ${claimed}, 0 from seq
        `.execute(server.db)
        families = await scrape()
        expect(sampleValue(families, 'petfolk_queue_depth', { queue: 'mail' })).toBe(QUEUE_DEPTH_CAP)
        expect(sampleValue(families, 'petfolk_queue_oldest_age_seconds', { queue: 'mail' })).toBeGreaterThanOrEqual(600)

        await server.db.deleteFrom('outbox').execute()
        families = await scrape()
        expect(sampleValue(families, 'petfolk_queue_depth', { queue: 'mail' })).toBe(0)
        expect(sampleValue(families, 'petfolk_queue_oldest_age_seconds', { queue: 'mail' })).toBe(0)
      })

      it('reports the live streams open and, on PostgreSQL, the connection pool', async () => {
        const member = await new Member(server.baseUrl, 'streamer@example.com').signIn()
        const res = await fetch(`${server.baseUrl}/api/events`, { headers: { cookie: member.cookie(), accept: 'text/event-stream' } })
        const tab = new SseReader(res)
        await tab.waitForEvent('ready')
        expect(await value('petfolk_live_streams_open')).toBe(1)
        await tab.cancel()
        await expect.poll(() => value('petfolk_live_streams_open')).toBe(0)

        const families = await scrape()
        if (dialect === 'postgres') {
          const max = sampleValue(families, 'petfolk_db_pool_max_connections')
          // createTestDatabase opens its PostgreSQL pool with 5 connections.
          expect(max).toBe(5)
          const inUse = sampleValue(families, 'petfolk_db_pool_connections', { state: 'in_use' }) ?? -1
          const idle = sampleValue(families, 'petfolk_db_pool_connections', { state: 'idle' }) ?? -1
          expect(inUse).toBeGreaterThanOrEqual(0)
          expect(idle).toBeGreaterThanOrEqual(0)
          expect(inUse + idle).toBeGreaterThan(0)
          expect(inUse + idle).toBeLessThanOrEqual(5)
          expect(sampleValue(families, 'petfolk_db_pool_waiting')).toBe(0)
        } else {
          expect(sampleValue(families, 'petfolk_db_pool_max_connections')).toBeUndefined()
        }
      })

      it('closes the metrics listener with the server', async () => {
        await server.running.close(1000)
        await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow()
      })
    })
  })
}

describe('metrics configuration', () => {
  const problem = (env: Record<string, string>) => {
    try {
      testConfig(env)
    } catch (err) {
      if (err instanceof ConfigError) return err.message
      throw err
    }
    return null
  }

  it('refuses a short or spaced token and a port that is not one, or is PORT, with a sentence', () => {
    expect(problem({ METRICS_TOKEN: 'short' })).toMatch(/METRICS_TOKEN must be at least 16 characters/)
    expect(problem({ METRICS_TOKEN: 'a token with spaces in it' })).toMatch(/METRICS_TOKEN must be printable ASCII without spaces/)
    for (const port of ['abc', '0', '70000', '80.5']) expect(problem({ METRICS_PORT: port }), port).toMatch(/METRICS_PORT must be a port number from 1 to 65535/)
    expect(problem({ PORT: '9464', METRICS_PORT: '9464' })).toMatch(/METRICS_PORT must differ from PORT/)
    expect(testConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464' }).metrics).toEqual({ token: TOKEN, port: 9464 })
    expect(testConfig().metrics).toEqual({ token: null, port: null })
  })
})

describe('the scrape configuration and alert rules in docs/operations.md', () => {
  const operations = readFileSync(join(import.meta.dirname, '../../../../docs/operations.md'), 'utf8')
  /** The fenced YAML block whose first line names the file, as the Metrics section writes them. */
  const block = (file: string): string => {
    const found = new RegExp(`\`\`\`yaml\\n(# ${file.replace('.', '\\.')}\\n[\\s\\S]*?)\`\`\``).exec(operations)?.[1]
    if (!found) throw new Error(`docs/operations.md has no \`\`\`yaml block starting "# ${file}"`)
    return found
  }
  let families: Families

  beforeAll(async () => {
    const server = await startTestServer('sqlite', { METRICS_TOKEN: TOKEN })
    try {
      await fetch(`${server.baseUrl}/api/pets`)
      const res = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      families = parseExposition(await res.text())
    } finally {
      await server.stop()
    }
  })

  it('names only metrics and labels that /metrics serves', () => {
    const rules = block('petfolk-alerts.yml')
    const section = operations.slice(operations.indexOf('## Metrics'), operations.indexOf('\n## ', operations.indexOf('## Metrics') + 1))
    const named = new Set([...`${rules}\n${section}`.matchAll(/\bpetfolk_[a-z_]+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, '')))
    expect(named.size).toBeGreaterThan(8)
    for (const name of named) expect(families.has(name) || POOL_FAMILIES.includes(name), `${name} is in the docs but not in /metrics`).toBe(true)
    // Queues and outcomes are served from the start; a status class once a request had it.
    for (const [, label, value] of rules.matchAll(/(queue|outcome|status_class)=~?"([^"]+)"/g)) {
      for (const one of value?.split('|') ?? []) {
        const served = label === 'status_class' ? /^[1-5]xx$/.test(one) : [...families.values()].some((family) => family.samples.some((s) => s.labels[label ?? ''] === one))
        expect(served, `${label}="${one}"`).toBe(true)
      }
    }
  })

  it.skipIf(!PROMTOOL)(`passes promtool check config and check rules (skipped where ${NO_PROMTOOL})`, () => {
    const dir = mkdtempSync(join(tmpdir(), 'petfolk-prometheus-'))
    try {
      writeFileSync(join(dir, 'prometheus.yml'), block('prometheus.yml'))
      writeFileSync(join(dir, 'petfolk-alerts.yml'), block('petfolk-alerts.yml'))
      // The token file the scrape configuration names; promtool checks that it exists.
      writeFileSync(join(dir, 'petfolk-metrics-token'), `${TOKEN}\n`)
      const config = promtool(['check', 'config', join(dir, 'prometheus.yml')])
      expect(config.status, config.output).toBe(0)
      expect(config.output).toMatch(/1 rule files found/)
      const rules = promtool(['check', 'rules', join(dir, 'petfolk-alerts.yml')])
      expect(rules.status, rules.output).toBe(0)
      expect(rules.output).toMatch(/3 rules found/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
