import { describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger.ts'
import { DIALECTS, createTestDatabase } from '../testing/test-db.ts'
import { checkHealth, pingThrough } from './health.ts'

for (const dialect of DIALECTS) {
  describe(`health check [${dialect}]`, () => {
    it('is healthy while the database answers, and 503 with a sentence once it does not', async () => {
      const database = await createTestDatabase(dialect)
      const logger = createLogger('silent')
      const warn = vi.spyOn(logger, 'warn')
      // The listener pings on the driver, the app's own route through Kysely: the same answers.
      const pings = [database.handle.ping, pingThrough(database.handle.db)]
      for (const ping of pings) expect(await checkHealth(ping, logger)).toEqual({ status: 200, body: '{"status":"ok"}' })

      await database.handle.close()
      for (const ping of pings) {
        const down = await checkHealth(ping, logger)
        expect(down.status).toBe(503)
        expect(JSON.parse(down.body)).toEqual({ error: 'The database is not answering.' })
      }
      expect(warn).toHaveBeenCalledTimes(2)
      await database.dispose().catch(() => undefined)
    })
  })
}
