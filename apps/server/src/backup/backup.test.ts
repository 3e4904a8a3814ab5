// SQLite only: npm run backup and npm run restore serve the one-machine set-up (a SQLite file and
// UPLOAD_DIR on its disk). PostgreSQL is backed up with pg_dump and the bucket with its own tools
// (docs/operations.md "Backups"); that these commands refuse a postgres:// URL is tested below,
// without a PostgreSQL server.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, loadDataLocation, type DataLocation } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest, MIGRATION_NAMES } from '../db/migrate.ts'
import { createLogger } from '../logger.ts'
import { Member, photoBytes } from '../robustness/fixtures.ts'
import { sampleMedicalRecord, sampleMediaFields, samplePet, sampleVet } from '../robustness/samples.ts'
import { startServer, type RunningServer } from '../server.ts'
import type { LooseJson } from '../testing/json.ts'
import { runScript, type ScriptResult } from '../testing/run-script.ts'
import { freePort } from '../testing/test-server.ts'
import { backUp } from './backup.ts'
import { filesUnder } from './folders.ts'
import { MANIFEST_FILE } from './manifest.ts'
import { restore } from './restore.ts'

const temporary: string[] = []
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true })
})

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  temporary.push(dir)
  return dir
}

/** The variables the server and the commands share, for data kept under `dataDir` as by default. */
function dataEnv(dataDir: string) {
  return { DATABASE_URL: join(dataDir, 'petfolk.db'), DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads') }
}

/** The real server on `dataDir`, as `npm start` runs it: its own database file, secrets generated there. */
async function startOn(dataDir: string): Promise<{ baseUrl: string; running: RunningServer }> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    ...dataEnv(dataDir),
    WEB_DIST_DIR: join(tmpdir(), 'petfolk-no-web-build'),
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
  })
  return { baseUrl, running: await startServer({ config, logger: createLogger('silent') }) }
}

