import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_IDP_PATH } from '../auth/dev-idp.ts'
import { HttpBrowser } from '../testing/dev-signin.ts'
import { httpsClient, type HttpsClient } from '../testing/https-client.ts'
import { SseReader } from '../testing/sse-reader.ts'
import { freePort } from '../testing/test-server.ts'
import { startReplicaPair, type ReplicaPair } from './replica-pair.ts'

const OPERATIONS_MD = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'operations.md')

/** The fenced block of this language in docs/operations.md, exactly as an operator would copy it. */
export function documentedBlock(language: string): string {
  const blocks = [...readFileSync(OPERATIONS_MD, 'utf8').matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))]
  if (blocks.length !== 1) throw new Error(`docs/operations.md has ${blocks.length} \`\`\`${language} blocks; this test runs exactly one`)
  return blocks[0]?.[1] ?? ''
}

/**
 * The documented configuration with the example's addresses, ports and paths replaced by this
 * test's. Every text to replace must be in it, so a change to the docs that this test does not
 * follow fails here instead of testing something else.
 */
export function substituted(documented: string, replacements: Array<[string, string]>): string {
  let text = documented
  for (const [example, actual] of replacements) {
    if (!text.includes(example)) throw new Error(`the documented configuration no longer contains ${JSON.stringify(example)}`)
    text = text.replaceAll(example, actual)
  }
  return text
}

/** The path of an installed program (PATH, then the sbin folders root's PATH has), or null. */
export function installed(program: string): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/bin']
  for (const dir of dirs.filter(Boolean)) {
    const path = join(dir, program)
    try {
      accessSync(path, constants.X_OK)
      return path
    } catch {
      // not in this folder
    }
  }
  return null
}

export interface Certificates {
  ca: string
  certFile: string
  keyFile: string
}

/** A private certificate authority and a certificate for localhost it signed, made with openssl in `dir`. */
export function makeCertificates(dir: string): Certificates {
  const file = (name: string) => join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] })
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Petfolk test CA', '-keyout', file('ca.key'), '-out', file('ca.crt'),
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign')
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-keyout', file('server.key'), '-out', file('server.csr'))
  writeFileSync(file('server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n')
  openssl('x509', '-req', '-in', file('server.csr'), '-CA', file('ca.crt'), '-CAkey', file('ca.key'), '-CAcreateserial', '-days', '2', '-extfile', file('server.ext'), '-out', file('server.crt'))
  return { ca: readFileSync(file('ca.crt'), 'utf8'), certFile: file('server.crt'), keyFile: file('server.key') }
}

/** What a proxy under test is given: its folder, its ports, the replicas and the certificate. */
export interface ProxySetup {
  dir: string
  httpsPort: number
  httpPort: number
  /** The two replicas' loopback `host:port`. */
  upstreams: [string, string]
  certificates: Certificates
}

export interface RunningProxy {
  /** Which replica (`host:port`) answered each request, in order, when the proxy can tell. */
  upstreamLog?: () => Array<{ path: string; upstream: string }>
  /** What the proxy wrote about itself, for failure messages. */
  diagnostics(): string
  stop(): Promise<void>
}

/** A proxy as a child process; `stop` ends it and waits. */
export function runProxy(command: string, args: string[], env: Record<string, string> = {}): { child: ChildProcess; output: () => string; stop: () => Promise<void> } {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}

export interface TlsProxySuite {
  /** Names the proxy in the test titles ("nginx", "Caddy"). */
  name: string
  /** Why the suite cannot run here, or null. */
  skipReason: string | null
  start(setup: ProxySetup): Promise<RunningProxy>
}

const WAIT_MS = 15_000

/**
 * Issue 28, item 7: two replicas behind the documented proxy configuration, speaking TLS with a
 * certificate from a private authority that only the test's browser trusts (not the replicas),
 * on a port other than 443. A member signs in through it with the development provider, whose
 * every address must be APP_URL's, receives a live event through it, and sees HSTS.
 */
