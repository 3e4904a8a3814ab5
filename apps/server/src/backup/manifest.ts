import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { SESSION_SECRET_FILE } from '../config.ts'
import { VAPID_KEY_FILE } from '../features/push/vapid.ts'

/**
 * A refusal or failure the operator can act on: the commands print its message alone, as one
 * sentence, and exit with status 1.
 */
export class BackupError extends Error {}

/** What a backup folder holds (docs/decisions/045). */
export const MANIFEST_FILE = 'backup.json'
export const DATABASE_FILE = 'petfolk.db'
export const UPLOADS_FOLDER = 'uploads'
export const SECRETS_FOLDER = 'secrets'
/** The generated secrets' file names, the same in DATA_DIR and in a backup's secrets folder. */
export const SECRET_FILES = [SESSION_SECRET_FILE, VAPID_KEY_FILE] as const

const FORMAT = 'petfolk-backup'
/** Raised when a backup's layout changes in a way an older restore would misread. */
export const BACKUP_FORMAT_VERSION = 1

const count = z.number().int().nonnegative()

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  created_at: z.iso.datetime(),
  database: z.object({
    file: z.literal(DATABASE_FILE),
    bytes: count,
    /** The last of the migrations the database had run: a restore refuses it if the code does not know it. */
    last_migration: z.string().min(1),
    migrations: count,
  }),
  uploads: z.object({ folder: z.literal(UPLOADS_FOLDER), files: count, bytes: count }),
  secrets: z.object({ folder: z.literal(SECRETS_FOLDER), files: z.array(z.enum(SECRET_FILES)) }),
})

export type Manifest = z.infer<typeof manifestSchema>

/** Written last, so a folder with a manifest holds a finished backup. */
export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' })
}

/** The manifest of the backup in `folder`, or a BackupError that says why it is not one this code can restore. */
export async function readManifest(folder: string): Promise<Manifest> {
  const file = join(folder, MANIFEST_FILE)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      if (!existsSync(folder)) throw new BackupError(`There is no backup at ${folder}: the folder does not exist.`)
      throw new BackupError(`${folder} is not a finished Petfolk backup: it has no ${MANIFEST_FILE} (a backup writes it last, so an interrupted one has none).`)
    }
    throw err
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupError(`${file} is not valid JSON, so ${folder} cannot be restored: it was changed or damaged after the backup.`)
  }
  const head = z.object({ format: z.literal(FORMAT), version: z.number() }).safeParse(json)
  if (!head.success) throw new BackupError(`${file} is not a Petfolk backup manifest (it has no "format": "${FORMAT}").`)
  if (head.data.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`${folder} was made by a newer Petfolk (backup format ${head.data.version}; this one reads format ${BACKUP_FORMAT_VERSION}): restore it with that version or later.`)
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'manifest'}: ${i.message}`).join('; ')
    throw new BackupError(`${file} is damaged (${problems}), so ${folder} cannot be restored.`)
  }
  return parsed.data
}
