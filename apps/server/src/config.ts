import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { z } from 'zod'
import { isTimeZone } from './clock.ts'
import { mapTilesFrom, DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, type MapTiles } from './features/lost-found/map/tiles.ts'
import { readOrCreateVapidKeys, VAPID_KEY_FILE, vapidKeyProblem, vapidSubjectProblem, type VapidConfig } from './features/push/vapid.ts'
import type { S3Config } from './storage/s3-file-store.ts'

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true')

// `true` and `false` are what the flag this replaced took; they still mean one proxy and none.
const proxyCount = z
  .string()
  .regex(/^(\d{1,2}|true|false)?$/, 'TRUST_PROXY must be the number of reverse proxies in front of the server (0 for none)')
  .optional()
  .transform((v) => (v === 'true' ? 1 : v === undefined || v === '' || v === 'false' ? 0 : Number(v)))

/** Every environment variable the server reads, parsed once. README "Configuration" lists the same set. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  /** Unset: every interface, except with development sign-in by the loopback rule (then this machine only). */
  HOST: z.string().min(1).optional(),
  APP_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).default('./data/petfolk.db'),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).default('./data/uploads'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, 'S3_REGION must be a region name such as us-east-1 (auto for Cloudflare R2)').optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be the http:// or https:// address of an S3-compatible service (MinIO, R2, Ceph)' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_BACKUP_QUOTA_MB: z.coerce.number().positive('MEDIA_BACKUP_QUOTA_MB must be a positive number of megabytes').default(1024),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  IDME_CLIENT_ID: z.string().min(1).optional(),
  IDME_CLIENT_SECRET: z.string().min(1).optional(),
  IDME_ISSUER: z.url().default('https://api.id.me/oidc'),
  ALLOW_DEV_SIGNIN: flag,
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Petfolk <no-reply@petfolk.local>'),
  /** Comma-separated: a member who signs in with one of these addresses becomes an admin. */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((a) => a.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.email('ADMIN_EMAILS must be e-mail addresses separated by commas'))),
  /** Stripe Checkout takes merchandise payments when set (with STRIPE_WEBHOOK_SECRET); otherwise the development payment page does. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9]+$/, "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)").optional(),
  PRIVACY_CONTACT_EMAIL: z.email('PRIVACY_CONTACT_EMAIL must be an e-mail address').default('privacy@petfolk.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMITS: z.enum(['on', 'off'], { error: 'RATE_LIMITS must be on or off' }).default('on'),
  RATE_LIMIT_SCALE: z.coerce.number().positive('RATE_LIMIT_SCALE must be a positive number').default(1),
  TRUST_PROXY: proxyCount,
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.string().min(1).optional(),
  MAP_TILE_URL: z.string().trim().min(1, 'MAP_TILE_URL must not be empty (leave it unset for OpenStreetMap)').default(DEFAULT_MAP_TILE_URL),
  MAP_ATTRIBUTION: z.string().trim().min(1, 'MAP_ATTRIBUTION must not be empty: tile servers require their credit on the map').default(DEFAULT_MAP_ATTRIBUTION),
  /** The one zone members' local times are read in until members keep their own (decision 055). */
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'TIME_ZONE must be an IANA time zone such as America/Los_Angeles or Europe/Berlin')
    .default('America/Los_Angeles'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters, or it can be guessed (openssl rand -hex 32 makes a good one)')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces, as it is sent in an Authorization header')
    .optional(),
  METRICS_PORT: z.coerce
    .number({ error: 'METRICS_PORT must be a port number from 1 to 65535' })
    .int('METRICS_PORT must be a port number from 1 to 65535')
    .min(1, 'METRICS_PORT must be a port number from 1 to 65535')
    .max(65535, 'METRICS_PORT must be a port number from 1 to 65535')
    .optional(),
})

export type Env = z.infer<typeof envSchema>

