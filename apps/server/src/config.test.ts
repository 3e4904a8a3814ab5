import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { ConfigError, isLoopbackUrl, loadConfig } from './config.ts'
import { startServer } from './server.ts'
import { createTestDatabase } from './testing/test-db.ts'
import { freePort } from './testing/test-server.ts'

// NODE_ENV unset, as in a deployment that forgot it.
const base = (extra: Record<string, string> = {}) => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'petfolk-config-')),
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  ...extra,
})
const GOOGLE = { GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' }

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env)
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError)
    return (err as Error).message
  }
  throw new Error('loadConfig accepted the configuration')
}

describe('development sign-in', () => {
  it('is on for the two-command start: no APP_URL, or a loopback one, and no Google client', () => {
    expect(loadConfig(base()).devSignIn).toBe(true)
    for (const url of ['http://localhost:5173', 'http://127.0.0.1:8787', 'http://127.9.8.7', 'http://[::1]:8787']) {
      expect(loadConfig(base({ APP_URL: url })).devSignIn, url).toBe(true)
    }
  })

  it('refuses to start on a public APP_URL without a Google client, naming the variables to set', () => {
    for (const env of [{}, { NODE_ENV: 'test' }, { NODE_ENV: 'development' }] as Array<Record<string, string>>) {
      const message = configError(base({ APP_URL: 'https://petfolk.example', ...env }))
      for (const name of ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'ALLOW_DEV_SIGNIN']) expect(message).toContain(name)
      expect(message).toContain('https://petfolk.example')
    }
    // Names that only look local are public addresses.
    for (const url of ['http://localhost.petfolk.example', 'http://127.0.0.1.nip.io', 'http://10.0.0.5:8787', 'http://[::2]']) {
      expect(() => loadConfig(base({ APP_URL: url })), url).toThrow(ConfigError)
    }
  })

  it('runs on a public APP_URL with ALLOW_DEV_SIGNIN=1 (a demo), and never beside a Google client', () => {
    expect(loadConfig(base({ APP_URL: 'https://demo.petfolk.example', ALLOW_DEV_SIGNIN: '1' })).devSignIn).toBe(true)
    expect(loadConfig(base({ APP_URL: 'https://petfolk.example', NODE_ENV: 'production', ALLOW_DEV_SIGNIN: '1' })).devSignIn).toBe(true)
    const google = loadConfig(base({ APP_URL: 'https://petfolk.example', ...GOOGLE }))
    expect(google.devSignIn).toBe(false)
    expect(google.google?.clientId).toBe('client-id')
  })

  it('serves only this machine by default: whatever NODE_ENV, it listens on loopback unless HOST says otherwise', () => {
    for (const NODE_ENV of ['production', 'development', 'test']) {
      const config = loadConfig(base({ NODE_ENV }))
      expect(config.devSignIn, NODE_ENV).toBe(true)
      expect(config.host, NODE_ENV).toBe('127.0.0.1')
    }
    expect(loadConfig(base()).host).toBe('127.0.0.1')
    // With Google, or a demo that asked for it, every interface as before.
    expect(loadConfig(base({ NODE_ENV: 'production', ...GOOGLE })).host).toBe('0.0.0.0')
    expect(loadConfig(base({ NODE_ENV: 'production', ...GOOGLE })).devSignIn).toBe(false)
    expect(loadConfig(base({ APP_URL: 'https://demo.petfolk.example', ALLOW_DEV_SIGNIN: '1' })).host).toBe('0.0.0.0')
    expect(loadConfig(base({ NODE_ENV: 'production', HOST: '::1' })).host).toBe('::1')
  })

  it('is refused in production on a HOST other machines reach, unless ALLOW_DEV_SIGNIN=1', () => {
    for (const HOST of ['0.0.0.0', '::', '10.0.0.5']) {
      const message = configError(base({ NODE_ENV: 'production', HOST }))
      expect(message, HOST).toContain(`HOST ${HOST}`)
      expect(message, HOST).toContain('ALLOW_DEV_SIGNIN')
    }
    expect(loadConfig(base({ NODE_ENV: 'production', HOST: '0.0.0.0', ALLOW_DEV_SIGNIN: '1' })).devSignIn).toBe(true)
    // Outside production an explicit HOST is the developer's choice (a phone on the same network).
    expect(loadConfig(base({ NODE_ENV: 'development', HOST: '0.0.0.0' })).host).toBe('0.0.0.0')
  })

  it('knows the loopback addresses', () => {
    expect(isLoopbackUrl('http://LOCALHOST:1')).toBe(true)
    expect(isLoopbackUrl('http://127.1')).toBe(true)
    expect(isLoopbackUrl('http://petfolk.test')).toBe(false)
    expect(isLoopbackUrl('http://0.0.0.0:8787')).toBe(false)
  })

  it('logs a warning at every start with development sign-in on, and none with Google', async () => {
    const startAndRead = async (env: Record<string, string>) => {
      const lines: Array<{ level: number; msg: string }> = []
      const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string }), done()) })
      const port = await freePort()
      const dir = mkdtempSync(join(tmpdir(), 'petfolk-config-'))
      const config = loadConfig(base({ PORT: String(port), HOST: '127.0.0.1', UPLOAD_DIR: join(dir, 'uploads'), WEB_DIST_DIR: join(dir, 'no-web'), ...env }))
      const database = await createTestDatabase('sqlite')
      const running = await startServer({ config, logger: pino({ level: 'warn' }, sink), database: database.handle })
      await running.close(1000)
      await database.dispose()
      return lines.filter((l) => l.level === 40).map((l) => l.msg)
    }
    const warnings = await startAndRead({ APP_URL: 'http://127.0.0.1:1' })
    expect(warnings).toEqual([expect.stringMatching(/^Development sign-in is on: anyone can sign in as anyone .*GOOGLE_CLIENT_ID/)])
    expect(await startAndRead({ APP_URL: 'https://petfolk.example', ...GOOGLE })).toEqual([])
  })
})

