// npm run db:types [-- --check]: regenerates apps/server/src/db/schema.generated.ts from a freshly
// migrated SQLite database (decision 051); with --check, only says whether the committed file is current.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { GENERATED_FILE, generateSchemaTypes } from '../src/db/schema-generator.ts'

const text = await generateSchemaTypes()
const path = fileURLToPath(GENERATED_FILE)
let current: string | null
try {
  current = readFileSync(path, 'utf8')
} catch {
  current = null
}
if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`${path} is out of date with the migrations: run npm run db:types and commit it.`)
    process.exitCode = 1
  } else console.log(`${path} matches the migrations.`)
} else if (current === text) console.log(`${path} is already current.`)
else {
  writeFileSync(path, text)
  console.log(`Wrote ${path}.`)
}
