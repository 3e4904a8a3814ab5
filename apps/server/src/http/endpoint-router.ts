import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import {
  isMultipart,
  isSchema,
  needsSession,
  paramNames,
  type Access,
  type EndpointSpec,
  type NoBody,
  type PathParams,
  type QueryOf,
  type QuotaRule,
  type BodyOf,
} from '@petfolk/contract/endpoint'
import { ADMINS_ONLY, STAFF_ONLY, isStaff } from '@petfolk/contract/staff'
import type { AppDeps, AppEnv } from '../app-env.ts'
import type { SessionUser } from '../auth/session-store.ts'
import { collectLive } from '../delivery/live.ts'
import type { Db } from '../db/database.ts'
import { noteAnsweringRoute } from '../metrics/answered-route.ts'
import { ApiError, notSignedIn, zodErrorBody } from './errors.ts'
import { jsonAnswer } from './etag.ts'
import { isMemberContentWrite, refuseRestricted } from './member-standing.ts'
import { readPage, type PageRequest } from './pagination.ts'
import { quotaSpender, rateLimiter } from './rate-limit.ts'
import { jsonBodyLimit } from './security.ts'
import type { RequestStep } from './request-steps.ts'
import { idFromPath, readJson, readQuery } from './validate.ts'

/** A JSON answer (or, with a null body, an answer without one) and its status. */
export interface Reply<S extends number, B> {
  readonly status: S
  readonly body: B
}

export function reply<const S extends number, B>(status: S, body: B): Reply<S, B> {
  return { status, body }
}
export const ok = <B>(body: B): Reply<200, B> => reply(200, body)
export const created = <B>(body: B): Reply<201, B> => reply(201, body)
export const noContent = (): Reply<204, null> => reply(204, null)

/**
 * What a handler may answer: for each status its descriptor lists, the body its schema takes
 * (checked by the compiler), null for an answer without a body, a Response for a raw one.
 */
export type ReplyOf<E extends EndpointSpec> = {
  [S in keyof E['answers'] & number]: E['answers'][S] extends z.ZodType
    ? Reply<S, z.input<E['answers'][S]>>
    : E['answers'][S] extends NoBody
      ? Reply<S, null>
      : Response
}[keyof E['answers'] & number]

/** What a handler gets: the request's parts, already validated, and who is asking. */
export interface EndpointInput<E extends EndpointSpec> {
  params: PathParams<E>
  query: QueryOf<E>
  body: BodyOf<E>
  /** `limit` and the decoded cursor, for a paged endpoint. */
  page: E['paged'] extends true ? PageRequest : undefined
  user: E['access'] extends 'public' ? SessionUser | null : SessionUser
  /**
   * Spends the descriptor's quota: the handler calls it inside the transaction of the write it
   * limits, so a refused or failed write leaves no hit (see QuotaRule).
   */
  spend: E['quota'] extends QuotaRule ? (trx: Db) => Promise<void> : undefined
}

/** What a route may add to its descriptor's handling. */
export interface RouteOptions {
  /**
   * Rewords the refusal of input that does not fit the descriptor, for a route whose caller shows
   * the sentence to the person as it is (the sign-in callback page).
   */
  readonly inputRefusal?: (error: unknown) => unknown
}

export type EndpointHandler<E extends EndpointSpec> = (input: EndpointInput<E>, c: Context<AppEnv>) => ReplyOf<E> | Promise<ReplyOf<E>>

/** Every endpoint an app serves, for the OpenAPI document and the tests' answer checks. */
const registered = new WeakMap<Hono<AppEnv>, readonly EndpointSpec[]>()

export function registeredEndpoints(app: Hono<AppEnv>): readonly EndpointSpec[] {
  return registered.get(app) ?? []
}

export function recordEndpoints(app: Hono<AppEnv>, endpoints: readonly EndpointSpec[]): void {
  registered.set(app, endpoints)
}

/**
 * A feature's routes. Every route comes from a descriptor in @petfolk/contract, which says its
 * method and path: access, rate rules, path, query and body checks are attached here, next to the
 * route, so a handler runs only for a request its descriptor allows.
 */
export interface EndpointRouter {
  readonly routes: readonly RouterRoute[]
  on<const E extends EndpointSpec>(endpoint: E, handler: EndpointHandler<E>, options?: RouteOptions): EndpointRouter
}

interface Limits {
  readonly rate: ReturnType<typeof rateLimiter>
  readonly quota: ReturnType<typeof quotaSpender>
}

