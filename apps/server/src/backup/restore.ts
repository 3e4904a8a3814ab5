import { randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { chmod, copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import type { DataLocation } from '../config.ts'
import { MIGRATION_NAMES } from '../db/migrate.ts'
import { copyFiles, countFiles, exists, firstEntryUnder, formatBytes } from './folders.ts'
import { BackupError, DATABASE_FILE, readManifest, SECRETS_FOLDER, UPLOADS_FOLDER, type Manifest } from './manifest.ts'
import { integrityProblems, migrationsIn, sqliteFileOf } from './sqlite-file.ts'

export interface RestoreSummary {
  from: string
  manifest: Manifest
  databaseFile: string
  uploadDir: string
  dataDir: string
  /** The migrations the server runs on the restored database at its next start (an older backup). */
  pendingMigrations: string[]
  secretsInEnvironment: string[]
}

const EMPTY_TARGET = 'and npm run restore only fills an empty data folder: stop the server, move the current data aside (or point DATABASE_URL, DATA_DIR and UPLOAD_DIR at new places), and run it again'

/**
 * Puts a backup made by backUp back into an empty data folder: the database, the uploads and the
 * generated secrets' files. Everything is checked first (the manifest, the database's integrity
 * and migrations, the files' count, the target's emptiness); then each part is copied to a
 * temporary name beside its place and renamed into it, the database last. A restore that fails
 * removes what it wrote, so the target is empty again and no half database is left.
 */
export async function restore(location: DataLocation, source: string): Promise<RestoreSummary> {
  const databaseFile = sqliteFileOf(location, 'restore')
  const from = resolve(source)
  const manifest = await readManifest(from)
  const migrations = checkBackupDatabase(join(from, DATABASE_FILE), manifest, from)
  await checkBackupFiles(from, manifest)
  await checkTargetIsEmpty(location, databaseFile)

  const tag = `restoring-${randomBytes(4).toString('hex')}`
  const written: string[] = []
  try {
    await mkdir(location.dataDir, { recursive: true })
    await mkdir(dirname(databaseFile), { recursive: true })
    await mkdir(dirname(location.uploadDir), { recursive: true })

    const databaseTemp = `${databaseFile}.${tag}`
    written.push(databaseTemp)
    await copyFile(join(from, DATABASE_FILE), databaseTemp, constants.COPYFILE_EXCL)
    await flushToDisk(databaseTemp)

    const uploadsTemp = `${location.uploadDir}.${tag}`
    written.push(uploadsTemp)
    await mkdir(uploadsTemp)
    await copyFiles(join(from, UPLOADS_FOLDER), uploadsTemp)

    const secretTemps = manifest.secrets.files.map((name) => ({ temp: join(location.dataDir, `${name}.${tag}`), target: join(location.dataDir, name), name }))
    for (const { temp, name } of secretTemps) {
      written.push(temp)
      await copyFile(join(from, SECRETS_FOLDER, name), temp, constants.COPYFILE_EXCL)
      await chmod(temp, 0o600)
    }

    // Into place: the uploads and secrets before the database, whose file is what the server starts from.
    // UPLOAD_DIR holds at most empty folders here (checked above).
    await rm(location.uploadDir, { recursive: true, force: true })
    await rename(uploadsTemp, location.uploadDir)
    written.push(location.uploadDir)
    for (const { temp, target } of secretTemps) {
      await rename(temp, target)
      written.push(target)
    }
    await rename(databaseTemp, databaseFile)
  } catch (err) {
    for (const path of written) await rm(path, { recursive: true, force: true })
    if (err instanceof BackupError) throw err
    throw new BackupError(`The restore failed and what it had written was removed: ${err instanceof Error ? err.message : String(err)}`, { cause: err })
  }
  return {
    from,
    manifest,
    databaseFile,
    uploadDir: location.uploadDir,
    dataDir: location.dataDir,
    pendingMigrations: MIGRATION_NAMES.filter((name) => !migrations.includes(name)),
    secretsInEnvironment: location.secretsInEnvironment,
  }
}

/** The backup's database is sound and no newer than this code; answers the migrations it has run. */
function checkBackupDatabase(file: string, manifest: Manifest, from: string): string[] {
  let sqlite: SQLite.Database
  try {
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true })
  } catch (err) {
    throw new BackupError(`${from} has no readable ${DATABASE_FILE}, so it cannot be restored: ${err instanceof Error ? err.message : String(err)}.`, { cause: err })
  }
  try {
    const problems = integrityProblems(sqlite)
    if (problems.length > 0) throw new BackupError(`${file} failed SQLite's integrity check (${problems.slice(0, 3).join('; ')}), so ${from} cannot be restored.`)
    const migrations = migrationsIn(sqlite, file)
    const unknown = migrations.filter((name) => !MIGRATION_NAMES.includes(name))
    if (unknown.length > 0) {
      throw new BackupError(`${from} was taken by a newer Petfolk: its database has run ${unknown.join(', ')}, which this code does not know (the server would refuse to start on it). Restore it with that version or later.`)
    }
    if (migrations.at(-1) !== manifest.database.last_migration) {
      throw new BackupError(`${file} has run up to ${migrations.at(-1)} but ${from}/backup.json says ${manifest.database.last_migration}: the backup was changed after it was taken.`)
    }
    return migrations
  } catch (err) {
    if (err instanceof SQLite.SqliteError) throw new BackupError(`${file} could not be read as a SQLite database (${err.message}), so ${from} cannot be restored.`, { cause: err })
    throw err
  } finally {
    sqlite.close()
  }
}

