import { chmod, copyFile, lstat, mkdir, readdir, rm, stat } from 'node:fs/promises'
import { constants } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import type { DataLocation } from '../config.ts'
import { copyFiles, exists, formatBytes, isWithin } from './folders.ts'
import { BACKUP_FORMAT_VERSION, BackupError, DATABASE_FILE, SECRETS_FOLDER, UPLOADS_FOLDER, writeManifest, type Manifest } from './manifest.ts'
import { integrityProblems, migrationsIn, sqliteFileOf } from './sqlite-file.ts'

/** better-sqlite3's largest step: the whole database is copied in one step, so in one read transaction. */
const ALL_PAGES = 0x7fffffff

export interface BackupSummary {
  folder: string
  manifest: Manifest
  /** Uploads deleted by the server between being listed and being copied (their rows went first). */
  vanishedUploads: number
  /** The secrets the environment sets, which the backup cannot hold. */
  secretsInEnvironment: string[]
}

/**
 * Backs up the one-machine data while the server runs: the database through SQLite's online backup,
 * then the uploads, then the generated secrets' files, then the manifest. Database first: the
 * server writes a file before committing the row that names it, so every row in the copy names a
 * file that existed when the database was copied (docs/operations.md, "Backups").
 * `destination` must be a new or empty folder; on failure it is left as it was found.
 */
export async function backUp(location: DataLocation, destination: string, now = new Date()): Promise<BackupSummary> {
  const databaseFile = sqliteFileOf(location, 'backup')
  const folder = resolve(destination)
  await checkDestination(folder, location)
  if (!(await exists(databaseFile))) {
    throw new BackupError(`There is no database at ${databaseFile}: check DATABASE_URL (a relative path is read from the folder the command runs in).`)
  }
  const madeFolder = !(await exists(folder))
  await mkdir(folder, { recursive: true })
  try {
    const database = await copyDatabase(databaseFile, join(folder, DATABASE_FILE))
    const uploads = await copyFiles(location.uploadDir, join(folder, UPLOADS_FOLDER))
    const secrets = await copySecrets(location.secretFiles, join(folder, SECRETS_FOLDER))
    const manifest: Manifest = {
      format: 'petfolk-backup',
      version: BACKUP_FORMAT_VERSION,
      created_at: now.toISOString(),
      database: { file: DATABASE_FILE, bytes: database.bytes, last_migration: database.migrations.at(-1) ?? '', migrations: database.migrations.length },
      uploads: { folder: UPLOADS_FOLDER, files: uploads.files, bytes: uploads.bytes },
      secrets: { folder: SECRETS_FOLDER, files: secrets },
    }
    await writeManifest(folder, manifest)
    return { folder, manifest, vanishedUploads: uploads.vanished, secretsInEnvironment: location.secretsInEnvironment }
  } catch (err) {
    // Leave the folder as it was found, so no half backup lies around looking like a whole one.
    if (madeFolder) await rm(folder, { recursive: true, force: true })
    else for (const entry of await readdir(folder)) await rm(join(folder, entry), { recursive: true, force: true })
    if (err instanceof BackupError) throw err
    throw new BackupError(`The backup failed, and ${folder} was ${madeFolder ? 'removed' : 'emptied again'}: ${err instanceof Error ? err.message : String(err)}`, { cause: err })
  }
}

async function checkDestination(folder: string, location: DataLocation): Promise<void> {
  for (const [name, dir] of [
    ['DATA_DIR', location.dataDir],
    ['UPLOAD_DIR', location.uploadDir],
  ] as const) {
    if (isWithin(folder, dir)) {
      throw new BackupError(`${folder} is inside ${name} (${dir}): keep backups outside the data (on another disk, ideally); a restore needs that folder empty.`)
    }
  }
  const info = await lstat(folder).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null
    throw err
  })
  if (!info) return
  if (!info.isDirectory()) throw new BackupError(`${folder} is a file, not a folder: give the backup a new folder of its own.`)
  if ((await readdir(folder)).length > 0) {
    throw new BackupError(`${folder} is not empty: give each backup a new folder (for example backups/$(date -u +%Y%m%dT%H%M%SZ)), so that no backup overwrites another.`)
  }
}

/**
 * SQLite's online backup on a connection of our own to the live file. In WAL mode the server's
 * writes go on meanwhile; the copy is the database as of one moment. Checked before it counts.
 */
async function copyDatabase(live: string, copy: string): Promise<{ bytes: number; migrations: string[] }> {
  try {
    const source = new SQLite(live, { fileMustExist: true })
    try {
      source.pragma('busy_timeout = 5000')
      // One step, one read transaction: with the default small steps, every commit the server made
      // between two steps would start the copy over, and a busy server could keep it from finishing.
      await source.backup(copy, { progress: () => ALL_PAGES })
    } finally {
      source.close()
    }
  } catch (err) {
    if (err instanceof SQLite.SqliteError) throw new BackupError(`${live} could not be copied: ${err.message}.`, { cause: err })
    throw err
  }
  const sqlite = new SQLite(copy, { fileMustExist: true })
  let migrations: string[]
  try {
    // One self-contained file, with no -wal beside it; the server turns WAL back on when it opens it.
    sqlite.pragma('journal_mode = DELETE')
    const problems = integrityProblems(sqlite)
    if (problems.length > 0) throw new BackupError(`The copy of ${live} failed SQLite's integrity check (${problems.slice(0, 3).join('; ')}); the database itself may be damaged.`)
    migrations = migrationsIn(sqlite, live)
  } finally {
    sqlite.close()
  }
  return { bytes: (await stat(copy)).size, migrations }
}

/** The generated secrets' files that exist (none when the environment sets both), readable by the owner only. */
async function copySecrets(files: string[], into: string): Promise<Manifest['secrets']['files']> {
  const copied: Manifest['secrets']['files'] = []
  for (const file of files) {
    const name = basename(file) as Manifest['secrets']['files'][number]
    if (!(await exists(file))) continue
    await mkdir(into, { recursive: true, mode: 0o700 })
    await copyFile(file, join(into, name), constants.COPYFILE_EXCL)
    await chmod(join(into, name), 0o600)
    copied.push(name)
  }
  return copied
}

/** The lines the command prints. */
export function describeBackup({ folder, manifest, vanishedUploads, secretsInEnvironment }: BackupSummary): string[] {
  const { database, uploads, secrets } = manifest
  const lines = [
    `Backed up to ${folder}: the database (${formatBytes(database.bytes)}, migration ${database.last_migration}, integrity ok), ` +
      `${uploads.files} upload${uploads.files === 1 ? '' : 's'} (${formatBytes(uploads.bytes)}) and ` +
      `${secrets.files.length === 0 ? 'no secret files' : `the secret file${secrets.files.length === 1 ? '' : 's'} ${secrets.files.join(' and ')}`}.`,
  ]
  if (vanishedUploads > 0) {
    lines.push(`${vanishedUploads} upload${vanishedUploads === 1 ? ' was' : 's were'} deleted by the server during the backup, after the database was copied: the backup's database still lists ${vanishedUploads === 1 ? 'it' : 'them'}, without the file.`)
  }
  for (const names of secretsInEnvironment) lines.push(`${names} come${names.includes(' and ') ? '' : 's'} from the environment, so the backup does not hold ${names.includes(' and ') ? 'them' : 'it'}: keep ${names.includes(' and ') ? 'them' : 'it'} with your configuration.`)
  return lines
}