interface RouterRoute {
  readonly endpoint: EndpointSpec
  /** Registers the route on the API app, behind the steps every API request takes first. */
  register(api: Hono<AppEnv>, prepare: RequestStep): void
}

/** A feature's routes, each registered at its descriptor's own method and path. */
export function endpointRouter(deps: AppDeps): EndpointRouter {
  const routes: RouterRoute[] = []
  const limits: Limits = { rate: rateLimiter(deps), quota: quotaSpender(deps) }
  const bodyLimit = jsonBodyLimit()
  const router: EndpointRouter = {
    routes,
    on(endpoint, handler, options = {}) {
      routes.push({
        endpoint,
        register(api, prepare) {
          const answer = endpointHandler(endpoint, handler as unknown as EndpointHandler<EndpointSpec>, limits, options, deps)
          // A JSON body's size limit comes after the shared steps (a cross-site write is refused
          // before its body is read) and before the route. A route without one is the path's only
          // handler, which Hono calls directly, without composing a middleware chain (decision 038).
          if (endpoint.body && !isMultipart(endpoint.body)) api.on(endpoint.method, endpoint.path, stepsThenNext(prepare, endpoint.path), bodyLimit, answer)
          else api.on(endpoint.method, endpoint.path, stepsThen(prepare, answer, endpoint.path))
        },
      })
      return router
    },
  }
  return router
}

/**
 * Registers every router's routes on the API app, each at its descriptor's method and path, with
 * `prepare` first (origin, session, ETag), and answers the descriptors in the order given. Hono
 * tries a request's routes in the order they were registered, so they are registered literal
 * segments first: `/api/lost-pets/map` before `/api/lost-pets/:id`, wherever each is declared.
 */
export function registerRoutes(api: Hono<AppEnv>, prepare: RequestStep, routers: readonly EndpointRouter[]): EndpointSpec[] {
  const routes = routers.flatMap((router) => router.routes)
  const seen = new Set<string>()
  for (const { endpoint } of routes) {
    const key = `${endpoint.method} ${endpoint.path}`
    if (seen.has(key)) throw new Error(`${key} is registered twice`)
    seen.add(key)
  }
  for (const route of [...routes].sort((a, b) => literalsFirst(a.endpoint.path, b.endpoint.path))) route.register(api, prepare)
  return routes.map((route) => route.endpoint)
}

/**
 * Orders paths segment by segment, a literal segment before a parameter, so a path Hono could
 * match through a parameter comes after every path that names that segment outright.
 */
export function literalsFirst(a: string, b: string): number {
  const x = a.split('/')
  const y = b.split('/')
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i] ?? ''
    const q = y[i] ?? ''
    if (p === q) continue
    const pIsParam = p.startsWith(':')
    if (pIsParam !== q.startsWith(':')) return pIsParam ? 1 : -1
    return p < q ? -1 : 1
  }
  return x.length - y.length
}

type ParamReader = readonly [name: string, read: (raw: string) => unknown]

function paramReaders(endpoint: EndpointSpec): ParamReader[] {
  return paramNames(endpoint.path).map((name) => {
    const schema = endpoint.params?.[name]
    if (!schema) return [name, idFromPath] as const
    return [name, (raw: string) => parseParam(schema, raw)] as const
  })
}

/** A path parameter that does not fit names nothing: 404, like an id that is out of range. */
function parseParam(schema: z.ZodType, raw: string): unknown {
  const result = raw.includes('\u0000') ? null : schema.safeParse(raw)
  if (!result?.success) throw new ApiError(404, 'That item was not found.', result ? { issues: zodErrorBody(result.error).issues } : {})
  return result.data
}

