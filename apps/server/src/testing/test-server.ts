import { createServer } from 'node:net'
import { createLogger } from '../logger.ts'
import { startServer, type RunningServer, type StartOptions } from '../server.ts'
import type { DialectName } from '../db/dialect.ts'
import { createTestDatabase } from './test-db.ts'
import { testConfig } from './test-context.ts'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** The real server on a free loopback port, with the development identity provider mounted; `logger` defaults to a silent one. */
export async function startTestServer(dialect: DialectName, overrides: Record<string, string> = {}, options: Partial<Pick<StartOptions, 'liveStreams' | 'logger'>> = {}) {
  const database = await createTestDatabase(dialect)
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const config = testConfig({ PORT: String(port), HOST: '127.0.0.1', APP_URL: baseUrl, ...overrides })
  const running: RunningServer = await startServer({ ...options, config, logger: options.logger ?? createLogger('silent'), database: database.handle })
  return {
    baseUrl,
    running,
    db: database.handle.db,
    async stop() {
      await running.close(1000)
      await database.dispose()
    },
  }
}