/** The backup still holds what its manifest lists: a file lost or added since means it was changed. */
async function checkBackupFiles(from: string, manifest: Manifest): Promise<void> {
  const changed = (what: string) => new BackupError(`${what}, so ${from} was changed after the backup and is not restored.`)
  const databaseBytes = (await stat(join(from, DATABASE_FILE))).size
  if (databaseBytes !== manifest.database.bytes) throw changed(`${DATABASE_FILE} has ${databaseBytes} bytes where backup.json says ${manifest.database.bytes}`)
  const uploads = await countFiles(join(from, UPLOADS_FOLDER))
  if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes) {
    throw changed(`${UPLOADS_FOLDER} holds ${uploads.files} files (${uploads.bytes} bytes) where backup.json lists ${manifest.uploads.files} (${manifest.uploads.bytes} bytes)`)
  }
  for (const name of manifest.secrets.files) {
    if (!(await exists(join(from, SECRETS_FOLDER, name)))) throw changed(`${SECRETS_FOLDER}/${name} is missing`)
  }
}

async function checkTargetIsEmpty(location: DataLocation, databaseFile: string): Promise<void> {
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`, `${databaseFile}-journal`]) {
    if (await exists(file)) throw new BackupError(`${file} already exists, ${EMPTY_TARGET}.`)
  }
  for (const [name, dir] of [
    ['DATA_DIR', location.dataDir],
    ['UPLOAD_DIR', location.uploadDir],
  ] as const) {
    const found = await firstEntryUnder(dir)
    if (found) throw new BackupError(`${name} (${dir}) is not empty (it holds ${found}), ${EMPTY_TARGET}.`)
  }
}

/** A power cut just after the restore must not leave a database the rename promised but the disk never got. */
async function flushToDisk(file: string): Promise<void> {
  const handle = await open(file, 'r+')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** The lines the command prints. */
export function describeRestore(summary: RestoreSummary): string[] {
  const { from, manifest, databaseFile, uploadDir, dataDir, pendingMigrations, secretsInEnvironment } = summary
  const { database, uploads, secrets } = manifest
  const lines = [
    `Restored the backup taken ${manifest.created_at} from ${from}:`,
    `  the database (${formatBytes(database.bytes)}, migration ${database.last_migration}) into ${databaseFile}`,
    `  ${uploads.files} upload${uploads.files === 1 ? '' : 's'} (${formatBytes(uploads.bytes)}) into ${uploadDir}`,
    `  ${secrets.files.length === 0 ? 'no secret files' : `the secret file${secrets.files.length === 1 ? '' : 's'} ${secrets.files.join(' and ')}`} into ${dataDir}`,
  ]
  if (pendingMigrations.length > 0) lines.push(`The server brings the database from ${database.last_migration} to ${pendingMigrations.at(-1)} when it starts.`)
  for (const names of secretsInEnvironment) lines.push(`${names} ${names.includes(' and ') ? 'are' : 'is'} set in the environment and win${names.includes(' and ') ? '' : 's'} over the restored copy: keep the value the backed-up server had.`)
  lines.push('Start the server with the same DATABASE_URL, DATA_DIR and UPLOAD_DIR (npm start).')
  return lines
}