export interface Config {
  env: Env['NODE_ENV']
  port: number
  host: string
  /** The public origin the browser uses, without a trailing slash. */
  appUrl: string
  databaseUrl: string
  dataDir: string
  uploadDir: string
  /** Uploads and media backups go to this bucket instead of uploadDir when S3_BUCKET is set. */
  s3: S3Config | null
  /** Each member's media backup space (sum of their backed-up files), in bytes. */
  mediaBackupQuotaBytes: number
  webDistDir: string
  sessionSecret: string
  sessionIdleMs: number
  sessionMaxMs: number
  google: { clientId: string; clientSecret: string; issuer: string } | null
  idme: { clientId: string; clientSecret: string; issuer: string } | null
  /** The built-in OpenID provider at /dev-idp stands in for Google when no Google client is set. */
  devSignIn: boolean
  smtpUrl: string | null
  mailFrom: string
  /**
   * Stripe Checkout for merchandise orders; null: the development payment page (no money moves)
   * stands in, as the development sign-in does for Google.
   */
  stripe: { secretKey: string; webhookSecret: string } | null
  /** Shown in the Privacy Policy as the address for privacy questions. */
  privacyContactEmail: string
  /** Lower-case addresses from ADMIN_EMAILS: their members become admins when they sign in. */
  adminEmails: ReadonlySet<string>
  logLevel: Env['LOG_LEVEL']
  /** Abuse limits (429 with Retry-After); `scale` multiplies every allowance. */
  rateLimits: { enabled: boolean; scale: number }
  /**
   * How many reverse proxies sit in front: the client address is that many X-Forwarded-For
   * entries from the right (0: the socket's address).
   */
  trustProxy: number
  /** Web Push (VAPID) keys and contact; generated into DATA_DIR when not configured. */
  vapid: VapidConfig
  /**
   * Which of the two secrets the environment left unset: generated (or read from DATA_DIR) here,
   * then replaced at start by the copy every replica shares in the database (shared-secrets.ts).
   */
  generatedSecrets: { session: boolean; vapid: boolean }
  /** Where the maps' background tiles come from and the credit they must show (the page's CSP allows that host). */
  mapTiles: MapTiles
  /**
   * GET /metrics (Prometheus): on the app's port for a bearer `token`, and/or on `port`, a second
   * listener bound to 127.0.0.1 that needs none. Both null: not served at all.
   */
  metrics: { token: string | null; port: number | null }
  /**
   * The IANA zone in which the local times members enter without a zone (an appointment's
   * date-time, a due date) are read when reminders are sent: one for everyone (decision 055).
   */
  timeZone: string
}

const DAY_MS = 24 * 60 * 60 * 1000

export class ConfigError extends Error {}

/** Reads the environment (or overrides, in tests). Fails with one readable message per bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER }
      : null
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together')
  }
  const idme =
    env.IDME_CLIENT_ID && env.IDME_CLIENT_SECRET
      ? { clientId: env.IDME_CLIENT_ID, clientSecret: env.IDME_CLIENT_SECRET, issuer: env.IDME_ISSUER }
      : null
  const devSignIn = google === null && devSignInAllowed(env, appUrl)
  const dataDir = resolve(env.DATA_DIR)
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST ?? (devSignIn && !env.ALLOW_DEV_SIGNIN ? '127.0.0.1' : '0.0.0.0'),
    appUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR),
    s3: s3Config(env),
    mediaBackupQuotaBytes: Math.floor(env.MEDIA_BACKUP_QUOTA_MB * 1024 * 1024),
    webDistDir: resolve(env.WEB_DIST_DIR ?? join(import.meta.dirname, '../../web/dist')),
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    sessionIdleMs: env.SESSION_IDLE_DAYS * DAY_MS,
    sessionMaxMs: env.SESSION_MAX_DAYS * DAY_MS,
    google,
    idme,
    devSignIn,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    stripe: stripeConfig(env),
    privacyContactEmail: env.PRIVACY_CONTACT_EMAIL,
    adminEmails: new Set(env.ADMIN_EMAILS),
    logLevel: env.LOG_LEVEL,
    rateLimits: { enabled: env.RATE_LIMITS === 'on', scale: env.RATE_LIMIT_SCALE },
    trustProxy: env.TRUST_PROXY,
    vapid: vapidConfig(env, dataDir),
    generatedSecrets: { session: env.SESSION_SECRET === undefined, vapid: !(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) },
    mapTiles: mapTiles(env),
    metrics: metricsAccess(env),
    timeZone: env.TIME_ZONE,
  }
}

/**
 * Whether the development provider may stand in for Google, which lets anyone sign in as anyone.
 * What decides is who can reach it, not NODE_ENV (a shell may export any value): on a loopback
 * APP_URL the server then listens on loopback only (see `host` above), so only this machine can
 * sign in. It refuses to start (rather than quietly running without sign-in) where others could:
 * a public APP_URL, or, in production, a HOST that other machines reach, unless
 * ALLOW_DEV_SIGNIN=1 says it is a demo (decisions 024 and 042).
 */
