import { pino, type Logger } from 'pino'

export type { Logger }

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'petfolk' },
    redact: { paths: ['req.headers.cookie', 'cookie', 'token', 'pin'], remove: true },
  })
}