describe('TRUST_PROXY', () => {
  it('is the number of reverse proxies in front; 1 and the old true still mean one', () => {
    expect(loadConfig(base()).trustProxy).toBe(0)
    expect(loadConfig(base({ TRUST_PROXY: '0' })).trustProxy).toBe(0)
    expect(loadConfig(base({ TRUST_PROXY: '1' })).trustProxy).toBe(1)
    expect(loadConfig(base({ TRUST_PROXY: 'true' })).trustProxy).toBe(1)
    expect(loadConfig(base({ TRUST_PROXY: 'false' })).trustProxy).toBe(0)
    expect(loadConfig(base({ TRUST_PROXY: '2' })).trustProxy).toBe(2)
  })

  it('refuses anything else with a sentence', () => {
    for (const value of ['-1', 'yes', '1.5', '100', 'all']) expect(configError(base({ TRUST_PROXY: value })), value).toContain('TRUST_PROXY must be the number of reverse proxies')
  })
})

describe('MAP_TILE_URL and MAP_ATTRIBUTION', () => {
  it("default to OpenStreetMap's standard tiles and its linked credit", () => {
    expect(loadConfig(base()).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: [{ text: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' }],
      cspSource: 'https://tile.openstreetmap.org',
    })
  })

  it('take another tile server, whose host (with a wildcard where {s} stands) becomes the CSP source', () => {
    const tiles = loadConfig(base({ MAP_TILE_URL: 'https://{s}.tiles.example.org:8443/v1/{z}/{x}/{y}@2x.png?key=k', MAP_ATTRIBUTION: 'Tiles by Example, data [© OSM](https://osm.org/copyright) and friends' })).mapTiles
    expect(tiles.cspSource).toBe('https://*.tiles.example.org:8443')
    expect(tiles.attribution).toEqual([
      { text: 'Tiles by Example, data ', href: null },
      { text: '© OSM', href: 'https://osm.org/copyright' },
      { text: ' and friends', href: null },
    ])
    expect(loadConfig(base({ MAP_TILE_URL: 'http://localhost:8080/{z}/{x}/{y}.png' })).mapTiles.cspSource).toBe('http://localhost:8080')
  })

  it('refuse a tile address that is not http(s) with {z}, {x} and {y}, or a credit link that is not a web address', () => {
    for (const url of ['tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org/{z}/{x}.png', 'ftp://tiles.example/{z}/{x}/{y}.png', 'javascript:{z}{x}{y}', 'https://tiles.{s}.example/{z}/{x}/{y}.png', 'https://user:pw@tiles.example/{z}/{x}/{y}.png']) {
      expect(configError(base({ MAP_TILE_URL: url })), url).toContain('MAP_TILE_URL must be an http or https address with {z}, {x} and {y} in it')
    }
    expect(configError(base({ MAP_ATTRIBUTION: '[Tiles](javascript:alert(1))' }))).toContain('MAP_ATTRIBUTION: the link javascript:alert(1 must be an http or https address')
    expect(configError(base({ MAP_ATTRIBUTION: ' ' }))).toContain('MAP_ATTRIBUTION must not be empty: tile servers require their credit on the map')
    expect(configError(base({ MAP_TILE_URL: '' }))).toContain('MAP_TILE_URL must not be empty')
  })
})

describe('TIME_ZONE', () => {
  it('reads members\' local times in Los Angeles unless told another IANA zone', () => {
    expect(loadConfig(base()).timeZone).toBe('America/Los_Angeles')
    expect(loadConfig(base({ TIME_ZONE: 'Europe/Berlin' })).timeZone).toBe('Europe/Berlin')
    expect(loadConfig(base({ TIME_ZONE: 'UTC' })).timeZone).toBe('UTC')
  })

  it('refuses a zone Intl does not know, naming the variable', () => {
    for (const zone of ['Pacific', 'PST8PDT/x', 'America/Springfield', '']) {
      expect(configError(base({ TIME_ZONE: zone })), zone).toContain('TIME_ZONE must be an IANA time zone such as America/Los_Angeles or Europe/Berlin')
    }
  })
})

describe('object storage', () => {
  it('keeps files in UPLOAD_DIR unless S3_BUCKET is set', () => {
    const config = loadConfig(base({ UPLOAD_DIR: '/srv/petfolk/uploads' }))
    expect(config.s3).toBeNull()
    expect(config.uploadDir).toBe('/srv/petfolk/uploads')
  })

  it('reads a bucket on AWS with the default region and credential chain, or an S3-compatible service with its keys', () => {
    expect(loadConfig(base({ S3_BUCKET: 'petfolk-photos' })).s3).toEqual({ bucket: 'petfolk-photos', region: 'us-east-1', endpoint: null, credentials: null })
    const minio = loadConfig(
      base({ S3_BUCKET: 'petfolk', S3_REGION: 'auto', S3_ENDPOINT: 'https://minio.internal:9000/', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }),
    ).s3
    expect(minio).toEqual({ bucket: 'petfolk', region: 'auto', endpoint: 'https://minio.internal:9000', credentials: { accessKeyId: 'key', secretAccessKey: 'secret' } })
  })

  it('refuses each mistake with a sentence naming the variable', () => {
    expect(configError(base({ S3_BUCKET: 'Petfolk_Photos' }))).toContain('S3_BUCKET must be a bucket name')
    expect(configError(base({ S3_BUCKET: 'petfolk', S3_REGION: 'US East' }))).toContain('S3_REGION must be a region name')
    expect(configError(base({ S3_BUCKET: 'petfolk', S3_ENDPOINT: 'minio:9000' }))).toContain('S3_ENDPOINT must be the http:// or https:// address')
    expect(configError(base({ S3_BUCKET: 'petfolk', S3_ENDPOINT: 'ftp://minio.internal' }))).toContain('S3_ENDPOINT must be the http:// or https:// address')
    expect(configError(base({ S3_BUCKET: 'petfolk', S3_ACCESS_KEY_ID: 'key' }))).toContain('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together')
    expect(configError(base({ S3_BUCKET: 'petfolk', S3_SECRET_ACCESS_KEY: 'secret' }))).toContain('must be set together')
    const stray = configError(base({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'key' }))
    expect(stray).toContain('S3_ENDPOINT, S3_ACCESS_KEY_ID are set but S3_BUCKET is not')
  })
})
