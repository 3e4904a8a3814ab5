// Starts the real server for the browser journeys on a brand-new SQLite database.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// A known folder (playwright.config.ts) lets specs read the outbox; it is emptied, never reused.
const known = process.env.E2E_DATA_DIR
if (known) {
  rmSync(known, { recursive: true, force: true })
  mkdirSync(known, { recursive: true })
}
const dir = known ?? mkdtempSync(join(tmpdir(), 'petfolk-e2e-'))
process.env.DATA_DIR = dir
process.env.DATABASE_URL = join(dir, 'petfolk.db')
process.env.UPLOAD_DIR = join(dir, 'uploads')

await import('../apps/server/src/main.ts')
