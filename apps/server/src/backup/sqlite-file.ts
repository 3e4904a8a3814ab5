import { resolve } from 'node:path'
import type SQLite from 'better-sqlite3'
import type { DataLocation } from '../config.ts'
import { isPostgresUrl } from '../db/dialect.ts'
import { isWithin } from './folders.ts'
import { BackupError } from './manifest.ts'

/**
 * The SQLite file DATABASE_URL names (as openDatabase reads it), once the configuration is one these
 * commands serve: one machine, SQLite, uploads on its disk. Anything else is refused with what to
 * do instead, before anything is read or written.
 */
export function sqliteFileOf(location: DataLocation, command: 'backup' | 'restore'): string {
  const { databaseUrl, dataDir, uploadDir, s3Bucket } = location
  if (isPostgresUrl(databaseUrl)) {
    throw new BackupError(
      command === 'backup'
        ? 'DATABASE_URL names a PostgreSQL database, and npm run backup copies the one-machine SQLite set-up: back PostgreSQL up with pg_dump, as docs/operations.md "Backups" shows.'
        : 'DATABASE_URL names a PostgreSQL database, and npm run restore puts back a one-machine SQLite backup: restore a PostgreSQL dump with pg_restore, as docs/operations.md "Backups" shows.',
    )
  }
  if (s3Bucket) {
    throw new BackupError(
      command === 'backup'
        ? `S3_BUCKET is set, so uploads live in the bucket ${s3Bucket}, which npm run backup does not copy: back up the database first and then the bucket (aws s3 sync or rclone copy), as docs/operations.md "Backups" shows.`
        : `S3_BUCKET is set, so the server would look for uploads in the bucket ${s3Bucket}, not in UPLOAD_DIR where npm run restore puts them: restore with S3_BUCKET unset, then copy UPLOAD_DIR into the bucket as docs/operations.md "Moving from one machine" shows.`,
    )
  }
  const file = databaseUrl.startsWith('file:') ? databaseUrl.slice('file:'.length) : databaseUrl
  if (file === ':memory:') throw new BackupError(`DATABASE_URL is :memory:, a database that lives only as long as the server, so there is nothing to ${command === 'backup' ? 'back up' : 'restore into'}.`)
  const absolute = resolve(file)
  if (isWithin(absolute, uploadDir) || isWithin(dataDir, uploadDir)) {
    throw new BackupError(`UPLOAD_DIR (${uploadDir}) holds the database or DATA_DIR, so a copy of the uploads would hold them too: give uploads a folder of their own (by default $DATA_DIR/uploads).`)
  }
  return absolute
}

/** The migrations the database has run, in order, or a BackupError when it has no record of any (not a Petfolk database). */
export function migrationsIn(sqlite: SQLite.Database, shownAs: string): string[] {
  const table = sqlite.prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'").get()
  if (!table) throw new BackupError(`${shownAs} is not a Petfolk database: it has no kysely_migration table.`)
  const names = sqlite.prepare('select name from kysely_migration order by name').pluck().all() as string[]
  if (names.length === 0) throw new BackupError(`${shownAs} is not a Petfolk database: it has run no migrations.`)
  return names
}

/** What SQLite's full integrity check finds wrong: nothing, for a sound file. */
export function integrityProblems(sqlite: SQLite.Database): string[] {
  const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[]
  const problems = rows.map((row) => row.integrity_check)
  return problems.length === 1 && problems[0] === 'ok' ? [] : problems
}