function endpointHandler(
  endpoint: EndpointSpec,
  handler: EndpointHandler<EndpointSpec>,
  limits: Limits,
  { inputRefusal }: RouteOptions,
  { clock, background, events: bus }: Pick<AppDeps, 'clock' | 'background' | 'events'>,
): (c: Context<AppEnv>) => Promise<Response> {
  const signedIn = needsSession(endpoint.access)
  // A suspended member reads, but does not write what others read (http/member-standing.ts).
  const contentWrite = isMemberContentWrite(endpoint)
  const allowed = roleCheck(endpoint.access)
  const readers = paramReaders(endpoint)
  const { rate, quota, query, body, paged } = endpoint
  const jsonBody = body && !isMultipart(body) ? body : null
  const writes = endpoint.method !== 'GET'
  const jsonStatuses = new Set(Object.entries(endpoint.answers).flatMap(([status, answer]) => (isSchema(answer) ? [Number(status)] : [])))
  return async (c) => {
    const user = c.get('user')
    if (signedIn && !user) throw notSignedIn()
    if (allowed && user) allowed(user)
    if (contentWrite && user && (user.suspended_until || user.banned_at)) refuseRestricted(user, clock.now())
    if (rate) {
      const pending = limits.rate(c, rate)
      if (pending) await pending
    }
    const params: Record<string, unknown> = {}
    let input: EndpointInput<EndpointSpec>
    try {
      for (const [name, read] of readers) params[name] = read(c.req.param(name) ?? '')
      input = {
        params,
        query: query ? readQuery(c, query) : undefined,
        page: paged ? readPage(c) : undefined,
        body: jsonBody ? await readJson(c, jsonBody) : undefined,
        user,
      } as EndpointInput<EndpointSpec>
    } catch (error) {
      throw inputRefusal ? inputRefusal(error) : error
    }
    const respond = async (): Promise<Response> => (quota ? answerSpending(quota, limits.quota, input, c) : toResponse(await handler(input, c), c))
    if (!writes) return respond()
    // A write may deliver notices: their live events go out once it has succeeded, after its commit.
    const { result: response, events } = await collectLive(respond)
    if (response.status < 400) {
      if (events.length > 0) {
        for (const event of events) bus.publish(event)
        await bus.sent()
      }
      // It may also have queued background work (a notice's pushes, a report to match) in its
      // transaction: this replica's runner takes it now, not at its next poll.
      background.wake()
    }
    return response
  }

  /**
   * A route with a quota hands its handler the spending, to call inside its write's transaction;
   * a success that did not spend it is a bug in the route, refused before anything is answered.
   */
  async function answerSpending(rule: QuotaRule, spendQuota: Limits['quota'], input: EndpointInput<EndpointSpec>, c: Context<AppEnv>): Promise<Response> {
    let spent = false
    const subject = quotaSubject(rule, input)
    const spend = async (trx: Db) => {
      spent = true
      await spendQuota(c, rule, subject, trx)
    }
    const result: Reply<number, unknown> | Response = await handler({ ...input, spend } as unknown as EndpointInput<EndpointSpec>, c)
    if (!spent && (result instanceof Response ? result.ok : result.status < 300)) {
      throw new Error(`${endpoint.method} ${endpoint.path} answered without spending its quota ${rule.name}`)
    }
    return toResponse(result, c)
  }

  function toResponse(result: Reply<number, unknown> | Response, c: Context<AppEnv>): Response {
    if (result instanceof Response) return result
    // The descriptor, not the value, says whether there is a body: a JSON answer may be null.
    return jsonStatuses.has(result.status) ? jsonAnswer(c, result.status, result.body) : c.body(null, result.status as 204)
  }
}

/** Whom or what a quota counts for: `user:<member id>`, or `<as>:<path parameter>` (`report:12`). */
function quotaSubject(rule: QuotaRule, input: EndpointInput<EndpointSpec>): string {
  if ('user' in rule.per) {
    if (!input.user) throw new Error(`The quota ${rule.name} counts per member, on a route without one`)
    return `user:${input.user.id}`
  }
  return `${rule.per.as}:${String((input.params as Record<string, unknown>)[rule.per.param])}`
}

/**
 * The role an endpoint asks for, checked on the server from the session's own row: a member who
 * calls a staff endpoint gets 403 with a sentence, whatever the page they called it from showed.
 */
function roleCheck(access: Access): ((user: SessionUser) => void) | null {
  if (access === 'staff') return (user) => {
    if (!isStaff(user.role)) throw new ApiError(403, STAFF_ONLY)
  }
  if (access === 'admin') return (user) => {
    if (user.role !== 'admin') throw new ApiError(403, ADMINS_ONLY)
  }
  return null
}

/**
 * The first function Hono calls for a route. It notes the route's pattern for the request metrics
 * (metrics/answered-route.ts) before anything can refuse the request, so a 403 or 429 counts
 * under the route too.
 */
function stepsThen(prepare: RequestStep, answer: (c: Context<AppEnv>) => Promise<Response>, pattern: string): (c: Context<AppEnv>) => Promise<Response> {
  return (c) => {
    noteAnsweringRoute(c, pattern)
    const pending = prepare(c)
    return pending ? pending.then(() => answer(c)) : answer(c)
  }
}

function stepsThenNext(prepare: RequestStep, pattern: string): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    noteAnsweringRoute(c, pattern)
    const pending = prepare(c)
    return pending ? pending.then(next) : next()
  }
}
