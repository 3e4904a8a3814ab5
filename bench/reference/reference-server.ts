// THE REFERENCE (not the product): the least work that answers GET /api/pets and GET /api/health
// the way Petfolk does — session-cookie check against the sessions table, the same pets query,
// JSON.stringify — written directly on node:http with prepared statements, as the floor of real
// work the product is compared with. SQLite (better-sqlite3) or PostgreSQL: pg with named
// statements, or postgres.js with its own prepared statements when REFERENCE_DRIVER=postgres.js.
// REFERENCE_SESSION=lean: the leaner reference, which looks the session up without the join to
// users (the product reads the user's id, e-mail and name for every route; this one only the id).
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import postgres from 'postgres'

const SESSION_COOKIE = 'pf_session'
const PAGE = 50
const url = process.env.DATABASE_URL ?? ''
const isPostgres = /^postgres(ql)?:\/\//.test(url)

const lean = process.env.REFERENCE_SESSION === 'lean'
const driver = process.env.REFERENCE_DRIVER ?? 'pg'
const POOL_SIZE = Number(process.env.REFERENCE_POOL_SIZE ?? 10)

const SESSION_SQL = (p: (n: number) => string) =>
  lean
    ? `select id, last_seen_at, expires_at, user_id from sessions where token_hash = ${p(1)}`
    : `select s.id, s.last_seen_at, s.expires_at, u.id as user_id, u.email, u.display_name from sessions s join users u on u.id = s.user_id where s.token_hash = ${p(1)}`
const PETS_SQL = (p: (n: number) => string) =>
  `select id, name, species, breed, sex, date_of_birth, weight_lbs, color, microchip_id, photo_url, notes, is_spayed_neutered, owner_name, owner_phone, owner_email, owner_address, emergency_contact_name, emergency_contact_phone, created_at, updated_at from pets where user_id = ${p(1)} order by id limit ${p(2)}`

interface SessionRow {
  id: number
  last_seen_at: string
  expires_at: string
  user_id: number
}
type PetRow = Record<string, unknown> & { is_spayed_neutered: number }

interface Queries {
  ping(): Promise<void>
  session(hash: string): Promise<SessionRow | undefined>
  pets(userId: number): Promise<PetRow[]>
}

function sqliteQueries(file: string): Queries {
  const db = new SQLite(file, { readonly: true })
  db.pragma('busy_timeout = 5000')
  const ping = db.prepare('select 1')
  const session = db.prepare(SESSION_SQL(() => '?'))
  const pets = db.prepare(PETS_SQL(() => '?'))
  return {
    ping: async () => void ping.get(),
    session: async (hash) => session.get(hash) as SessionRow | undefined,
    pets: async (userId) => pets.all(userId, PAGE + 1) as PetRow[],
  }
}

function postgresQueries(connectionString: string): Queries {
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10))
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v))
  const pool = new pg.Pool({ connectionString, max: POOL_SIZE })
  const p = (n: number) => `$${n}`
  return {
    ping: async () => void (await pool.query({ name: 'ping', text: 'select 1' })),
    session: async (hash) => (await pool.query<SessionRow>({ name: 'session', text: SESSION_SQL(p), values: [hash] })).rows[0],
    pets: async (userId) => (await pool.query<PetRow>({ name: 'pets', text: PETS_SQL(p), values: [userId, PAGE + 1] })).rows,
  }
}

function postgresJsQueries(connectionString: string): Queries {
  // The URL's `options` (the bench's search_path) goes to the server as a startup parameter.
  const sql = postgres(connectionString, { max: POOL_SIZE })
  const p = (n: number) => `$${n}`
  return {
    ping: async () => void (await sql.unsafe('select 1', [], { prepare: true })),
    session: async (hash) => (await sql.unsafe<SessionRow[]>(SESSION_SQL(p), [hash], { prepare: true }))[0],
    pets: async (userId) => await sql.unsafe<PetRow[]>(PETS_SQL(p), [userId, PAGE + 1], { prepare: true }),
  }
}

const queries = !isPostgres ? sqliteQueries(url) : driver === 'postgres.js' ? postgresJsQueries(url) : postgresQueries(url)

function sessionToken(req: IncomingMessage): string | null {
  const header = req.headers.cookie
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return decodeURIComponent(part.slice(eq + 1).trim())
  }
  return null
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/api/health') {
    await queries.ping()
    return send(res, 200, { status: 'ok' })
  }
  if (req.url === '/api/pets') {
    const token = sessionToken(req)
    const row = token ? await queries.session(createHash('sha256').update(token).digest('hex')) : undefined
    const now = Date.now()
    if (!row || now >= Date.parse(row.expires_at)) return send(res, 401, { error: 'Please sign in.' })
    const pets = (await queries.pets(row.user_id)).slice(0, PAGE).map((pet) => ({ ...pet, is_spayed_neutered: pet.is_spayed_neutered === 1 }))
    return send(res, 200, pets)
  }
  return send(res, 404, { error: 'Not found.' })
}

createServer((req, res) => {
  handle(req, res).catch(() => send(res, 500, { error: 'Something went wrong.' }))
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1')

// A plain exit on SIGTERM, so that Node's --cpu-prof writes its profile when the bench stops it.
process.on('SIGTERM', () => process.exit(0))