export function describeBehindTlsProxy(suite: TlsProxySuite): void {
  const title = `two replicas behind the documented ${suite.name} configuration, over TLS on a port of its own`
  const skipReason = !process.env.TEST_DATABASE_URL
    ? 'set TEST_DATABASE_URL to run; the replicas share one PostgreSQL'
    : !installed('openssl')
      ? 'openssl is not installed (Debian: apt-get install openssl); it makes the test certificates'
      : suite.skipReason
  describe.skipIf(skipReason !== null)(skipReason === null ? title : `${title} (skipped: ${skipReason})`, () => {
    let dir: string
    let pair: ReplicaPair
    let proxy: RunningProxy
    let client: HttpsClient
    let publicUrl: string
    const tabs: SseReader[] = []

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'petfolk-tls-proxy-'))
      // When run as root, nginx's workers are another user and must reach their temp folders.
      chmodSync(dir, 0o755)
      const certificates = makeCertificates(dir)
      const [httpsPort, httpPort] = [await freePort(), await freePort()]
      publicUrl = `https://localhost:${httpsPort}`
      pair = await startReplicaPair(process.env.TEST_DATABASE_URL ?? '', `tls_${suite.name.toLowerCase()}`, {
        together: false,
        appUrl: publicUrl,
        // As the docs' demo runs: production, development sign-in on purpose, one proxy in front,
        // and no secret in the environment. No NODE_EXTRA_CA_CERTS: the replicas do not trust the
        // test's authority, so nothing of theirs may go out through the public address.
        env: { NODE_ENV: 'production', ALLOW_DEV_SIGNIN: '1', TRUST_PROXY: '1' },
        secretsInEnv: false,
      })
      const upstreams = [pair.r1, pair.r2].map((url) => new URL(url).host) as [string, string]
      proxy = await suite.start({ dir, httpsPort, httpPort, upstreams, certificates })
      client = httpsClient(certificates.ca)
      await untilHealthy()
    }, 150_000)

    afterAll(async () => {
      await Promise.all(tabs.map((tab) => tab.cancel()))
      client?.close()
      await proxy?.stop()
      await pair?.dispose()
      if (dir) rmSync(dir, { recursive: true, force: true })
    })

    async function untilHealthy(): Promise<void> {
      const until = Date.now() + WAIT_MS
      let last = 'no answer'
      while (Date.now() < until) {
        try {
          const res = await client.send(`${publicUrl}/api/health`, {})
          await res.text()
          if (res.ok) return
          last = `status ${res.status}`
        } catch (err) {
          last = (err as Error).message
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`${suite.name} did not answer /api/health through ${publicUrl} (${last}): ${proxy.diagnostics()}`)
    }

    /** Signs a member in as a browser would, keeping every address it was sent to. */
    async function signIn(email: string) {
      const visited: string[] = []
      const locations: string[] = []
      const browser = new HttpBrowser(publicUrl, async (url, init) => {
        visited.push(url)
        const res = await client.send(url, init)
        const location = res.headers.get('location')
        if (location) locations.push(location)
        return res
      })
      await browser.signIn({ email, name: email.split('@')[0] ?? email })
      const me = await browser.fetch('/api/users/me')
      expect(me.status, await me.clone().text()).toBe(200)
      const { id } = (await me.json()) as { id: number }
      return { browser, id, visited, locations }
    }

    it('signs in with the development provider, which sends the browser only to APP_URL', async () => {
      const { visited, locations, browser } = await signIn('tls-rosa@example.com')
      expect(visited.filter((url) => url.includes(`${DEV_IDP_PATH}/`)).length).toBeGreaterThan(2)
      for (const url of visited) expect(url.startsWith(`${publicUrl}/`), url).toBe(true)
      // Absolute, and on the public origin: never a replica's address, a Host without its port or plain http.
      expect(locations.length).toBeGreaterThan(2)
      for (const location of locations) expect(location.startsWith(`${publicUrl}/`), location).toBe(true)
      const me = (await (await browser.fetch('/api/users/me')).json()) as { email: string }
      expect(me.email).toBe('tls-rosa@example.com')
      const log = proxy.upstreamLog?.()
      if (log) {
        // The provider's steps of that sign-in were spread over both replicas by the proxy.
        const atProvider = new Set(log.filter((entry) => entry.path.startsWith(`${DEV_IDP_PATH}/`)).map((entry) => entry.upstream))
        expect([...atProvider].sort()).toEqual([...pair.replicas.map((r) => new URL(r.url).host)].sort())
      }
    })

    it('publishes the provider at APP_URL, whatever Host the proxy passes on', async () => {
      const res = await client.send(`${publicUrl}${DEV_IDP_PATH}/.well-known/openid-configuration`, {})
      expect(res.status).toBe(200)
      const doc = (await res.json()) as Record<string, unknown>
      expect(doc.issuer).toBe(`${publicUrl}${DEV_IDP_PATH}`)
      for (const name of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'userinfo_endpoint']) {
        expect(String(doc[name]).startsWith(`${publicUrl}${DEV_IDP_PATH}/`), `${name}: ${String(doc[name])}`).toBe(true)
      }
    })

    it('sends Strict-Transport-Security on the app’s answers and the provider’s', async () => {
      const { browser } = await signIn('tls-hsts@example.com')
      for (const path of ['/api/health', '/api/users/me', '/signin', `${DEV_IDP_PATH}/.well-known/openid-configuration`]) {
        const res = await browser.fetch(path)
        await res.arrayBuffer()
        expect(res.headers.get('strict-transport-security'), path).toMatch(/max-age=\d{6,}/)
      }
    })

    it('brings a live event through the proxy to a member’s open stream', async () => {
      const [ana, ben] = [await signIn('tls-live-ana@example.com'), await signIn('tls-live-ben@example.com')]
      const res = await ben.browser.fetch('/api/events')
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
      const tab = new SseReader(res)
      tabs.push(tab)
      await tab.waitForEvent('ready', WAIT_MS)
      const sent = await ana.browser.fetch('/api/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl },
        body: JSON.stringify({ receiver_id: ben.id, content: 'Through the proxy, over TLS' }),
      })
      expect(sent.status, await sent.clone().text()).toBe(201)
      const { id } = (await sent.json()) as { id: number }
      // A generous deadline: the stream must carry it without the proxy holding it back, however slow the machine.
      expect(JSON.parse((await tab.waitForEvent('messages', WAIT_MS)).data)).toEqual({ newest: id })
    })
  })
}
