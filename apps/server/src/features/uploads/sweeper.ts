import type { Db } from '../../db/database.ts'
import type { Clock } from '../../clock.ts'
import type { Logger } from '../../logger.ts'
import type { FileStore } from '../../storage/file-store.ts'
import { sweepUnusedVisitorUploads } from './store.ts'

const SWEEP_EVERY_MS = 60 * 60 * 1000

/** Runs the sweep of unused visitors' sighting photos every hour, on every replica (a row another replica took first is simply gone). */
export function startVisitorUploadSweeper(db: Db, { files, clock, logger }: { files: FileStore; clock: Clock; logger: Logger }): { stop: () => void } {
  const timer = setInterval(() => {
    sweepUnusedVisitorUploads(db, files, clock.now()).catch((err: unknown) => logger.error({ err }, 'sweeping unused sighting photos failed'))
  }, SWEEP_EVERY_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
