import type { Hono } from 'hono'
import { z } from 'zod'
import { isMultipart, paramNames, type Access, type EndpointSpec, type HttpMethod, type RefKind, type RowKind, type SweepNotes } from '@petfolk/contract/endpoint'
import type { AppEnv } from '../app-env.ts'
import { registeredEndpoints } from '../http/endpoint-router.ts'
import { createTestContext } from '../testing/test-context.ts'

/**
 * The routes the bad-input sweep sends requests to: every endpoint the app registers, read from
 * its descriptor (rows, example, sweep notes), so no route is listed here by hand.
 */

export interface JsonBody {
  kind: 'json'
  /** The contract schema the route validates with. */
  schema: z.ZodType
  /** A body the route accepts, which the fuzzer takes apart. */
  sample: Record<string, unknown>
  /** Sample fields the fuzzer replaces with real ids before it sends or mutates the body. */
  refs?: Readonly<Record<string, RefKind>>
}

export interface MultipartBody {
  kind: 'multipart'
  /** The text fields' schema, where the descriptor documents one. */
  schema: z.ZodType | null
  fileField: string
  /** Text fields that go with the file. */
  fields: Record<string, string>
  /** The file a valid request carries. */
  file: 'photo'
}

export interface RouteSpec extends SweepNotes {
  method: HttpMethod
  /** The path exactly as Hono lists it in `app.routes`. */
  path: string
  /** Which kind of row each path parameter names; `:file` takes `<id>.ics`, `:token` a share token or a conversation link's secret. */
  params?: Readonly<Record<string, RowKind>>
  access: Access
  body?: JsonBody | MultipartBody
  /** A valid query, whose keys the fuzzer fills with odd values. */
  query?: Readonly<Record<string, string>>
}

export const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`

/** What the sweep needs of a descriptor and cannot derive from it; a test fails for any it lacks. */
export function sweepGaps(e: EndpointSpec): string[] {
  const gaps: string[] = []
  const names = paramNames(e.path)
  const rows = Object.keys(e.rows ?? {})
  if (names.some((n) => !rows.includes(n)) || rows.some((n) => !names.includes(n))) gaps.push(`rows must name the row kind of each path parameter (${names.join(', ') || 'none'})`)
  if (e.body && !isMultipart(e.body) && !e.example?.body) gaps.push('example.body: a body the endpoint accepts')
  if ((e.query || e.paged) && !e.example?.query) gaps.push('example.query: a query the endpoint accepts')
  const body = e.example?.body ?? {}
  for (const field of Object.keys(e.example?.refs ?? {})) if (!(field in body)) gaps.push(`example.refs names ${field}, which example.body lacks`)
  return gaps
}

/** The route as the sweep sends it, from its descriptor. */
export function sweepRoute(e: EndpointSpec): RouteSpec {
  const gaps = sweepGaps(e)
  if (gaps.length > 0) throw new Error(`${routeKey(e)} lacks what the robustness sweeps need: ${gaps.join('; ')}`)
  const { example } = e
  const route: RouteSpec = { method: e.method, path: e.path, access: e.access, ...e.sweep }
  if (e.rows) route.params = e.rows
  if (example?.query) route.query = example.query
  if (e.body && isMultipart(e.body)) {
    route.body = { kind: 'multipart', schema: e.body.fields, fileField: e.body.fileField, fields: { ...(example?.body as Record<string, string> | undefined) }, file: 'photo' }
  } else if (e.body) {
    route.body = { kind: 'json', schema: e.body, sample: { ...example?.body }, ...(example?.refs ? { refs: example.refs } : {}) }
  }
  return route
}

/**
 * Every registered endpoint in the order the app lists them, except that a request which settles
 * its row for good goes after the others, which need the row open to reach their handlers.
 */
export function sweepRoutes(endpoints: readonly EndpointSpec[]): RouteSpec[] {
  const routes = endpoints.map(sweepRoute)
  return [...routes.filter((r) => !r.settlesRow), ...routes.filter((r) => r.settlesRow)]
}

/** The endpoints an app built for tests registers: what the sweeps cover, known before any test runs. */
export async function appEndpoints(): Promise<readonly EndpointSpec[]> {
  const t = await createTestContext('sqlite')
  try {
    return registeredEndpoints(t.app as Hono<AppEnv>)
  } finally {
    await t.dispose()
  }
}

/** A multipart form whose schema takes a pet id (the media backup's): an id past the id rule must be refused. */
export function formTakesPetId(body: MultipartBody): boolean {
  return body.schema instanceof z.ZodObject && 'pet_id' in body.schema.shape
}
