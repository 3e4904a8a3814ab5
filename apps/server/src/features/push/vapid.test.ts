import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config.ts'
import { endpointProblem } from './endpoint.ts'
import { VAPID_KEY_FILE } from './vapid.ts'

const base = () => {
  const dir = mkdtempSync(join(tmpdir(), 'petfolk-vapid-'))
  return { dir, env: { NODE_ENV: 'test', DATA_DIR: dir, SESSION_SECRET: 'test-secret-test-secret-test-secret-0123' } }
}
// A fixed pair made with web-push's generateVAPIDKeys(), and the public half of another pair.
const PUBLIC_KEY = 'BJo-EBO74nYfY5ypa-6OpENF0JnwPvBcidPjbPUr2NDlCs7uKiapxYjfATmcblIhb6YIs-XvS9BiCbKuekHutfk'
const PRIVATE_KEY = '3GW7UtxBrjKIe8Yk0xd6U9xsx4Awrypyt4737SpB-Rw'
const OTHER_PUBLIC_KEY = 'BBWRf6npcRRtsNqJ4_pcLK8DTIhNNO7EYHs3EPsUY45JllygAK8E8ah2kOxR_nSiZTWnLBvfVxVaFyiA4D9J3UY'

describe('VAPID configuration', () => {
  it('generates a key pair once into DATA_DIR, readable by the owner only, and keeps it', () => {
    const { dir, env } = base()
    const first = loadConfig(env).vapid
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32)
    expect(first.subject).toBe('mailto:privacy@petfolk.local')
    const file = join(dir, VAPID_KEY_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadConfig(env).vapid).toEqual(first)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey })
  })

  it('uses the keys and subject from the environment', () => {
    const { env } = base()
    const vapid = loadConfig({ ...env, VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_PRIVATE_KEY: PRIVATE_KEY, VAPID_SUBJECT: 'https://petfolk.example/contact' }).vapid
    expect(vapid).toEqual({ publicKey: PUBLIC_KEY, privateKey: PRIVATE_KEY, subject: 'https://petfolk.example/contact' })
    expect(loadConfig({ ...env, PRIVACY_CONTACT_EMAIL: 'help@petfolk.example' }).vapid.subject).toBe('mailto:help@petfolk.example')
  })

  it('refuses half a pair, a mismatched pair, malformed keys, a bad subject and a broken key file', () => {
    const { dir, env } = base()
    const refusal = (extra: Record<string, string>) => {
      try {
        loadConfig({ ...env, ...extra })
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError)
        return (err as Error).message
      }
      throw new Error('the configuration was accepted')
    }
    expect(refusal({ VAPID_PUBLIC_KEY: PUBLIC_KEY })).toMatch(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/)
    expect(refusal({ VAPID_PRIVATE_KEY: PRIVATE_KEY })).toMatch(/must be set together/)
    expect(refusal({ VAPID_PUBLIC_KEY: OTHER_PUBLIC_KEY, VAPID_PRIVATE_KEY: PRIVATE_KEY })).toMatch(/not the public half/)
    expect(refusal({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: PRIVATE_KEY })).toMatch(/VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/)
    expect(refusal({ VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_PRIVATE_KEY: 'abc' })).toMatch(/VAPID_PRIVATE_KEY must be/)
    expect(refusal({ VAPID_SUBJECT: 'petfolk.example' })).toMatch(/VAPID_SUBJECT must be a mailto: address or an https: URL/)
    expect(refusal({ VAPID_SUBJECT: 'http://petfolk.example' })).toMatch(/VAPID_SUBJECT/)
    writeFileSync(join(dir, VAPID_KEY_FILE), '{"publicKey":"short"}')
    expect(refusal({})).toMatch(/does not hold a VAPID key pair/)
  })
})

describe('push endpoints the server will post to', () => {
  const production = { production: true }
  const development = { production: false }
  it('takes public https hosts everywhere, and loopback http only outside production', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', production)).toBeNull()
    expect(endpointProblem('https://updates.push.services.mozilla.com/wpush/v2/abc', production)).toBeNull()
    expect(endpointProblem('https://web.push.apple.com/QGx', production)).toBeNull()
    expect(endpointProblem('http://127.0.0.1:9999/push/1', development)).toBeNull()
    expect(endpointProblem('http://localhost:9999/push/1', development)).toBeNull()
    expect(endpointProblem('http://[::1]:9999/push/1', development)).toBeNull()
    expect(endpointProblem('http://127.0.0.1:9999/push/1', production)).toMatch(/https/)
    expect(endpointProblem('http://push.example.com/1', development)).toMatch(/https/)
  })

  it('refuses in production what would point the server at its own network', () => {
    for (const endpoint of ['https://10.0.0.5/push', 'https://[fd00::1]/push', 'https://localhost/push', 'https://metadata/push', 'https://printer.local/push', 'https://db.internal/push']) {
      expect(endpointProblem(endpoint, production), endpoint).toMatch(/public host name/)
    }
    expect(endpointProblem('https://ops:secret@push.example.com/1', production)).toMatch(/user name or password/)
  })
})
