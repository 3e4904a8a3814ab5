// npm run seed [-- --reset]: loads the demo catalog into empty parts of the database, or with
// --reset replaces the whole catalog with it (members' own rows stay).
import { builtInCatalog } from '../src/features/catalog/built-in.ts'
import { loadCatalog } from '../src/features/catalog/load.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrate.ts'

const reset = process.argv.includes('--reset')
const config = loadConfig()
const database = openDatabase(config.databaseUrl)
try {
  await migrateToLatest(database)
  const loaded = await loadCatalog(database.db, builtInCatalog(), new Date(), reset ? 'replace' : 'fill-empty')
  console.log(loaded.length ? `Loaded the demo catalog: ${loaded.join(', ')}.` : 'Every part of the catalog already has content; nothing loaded (use --reset to replace it).')
} finally {
  await database.close()
}
