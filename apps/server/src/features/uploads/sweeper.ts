import type { Db } from '../../db/database.ts'
import type { Task } from '../../delivery/runner.ts'
import type { FileStore } from '../../storage/file-store.ts'
import { sweepUnusedVisitorUploads } from './store.ts'

const SWEEP_EVERY_MS = 60 * 60 * 1000

/** Sweeps unused visitors' sighting photos every hour, on every replica (a row another replica took first is simply gone). */
export function visitorUploadSweepTask(db: Db, files: FileStore): Task {
  return {
    name: 'visitor-upload-sweep',
    everyMs: SWEEP_EVERY_MS,
    failure: 'sweeping unused sighting photos failed',
    async run(now) {
      await sweepUnusedVisitorUploads(db, files, now)
      return 0
    },
  }
}
