// npm run catalog -- import file.json: replaces the catalog sections the file contains, after
// checking every row with the contract's schemas. Nothing is written unless every row is valid.
// npm run catalog -- export file.json: writes the catalog in the same format (retired items and
// what members submitted left out), so it can be edited and imported again.
import { readFileSync, writeFileSync } from 'node:fs'
import { exportCatalog } from '../src/features/catalog/export.ts'
import { CatalogError, loadCatalog } from '../src/features/catalog/load.ts'
import { parseCatalog } from '../src/features/catalog/parse.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrate.ts'

const [command, file] = process.argv.slice(2)
if ((command !== 'import' && command !== 'export') || !file) {
  console.error('Usage: npm run catalog -- import <file.json>\n       npm run catalog -- export <file.json>')
  process.exit(2)
}

if (command === 'export') {
  const config = loadConfig()
  const database = openDatabase(config.databaseUrl)
  try {
    await migrateToLatest(database)
    const exported = await exportCatalog(database.db, new Date())
    if (!exported.ok) {
      console.error(`${file}: nothing was written; these catalog rows would not import again:`)
      for (const problem of exported.problems) console.error(`  ${problem}`)
      process.exitCode = 1
    } else {
      writeFileSync(file, `${JSON.stringify(exported.catalog, null, 2)}\n`)
      const counts = Object.entries(exported.catalog).map(([section, rows]) => `${section} ${Array.isArray(rows) ? rows.length : 0}`)
      console.log(`Exported the catalog to ${file}: ${counts.join(', ')}.`)
    }
  } finally {
    await database.close()
  }
  process.exit()
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
