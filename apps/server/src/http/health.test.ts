import { describe, expect, it, vi } from 'vitest'
import { createLogger } from '../logger.ts'
import { DIALECTS, createTestDatabase } from '../testing/test-db.ts'
import { checkHealth } from './health.ts'

for (const dialect of DIALECTS) {
  describe(`health check [${dialect}]`, () => {
    it('is healthy while the database answers, and 503 with a sentence once it does not', async () => {
      const database = await createTestDatabase(dialect)
      const logger = createLogger('silent')
      const warn = vi.spyOn(logger, 'warn')
      expect(await checkHealth(database.handle.db, logger)).toEqual({ status: 200, body: '{"status":"ok"}' })

      await database.handle.close()
      const down = await checkHealth(database.handle.db, logger)
      expect(down.status).toBe(503)
      expect(JSON.parse(down.body)).toEqual({ error: 'The database is not answering.' })
      expect(warn).toHaveBeenCalledOnce()
      await database.dispose().catch(() => undefined)
    })
  })
}
