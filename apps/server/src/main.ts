import { ConfigError, loadConfig } from './config.ts'
import { createLogger } from './logger.ts'
import { startServer } from './server.ts'

async function main() {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  const running = await startServer({ config, logger })
  logger.info(
    { url: config.appUrl, port: config.port, database: running.deps.dialect, signIn: running.deps.signIn.kind },
    `Petfolk is listening on ${config.appUrl}`,
  )

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    running
      .close()
      .then(() => {
        logger.info('stopped cleanly')
        process.exit(0)
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'shutdown failed')
        process.exit(1)
      })
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message)
  else console.error(err)
  process.exit(1)
})
