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
  type BodyOf,
} from '@petfolk/contract/endpoint'
import { ADMINS_ONLY, STAFF_ONLY, isStaff } from '@petfolk/contract/staff'
import type { AppDeps, AppEnv } from '../app-env.ts'
import type { SessionUser } from '../auth/session-store.ts'
import { collectLive } from '../delivery/live.ts'
import { noteAnsweringRoute } from '../metrics/answered-route.ts'
import { ApiError, notSignedIn, zodErrorBody } from './errors.ts'
import { jsonAnswer } from './etag.ts'
import { isMemberContentWrite, refuseRestricted } from './member-standing.ts'
import { readPage, type PageRequest } from './pagination.ts'
import { rateLimiter } from './rate-limit.ts'
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
 * A feature's routes under one prefix. Every route comes from a descriptor in @petfolk/contract:
 * access, rate rule, path, query and body checks are attached here, next to the route, so a
 * handler runs only for a request its descriptor allows.
 */
export interface EndpointRouter {
  readonly prefix: string
  readonly endpoints: EndpointSpec[]
  on<const E extends EndpointSpec>(endpoint: E, handler: EndpointHandler<E>, options?: RouteOptions): EndpointRouter
  /** Registers every route on the API app, each behind the steps every API request takes first. */
  registerOn(api: Hono<AppEnv>, prepare: RequestStep): void
}

export function endpointRouter(deps: AppDeps, prefix: `/api${string}`): EndpointRouter {
  const endpoints: EndpointSpec[] = []
  const routes: Array<{ endpoint: EndpointSpec; handler: EndpointHandler<EndpointSpec>; options: RouteOptions }> = []
  const limit = rateLimiter(deps)
  const bodyLimit = jsonBodyLimit()
  const router: EndpointRouter = {
    prefix,
    endpoints,
    on(endpoint, handler, options = {}) {
      if (endpoint.path !== prefix && !endpoint.path.startsWith(`${prefix}/`)) {
        throw new Error(`${endpoint.method} ${endpoint.path} does not belong under ${prefix}`)
      }
      endpoints.push(endpoint)
      routes.push({ endpoint, handler: handler as unknown as EndpointHandler<EndpointSpec>, options })
      return router
    },
    registerOn(api, prepare) {
      for (const { endpoint, handler, options } of routes) {
        const answer = endpointHandler(endpoint, handler, limit, options, deps)
        // A JSON body's size limit comes after the shared steps (a cross-site write is refused
        // before its body is read) and before the route. A route without one is the path's only
        // handler, which Hono calls directly, without composing a middleware chain (decision 038).
        if (endpoint.body && !isMultipart(endpoint.body)) api.on(endpoint.method, endpoint.path, stepsThenNext(prepare, endpoint.path), bodyLimit, answer)
        else api.on(endpoint.method, endpoint.path, stepsThen(prepare, answer, endpoint.path))
      }
    },
  }
  return router
}

/**
 * Mounts routers on the API app, each at its prefix (checked against the one it was built for),
 * so app.ts reads as the URL map; `prepare` runs first for every request (origin, session, ETag).
 */
export function apiMounter(api: Hono<AppEnv>, prepare: RequestStep): (prefix: `/api${string}`, router: EndpointRouter) => EndpointSpec[] {
  return (prefix, router) => {
    if (router.prefix !== prefix) throw new Error(`The router for ${router.prefix} cannot be mounted at ${prefix}`)
    router.registerOn(api, prepare)
    return router.endpoints
  }
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
  limit: ReturnType<typeof rateLimiter>,
  { inputRefusal }: RouteOptions,
  { clock, background, events: bus }: Pick<AppDeps, 'clock' | 'background' | 'events'>,
): (c: Context<AppEnv>) => Promise<Response> {
  const signedIn = needsSession(endpoint.access)
  // A suspended member reads, but does not write what others read (http/member-standing.ts).
  const contentWrite = isMemberContentWrite(endpoint)
  const allowed = roleCheck(endpoint.access)
  const readers = paramReaders(endpoint)
  const { rate, query, body, paged } = endpoint
  const jsonBody = body && !isMultipart(body) ? body : null
  const writes = endpoint.method !== 'GET'
  const jsonStatuses = new Set(Object.entries(endpoint.answers).flatMap(([status, answer]) => (isSchema(answer) ? [Number(status)] : [])))
  return async (c) => {
    const user = c.get('user')
    if (signedIn && !user) throw notSignedIn()
    if (allowed && user) allowed(user)
    if (contentWrite && user && (user.suspended_until || user.banned_at)) refuseRestricted(user, clock.now())
    if (rate) {
      const pending = limit(c, rate)
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
    // A write may deliver notices: their live events go out once it has succeeded, after its commit.
    const run = async (): Promise<Reply<number, unknown> | Response> => handler(input, c)
    const { result, events } = writes ? await collectLive(run) : { result: await run(), events: [] }
    if (writes && result.status < 400) {
      for (const event of events) bus.publish(event)
      // It may also have queued background work (a notice's pushes, a report to match) in its
      // transaction: this replica's runner takes it now, not at its next poll.
      background.wake()
    }
    if (result instanceof Response) return result
    // The descriptor, not the value, says whether there is a body: a JSON answer may be null.
    return jsonStatuses.has(result.status) ? jsonAnswer(c, result.status, result.body) : c.body(null, result.status as 204)
  }
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