function runCommand(command: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<ScriptResult> {
  return runScript(command, args, env)
}

async function uploadPhoto(member: Member): Promise<string> {
  const form = new FormData()
  form.append('file', new File([new Uint8Array(await photoBytes())], 'photo.png', { type: 'image/png' }))
  const res = await member.browser.fetch('/api/uploads', { method: 'POST', headers: { origin: member.origin }, body: form })
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`)
  return ((await res.json()) as LooseJson).url as string
}

async function bytesAt(url: string, cookie?: string): Promise<Buffer> {
  const res = await fetch(url, cookie ? { headers: { cookie } } : {})
  expect(res.status, url).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}

async function getJson(url: string, cookie: string): Promise<LooseJson> {
  const res = await fetch(url, { headers: { cookie } })
  expect(res.status, url).toBe(200)
  return (await res.json()) as LooseJson
}

/** Every file a row of the database names, relative to UPLOAD_DIR. */
function filesNamedByRows(databaseFile: string): string[] {
  const sqlite = new SQLite(databaseFile, { readonly: true, fileMustExist: true })
  try {
    const uploads = sqlite.prepare('select path from uploads').pluck().all() as string[]
    const backups = sqlite.prepare('select path from media_backups').pluck().all() as string[]
    return [...uploads, ...backups]
  } finally {
    sqlite.close()
  }
}

function integrity(databaseFile: string): unknown {
  const sqlite = new SQLite(databaseFile, { readonly: true, fileMustExist: true })
  try {
    return sqlite.pragma('integrity_check', { simple: true })
  } finally {
    sqlite.close()
  }
}

describe('npm run backup and npm run restore', () => {
  it('round-trips a running server: taken while members write, restored into an empty folder, the same answers', async () => {
    const source = tempDir('petfolk-backup-source-')
    const server = await startOn(source)
    let stopped = false
    try {
      const owner = await new Member(server.baseUrl, 'backup-owner@example.com').signIn()
      const photo = await uploadPhoto(owner)
      const pet = (await owner.ok('POST', '/api/pets', { ...samplePet, photo_url: photo })).id as number
      await owner.ok('POST', '/api/veterinarians', sampleVet)
      await owner.ok('POST', `/api/pets/${pet}/medical-records`, sampleMedicalRecord)
      const form = new FormData()
      for (const [key, value] of Object.entries({ ...sampleMediaFields, pet_id: String(pet) })) form.append(key, value)
      form.append('file', new File([new Uint8Array(await photoBytes())], 'beach.png', { type: 'image/png' }))
      const mediaBackup = await owner.browser.fetch('/api/media-backups', { method: 'POST', headers: { origin: owner.origin }, body: form })
      expect(mediaBackup.status).toBe(201)
      const mediaId = ((await mediaBackup.json()) as LooseJson).id as number
      // Signed with the generated session secret, not stored: it opens after the restore only if the secret came back.
      const shareUrl = String((await owner.ok('POST', `/api/media-backups/${mediaId}/share-link`)).url)
      const shareToken = shareUrl.slice(shareUrl.lastIndexOf('/') + 1)

      const cookie = owner.cookie()
      const before = {
        me: await getJson(`${server.baseUrl}/api/users/me`, cookie),
        pets: (await getJson(`${server.baseUrl}/api/pets?limit=200`, cookie)) as unknown as LooseJson[],
        vets: await getJson(`${server.baseUrl}/api/veterinarians`, cookie),
        records: await getJson(`${server.baseUrl}/api/pets/${pet}/medical-records`, cookie),
        photo: await bytesAt(`${server.baseUrl}${photo}`),
        shared: await bytesAt(`${server.baseUrl}/api/shared/media/${shareToken}`),
        pushKey: await getJson(`${server.baseUrl}/api/push/public-key`, cookie),
      }

      // A member keeps adding pets with photos (upload, then the row that names it) all through the backup.
      let writing = true
      const added: number[] = []
      const writer = (async () => {
        while (writing && added.length < 150) {
          const url = await uploadPhoto(owner)
          added.push((await owner.ok('POST', '/api/pets', { ...samplePet, name: `Pet ${added.length}`, photo_url: url })).id as number)
        }
      })()
      const backupFolder = join(tempDir('petfolk-backups-'), 'nightly')
      const addedBefore = added.length
      const backup = await runCommand('backup', [backupFolder], dataEnv(source))
      const addedDuring = added.length - addedBefore
      writing = false
      await writer
      expect(backup.stderr).toBe('')
      expect(backup.code).toBe(0)
      expect(backup.stdout).toMatch(new RegExp(`^Backed up to ${backupFolder}: the database \\(.+, migration ${MIGRATION_NAMES.at(-1)}, integrity ok\\), \\d+ uploads \\(.+\\) and the secret files session-secret and vapid-keys\\.json\\.\\n$`))
      // The server answered writes while the backup ran: it was taken online.
      expect(addedDuring).toBeGreaterThan(0)
      const everyPet = (await getJson(`${server.baseUrl}/api/pets?limit=200`, cookie)) as unknown as LooseJson[]

      const manifest = JSON.parse(readFileSync(join(backupFolder, MANIFEST_FILE), 'utf8')) as LooseJson
      expect(manifest).toMatchObject({
        format: 'petfolk-backup',
        version: 1,
        database: { file: 'petfolk.db', last_migration: MIGRATION_NAMES.at(-1), migrations: MIGRATION_NAMES.length },
        uploads: { folder: 'uploads' },
        secrets: { folder: 'secrets', files: ['session-secret', 'vapid-keys.json'] },
      })
      expect(manifest.uploads.files).toBeGreaterThanOrEqual(2 + addedBefore)

      await server.running.close(1000)
      stopped = true

      // An existing but empty data folder (an empty uploads folder in it) counts as empty.
      const target = join(tempDir('petfolk-restored-'), 'data')
      mkdirSync(join(target, 'uploads'), { recursive: true })
      const restored = await runCommand('restore', [backupFolder], dataEnv(target))
      expect(restored.stderr).toBe('')
      expect(restored.code).toBe(0)
      expect(restored.stdout).toContain(`Restored the backup taken ${manifest.created_at} from ${backupFolder}:`)
      expect(restored.stdout).toContain('Start the server with the same DATABASE_URL, DATA_DIR and UPLOAD_DIR (npm start).')

      // The copy is one moment of the database: sound, and every file its rows name is there.
      const databaseFile = join(target, 'petfolk.db')
      expect(integrity(databaseFile)).toBe('ok')
      const named = filesNamedByRows(databaseFile)
      expect(named.length).toBeGreaterThanOrEqual(3)
      for (const path of named) expect(existsSync(join(target, 'uploads', path)), path).toBe(true)
      for (const secret of ['session-secret', 'vapid-keys.json']) {
        expect(readFileSync(join(target, secret))).toEqual(readFileSync(join(source, secret)))
        expect(statSync(join(target, secret)).mode & 0o777).toBe(0o600)
      }
      expect(readdirSync(target).sort()).toEqual(['petfolk.db', 'session-secret', 'uploads', 'vapid-keys.json'])

      const again = await startOn(target)
      try {
        const at = again.baseUrl
        // The member's browser keeps its session: the same cookie signs them in.
        expect(await getJson(`${at}/api/users/me`, cookie)).toEqual(before.me)
        const pets = (await getJson(`${at}/api/pets?limit=200`, cookie)) as unknown as LooseJson[]
        // Every pet there before the backup began, and each restored pet exactly as the server had it.
        expect(pets.slice(0, before.pets.length)).toEqual(before.pets)
        for (const restoredPet of pets) expect(restoredPet).toEqual(everyPet.find((p) => p.id === restoredPet.id))
        expect(pets.length).toBeGreaterThanOrEqual(before.pets.length + addedBefore)
        expect(pets.length).toBeLessThanOrEqual(everyPet.length)
        for (const { photo_url } of pets) expect((await fetch(`${at}${String(photo_url)}`)).status, String(photo_url)).toBe(200)
        expect(await getJson(`${at}/api/veterinarians`, cookie)).toEqual(before.vets)
        expect(await getJson(`${at}/api/pets/${pet}/medical-records`, cookie)).toEqual(before.records)
        expect(await bytesAt(`${at}${photo}`)).toEqual(before.photo)
        expect(await bytesAt(`${at}/api/shared/media/${shareToken}`)).toEqual(before.shared)
        expect(await getJson(`${at}/api/push/public-key`, cookie)).toEqual(before.pushKey)
      } finally {
        await again.running.close(1000)
      }
    } finally {
      if (!stopped) await server.running.close(1000)
    }
  }, 120_000)
})

describe('backup and restore refuse what they cannot do, and change nothing', () => {
  let source: string
  let backupFolder: string

  /** A copy of the good backup, to damage. */
  function backupCopy(): string {
    const copy = join(tempDir('petfolk-backup-copy-'), 'backup')
    cpSync(backupFolder, copy, { recursive: true })
    return copy
  }

  /** The whole tree under `dir`, to show a refusal left it alone. */
  async function tree(dir: string): Promise<string[]> {
    const files: string[] = []
    for await (const path of filesUnder(dir)) files.push(path)
    return files.sort()
  }

  beforeAll(async () => {
    source = tempDir('petfolk-backup-small-')
    const database = openDatabase(join(source, 'petfolk.db'))
    await migrateToLatest(database)
    await database.close()
    mkdirSync(join(source, 'uploads', 'ab'), { recursive: true })
    writeFileSync(join(source, 'uploads', 'ab', 'ab01.jpg'), 'a photo')
    writeFileSync(join(source, 'uploads', 'ab', 'ab02.jpg.0123456789ab.part'), 'half a photo')
    writeFileSync(join(source, 'session-secret'), 'a'.repeat(43))
    backupFolder = join(tempDir('petfolk-backups-'), 'first')
    const summary = await backUp(loadDataLocation(dataEnv(source)), backupFolder)
    expect(summary.manifest.uploads).toEqual({ folder: 'uploads', files: 1, bytes: 7 })
    expect(summary.manifest.secrets.files).toEqual(['session-secret'])
    expect(await tree(backupFolder)).toEqual(['backup.json', 'petfolk.db', 'secrets/session-secret', 'uploads/ab/ab01.jpg'])
  })

  it('reads DATABASE_URL, DATA_DIR and UPLOAD_DIR as the server does, without generating the secrets loadConfig would', () => {
    const dataDir = join(tempDir('petfolk-location-'), 'data')
    const env = { ...dataEnv(dataDir), UPLOAD_DIR: join(dataDir, 'elsewhere', 'files') }
    const location: DataLocation = loadDataLocation(env)
    expect(existsSync(dataDir)).toBe(false)
    const config = loadConfig({ NODE_ENV: 'test', ...env })
    expect(location).toMatchObject({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, uploadDir: config.uploadDir, s3Bucket: null, secretsInEnvironment: [] })
    // loadConfig generated the two files that loadDataLocation names.
    expect(location.secretFiles.filter((file) => existsSync(file))).toEqual(location.secretFiles)
    expect(loadDataLocation({ ...env, SESSION_SECRET: 'x'.repeat(32) }).secretsInEnvironment).toEqual(['SESSION_SECRET'])
  })

  it('backup: refuses a destination that is not empty or lies inside the data, PostgreSQL, a bucket, and a missing database', async () => {
    const location = loadDataLocation(dataEnv(source))
    const used = tempDir('petfolk-used-')
    writeFileSync(join(used, 'notes.txt'), 'keep me')
    await expect(backUp(location, used)).rejects.toThrow(`${used} is not empty: give each backup a new folder`)
    expect(await tree(used)).toEqual(['notes.txt'])
    await expect(backUp(location, join(source, 'backups', 'today'))).rejects.toThrow(`is inside DATA_DIR (${source})`)
    expect(existsSync(join(source, 'backups'))).toBe(false)

    const fresh = join(tempDir('petfolk-unused-'), 'backup')
    await expect(backUp(loadDataLocation({ ...dataEnv(source), DATABASE_URL: 'postgres://petfolk@db.internal/petfolk' }), fresh)).rejects.toThrow('back PostgreSQL up with pg_dump, as docs/operations.md "Backups" shows.')
    await expect(backUp(loadDataLocation({ ...dataEnv(source), S3_BUCKET: 'petfolk-media' }), fresh)).rejects.toThrow('S3_BUCKET is set, so uploads live in the bucket petfolk-media, which npm run backup does not copy')
    await expect(backUp(loadDataLocation({ ...dataEnv(source), DATABASE_URL: join(source, 'nothing.db') }), fresh)).rejects.toThrow(`There is no database at ${join(source, 'nothing.db')}`)
    await expect(backUp(loadDataLocation({ ...dataEnv(source), DATABASE_URL: join(source, 'uploads', 'ab', 'ab01.jpg') }), fresh)).rejects.toThrow('holds the database or DATA_DIR')
    expect(existsSync(fresh)).toBe(false)
    expect(existsSync(join(source, 'nothing.db'))).toBe(false)
  })

  it('backup: a file that is not a Petfolk database is refused and the new folder removed', async () => {
    const other = tempDir('petfolk-other-')
    const sqlite = new SQLite(join(other, 'petfolk.db'))
    sqlite.exec('create table notes (text)')
    sqlite.close()
    const fresh = join(tempDir('petfolk-unused-'), 'backup')
    await expect(backUp(loadDataLocation(dataEnv(other)), fresh)).rejects.toThrow(`${join(other, 'petfolk.db')} is not a Petfolk database: it has no kysely_migration table.`)
    expect(existsSync(fresh)).toBe(false)
  })

  it('restore: refuses a target that is not empty and changes nothing in it', async () => {
    const target = tempDir('petfolk-target-')
    mkdirSync(join(target, 'uploads', 'ab'), { recursive: true })
    writeFileSync(join(target, 'uploads', 'ab', 'ab09.jpg'), 'someone else’s photo')
    await expect(restore(loadDataLocation(dataEnv(target)), backupFolder)).rejects.toThrow(
      `DATA_DIR (${target}) is not empty (it holds ${join(target, 'uploads', 'ab', 'ab09.jpg')}), and npm run restore only fills an empty data folder: stop the server`,
    )
    expect(await tree(target)).toEqual(['uploads/ab/ab09.jpg'])

    // The database file elsewhere than DATA_DIR is looked at too.
    const elsewhere = tempDir('petfolk-target-db-')
    writeFileSync(join(elsewhere, 'petfolk.db'), '')
    const emptyData = join(tempDir('petfolk-target-'), 'data')
    await expect(restore(loadDataLocation({ ...dataEnv(emptyData), DATABASE_URL: join(elsewhere, 'petfolk.db') }), backupFolder)).rejects.toThrow(`${join(elsewhere, 'petfolk.db')} already exists, and npm run restore only fills an empty data folder`)
    expect(existsSync(emptyData)).toBe(false)
    expect(await tree(elsewhere)).toEqual(['petfolk.db'])

    await expect(restore(loadDataLocation({ ...dataEnv(emptyData), DATABASE_URL: 'postgresql://petfolk@db.internal/petfolk' }), backupFolder)).rejects.toThrow('restore a PostgreSQL dump with pg_restore, as docs/operations.md "Backups" shows.')
    await expect(restore(loadDataLocation({ ...dataEnv(emptyData), S3_BUCKET: 'petfolk-media' }), backupFolder)).rejects.toThrow('restore with S3_BUCKET unset')
    expect(existsSync(emptyData)).toBe(false)
  })

  it('restore: refuses a folder that is not a whole backup this code can read, and writes nothing', async () => {
    const target = join(tempDir('petfolk-target-'), 'data')
    const location = loadDataLocation(dataEnv(target))

    await expect(restore(location, join(backupFolder, 'nowhere'))).rejects.toThrow(`There is no backup at ${join(backupFolder, 'nowhere')}: the folder does not exist.`)
    const noManifest = backupCopy()
    rmSync(join(noManifest, MANIFEST_FILE))
    await expect(restore(location, noManifest)).rejects.toThrow(`${noManifest} is not a finished Petfolk backup: it has no backup.json`)

    const garbled = backupCopy()
    writeFileSync(join(garbled, MANIFEST_FILE), '{"format": "petfolk-backup", "vers')
    await expect(restore(location, garbled)).rejects.toThrow(`${join(garbled, MANIFEST_FILE)} is not valid JSON`)
    writeFileSync(join(garbled, MANIFEST_FILE), JSON.stringify({ format: 'petfolk-backup', version: 1, created_at: 'yesterday' }))
    await expect(restore(location, garbled)).rejects.toThrow(/backup\.json is damaged \(created_at: .*database: /)
    writeFileSync(join(garbled, MANIFEST_FILE), JSON.stringify({ format: 'petfolk-backup', version: 2 }))
    await expect(restore(location, garbled)).rejects.toThrow('was made by a newer Petfolk (backup format 2; this one reads format 1)')
    writeFileSync(join(garbled, MANIFEST_FILE), '[]')
    await expect(restore(location, garbled)).rejects.toThrow('is not a Petfolk backup manifest')

    const missingUpload = backupCopy()
    rmSync(join(missingUpload, 'uploads', 'ab', 'ab01.jpg'))
    await expect(restore(location, missingUpload)).rejects.toThrow(`uploads holds 0 files (0 bytes) where backup.json lists 1 (7 bytes), so ${missingUpload} was changed after the backup`)

    const damaged = backupCopy()
    writeFileSync(join(damaged, 'petfolk.db'), Buffer.alloc(statSync(join(damaged, 'petfolk.db')).size, 7))
    await expect(restore(location, damaged)).rejects.toThrow(`could not be read as a SQLite database (file is not a database), so ${damaged} cannot be restored.`)

    // Taken by a later version, whose code has a migration this one does not.
    const newer = backupCopy()
    const sqlite = new SQLite(join(newer, 'petfolk.db'))
    sqlite.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('9999_from_the_future', new Date().toISOString())
    sqlite.close()
    const manifest = JSON.parse(readFileSync(join(newer, MANIFEST_FILE), 'utf8')) as LooseJson
    manifest.database.last_migration = '9999_from_the_future'
    manifest.database.bytes = statSync(join(newer, 'petfolk.db')).size
    writeFileSync(join(newer, MANIFEST_FILE), JSON.stringify(manifest))
    await expect(restore(location, newer)).rejects.toThrow(`${newer} was taken by a newer Petfolk: its database has run 9999_from_the_future, which this code does not know`)

    expect(existsSync(target)).toBe(false)
    await expect(restore(location, backupFolder)).resolves.toMatchObject({ pendingMigrations: [] })
    expect(await tree(target)).toEqual(['petfolk.db', 'session-secret', 'uploads/ab/ab01.jpg'])
  })

  it('as commands: one sentence on stderr and status 1 for a refusal, the usage and status 2 without a folder', async () => {
    const used = tempDir('petfolk-used-')
    writeFileSync(join(used, 'notes.txt'), 'keep me')
    const refused = await runCommand('backup', [used], dataEnv(source))
    expect(refused).toEqual({ code: 1, stdout: '', stderr: `${used} is not empty: give each backup a new folder (for example backups/$(date -u +%Y%m%dT%H%M%SZ)), so that no backup overwrites another.\n` })

    const target = join(tempDir('petfolk-target-'), 'data')
    const postgres = await runCommand('restore', [backupFolder], { ...dataEnv(target), DATABASE_URL: 'postgres://petfolk@db.internal/petfolk' })
    expect(postgres.code).toBe(1)
    expect(postgres.stderr).toBe('DATABASE_URL names a PostgreSQL database, and npm run restore puts back a one-machine SQLite backup: restore a PostgreSQL dump with pg_restore, as docs/operations.md "Backups" shows.\n')

    const usage = await runCommand('restore', [], dataEnv(target))
    expect(usage.code).toBe(2)
    expect(usage.stderr).toMatch(/^Usage: npm run restore -- <folder>/)
    expect(existsSync(target)).toBe(false)
  })
})
