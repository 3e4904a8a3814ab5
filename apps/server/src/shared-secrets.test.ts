import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'
import { migrateToLatest } from './db/migrate.ts'
import { adoptSharedSecrets } from './shared-secrets.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from './testing/test-db.ts'

const NOW = new Date('2026-11-25T12:00:00Z')
// A fixed pair made with web-push's generateVAPIDKeys().
const PUBLIC_KEY = 'BJo-EBO74nYfY5ypa-6OpENF0JnwPvBcidPjbPUr2NDlCs7uKiapxYjfATmcblIhb6YIs-XvS9BiCbKuekHutfk'
const PRIVATE_KEY = '3GW7UtxBrjKIe8Yk0xd6U9xsx4Awrypyt4737SpB-Rw'

/** A replica's configuration with its own DATA_DIR, as each machine of a deployment has. */
const replicaConfig = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'petfolk-secrets-')), ...env })

describe.each(DIALECTS)('secrets shared through the database (%s)', (dialect) => {
  let database: TestDatabase
  afterEach(() => database?.dispose())

  async function freshDatabase() {
    database = await createTestDatabase(dialect)
    await migrateToLatest(database.handle)
    return database.handle.db
  }

  it('gives every replica the first replica’s generated session secret and Web Push keys', async () => {
    const db = await freshDatabase()
    const first = replicaConfig()
    const second = replicaConfig()
    // Each DATA_DIR generated its own: without the database they would disagree.
    expect(second.sessionSecret).not.toBe(first.sessionSecret)
    expect(second.vapid.publicKey).not.toBe(first.vapid.publicKey)

    const adoptedFirst = await adoptSharedSecrets(db, first, NOW)
    const adoptedSecond = await adoptSharedSecrets(db, second, NOW)
    expect(adoptedFirst.sessionSecret).toBe(first.sessionSecret)
    expect(adoptedSecond.sessionSecret).toBe(first.sessionSecret)
    expect(adoptedSecond.vapid).toEqual({ ...second.vapid, publicKey: first.vapid.publicKey, privateKey: first.vapid.privateKey })
    // A restart of either keeps them.
    expect((await adoptSharedSecrets(db, replicaConfig(), NOW)).sessionSecret).toBe(first.sessionSecret)
  })

  it('lets the environment win and stores nothing it set', async () => {
    const db = await freshDatabase()
    const fromEnv = replicaConfig({ SESSION_SECRET: 'an-operator-chosen-secret-of-enough-length', VAPID_PUBLIC_KEY: PUBLIC_KEY, VAPID_PRIVATE_KEY: PRIVATE_KEY })
    const adopted = await adoptSharedSecrets(db, fromEnv, NOW)
    expect(adopted.sessionSecret).toBe('an-operator-chosen-secret-of-enough-length')
    expect(adopted.vapid.publicKey).toBe(PUBLIC_KEY)
    expect(await db.selectFrom('server_secrets').select('name').execute()).toEqual([])
  })

  it('refuses to start with a stored key pair that is not one, saying what to do', async () => {
    const db = await freshDatabase()
    await db.insertInto('server_secrets').values({ name: 'vapid_keys', value: '{"publicKey":"short"}', created_at: NOW.toISOString() }).execute()
    await expect(adoptSharedSecrets(db, replicaConfig(), NOW)).rejects.toThrow(ConfigError)
    await expect(adoptSharedSecrets(db, replicaConfig(), NOW)).rejects.toThrow(/set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or delete the row/)
  })
})
