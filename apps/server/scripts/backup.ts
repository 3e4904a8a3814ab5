// npm run backup -- <folder>: backs up the one-machine data (SQLite database, uploads, generated
// secrets) into a new or empty folder while the server runs. See docs/operations.md "Backups".
import { backUp, describeBackup } from '../src/backup/backup.ts'
import { runFolderCommand } from '../src/backup/cli.ts'
import { loadDataLocation } from '../src/config.ts'

await runFolderCommand(
  'Usage: npm run backup -- <folder>   (a new or empty folder, outside DATA_DIR; reads DATABASE_URL, DATA_DIR and UPLOAD_DIR as the server does)',
  async (folder) => describeBackup(await backUp(loadDataLocation(), folder)),
)