function devSignInAllowed(env: Env, appUrl: string): boolean {
  if (env.ALLOW_DEV_SIGNIN) return true
  const fix = 'set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or ALLOW_DEV_SIGNIN=1 to let anyone sign in as anyone through the development identity provider (demo deployments only)'
  if (!isLoopbackUrl(appUrl)) throw new ConfigError(`Invalid configuration:\n  APP_URL ${appUrl} is not a loopback address and no sign-in is configured: ${fix}.`)
  if (env.NODE_ENV === 'production' && env.HOST !== undefined && !isLoopbackHost(env.HOST)) {
    throw new ConfigError(`Invalid configuration:\n  HOST ${env.HOST} lets other machines reach a production server with no sign-in configured: ${fix}, or leave HOST unset to serve this machine only.`)
  }
  return true
}

/** An address to listen on that only this machine reaches. */
function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1')
  return name === 'localhost' || name === '::1' || /^127\.\d+\.\d+\.\d+$/.test(name)
}

/** localhost, 127.0.0.0/8 or [::1]: only this machine can reach it. URL has already normalised forms such as 127.1. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase()
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

/** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither (a pair generated once into DATA_DIR). */
function vapidConfig(env: Env, dataDir: string): VapidConfig {
  const fail = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`)
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.PRIVACY_CONTACT_EMAIL}`
  const subjectProblem = vapidSubjectProblem(subject)
  if (subjectProblem) throw fail(subjectProblem)
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw fail('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to use a pair generated into DATA_DIR)')
  }
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    const problem = vapidKeyProblem(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY)
    if (problem) throw fail(problem)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject }
  }
  const stored = readOrCreateVapidKeys(dataDir)
  if ('problem' in stored) throw fail(stored.problem)
  return { ...stored, subject }
}

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together: without the webhook no order would ever be marked paid. */
function stripeConfig(env: Env): Config['stripe'] {
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither, to take payments on the development payment page)',
    )
  }
  return env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET } : null
}

/** S3_BUCKET chooses the bucket; the other S3_* variables mean nothing without it. */
function s3Config(env: Env): S3Config | null {
  const fail = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`)
  if (!env.S3_BUCKET) {
    const stray = (['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => env[name] !== undefined)
    if (stray.length > 0) throw fail(`${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to store files in a bucket, or unset ${stray.length === 1 ? 'it' : 'them'} to keep them in UPLOAD_DIR`)
    return null
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw fail('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, to use the AWS default credential chain)')
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, '') ?? null,
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : null,
  }
}

function metricsAccess(env: Env): Config['metrics'] {
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new ConfigError(`Invalid configuration:\n  METRICS_PORT must differ from PORT (${env.PORT}): metrics are served on a second listener, bound to 127.0.0.1`)
  }
  return { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null }
}

function mapTiles(env: Env): MapTiles {
  const tiles = mapTilesFrom(env.MAP_TILE_URL, env.MAP_ATTRIBUTION)
  if ('problem' in tiles) throw new ConfigError(`Invalid configuration:\n  ${tiles.problem}`)
  return tiles
}

/** The file in DATA_DIR that keeps the generated session secret. */
export const SESSION_SECRET_FILE = 'session-secret'

/** Without SESSION_SECRET, a random one is generated once and kept beside the data, so restarts keep sessions. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, SESSION_SECRET_FILE)
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  }
  mkdirSync(dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

/** Where the server keeps its data on this machine: what `npm run backup` and `npm run restore` work on. */
export interface DataLocation extends Pick<Config, 'databaseUrl' | 'dataDir' | 'uploadDir'> {
  /** S3_BUCKET: uploads live in that bucket, not in uploadDir. */
  s3Bucket: string | null
  /** The generated secrets' files in DATA_DIR (they may not exist yet). */
  secretFiles: string[]
  /** The secrets the environment sets, which are then neither generated nor stored anywhere Petfolk could copy. */
  secretsInEnvironment: string[]
}

const dataLocationSchema = envSchema.pick({ DATABASE_URL: true, DATA_DIR: true, UPLOAD_DIR: true, S3_BUCKET: true, SESSION_SECRET: true, VAPID_PUBLIC_KEY: true, VAPID_PRIVATE_KEY: true })

/**
 * The variables loadConfig reads for the data's whereabouts, with the same defaults and meaning, and
 * only those. Unlike loadConfig it generates nothing: a backup must not add secrets to the folder it
 * copies, nor a restore to the folder it must find empty.
 */
export function loadDataLocation(source: Record<string, string | undefined> = process.env): DataLocation {
  const parsed = dataLocationSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  const dataDir = resolve(env.DATA_DIR)
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR),
    s3Bucket: env.S3_BUCKET ?? null,
    secretFiles: [join(dataDir, SESSION_SECRET_FILE), join(dataDir, VAPID_KEY_FILE)],
    secretsInEnvironment: [
      ...(env.SESSION_SECRET ? ['SESSION_SECRET'] : []),
      ...(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? ['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY'] : []),
    ],
  }
}
