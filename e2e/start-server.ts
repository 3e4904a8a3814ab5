// Starts the real server for the browser journeys on a brand-new SQLite database.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'petfolk-e2e-'))
process.env.DATA_DIR = dir
process.env.DATABASE_URL = join(dir, 'petfolk.db')
process.env.UPLOAD_DIR = join(dir, 'uploads')

await import('../apps/server/src/main.ts')
