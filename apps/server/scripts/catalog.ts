// npm run catalog -- import file.json: replaces the catalog sections the file contains, after
// checking every row with the contract's schemas. Nothing is written unless every row is valid.
import { readFileSync } from 'node:fs'
import { CatalogError, loadCatalog } from '../src/features/catalog/load.ts'
import { parseCatalog } from '../src/features/catalog/parse.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrate.ts'

const [command, file] = process.argv.slice(2)
if (command !== 'import' || !file) {
  console.error('Usage: npm run catalog -- import <file.json>')
  process.exit(2)
}

const parsed = parseCatalog(readFileSync(file, 'utf8'))
if (!parsed.ok) {
  console.error(`${file}: nothing was imported; fix these rows first:`)
  for (const problem of parsed.problems) console.error(`  ${problem}`)
  process.exit(1)
}

const config = loadConfig()
const database = openDatabase(config.databaseUrl)
try {
  await migrateToLatest(database)
  const loaded = await loadCatalog(database.db, parsed.catalog, new Date(), 'replace')
  console.log(`Imported ${file}: ${loaded.join(', ') || 'no sections'}.`)
} catch (err) {
  if (err instanceof CatalogError) {
    console.error(`${file}: nothing was imported: ${err.message}`)
    process.exit(1)
  }
  throw err
} finally {
  await database.close()
}
