import { builtInCatalog } from '../features/catalog/built-in.ts'
import { loadCatalog } from '../features/catalog/load.ts'
import type { Db } from './database.ts'

/** Original demo content, loaded into whichever parts of the catalog are still empty. */
export async function seedDemoContent(db: Db, now: Date): Promise<void> {
  await loadCatalog(db, builtInCatalog(), now, 'fill-empty')
}
