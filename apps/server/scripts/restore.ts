// npm run restore -- <folder>: puts a backup made by npm run backup into an empty data folder (the
// server stopped). See docs/operations.md "Backups".
import { runFolderCommand } from '../src/backup/cli.ts'
import { describeRestore, restore } from '../src/backup/restore.ts'
import { loadDataLocation } from '../src/config.ts'

await runFolderCommand(
  'Usage: npm run restore -- <folder>   (a folder made by npm run backup; DATABASE_URL, DATA_DIR and UPLOAD_DIR must name empty places)',
  async (folder) => describeRestore(await restore(loadDataLocation(), folder)),
)
