import type { z } from 'zod'
import {
  fillPath,
  isSchema,
  type EndpointSpec,
  type PathParamsInput,
  type QueryInput,
  type BodyInput,
  type RowOf,
  type SuccessOf,
} from '@petfolk/contract/endpoint'
import { apiErrorSchema } from '@petfolk/contract/errors'
import { NEXT_CURSOR_HEADER } from '@petfolk/contract/pagination'

/** Shown when the request never reached the server (offline, DNS, connection reset). */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.'
const FALLBACK_LOAD_ERROR = 'An error occurred'

/** The server answered with a non-OK status. `message` is the server's own sentence when it gave one. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  /** The parsed JSON body (or null when the body was not JSON). */
  readonly body: unknown
  /** The server's `error` sentence, when the body had one. */
  readonly serverMessage: string | undefined

  constructor(status: number, body: unknown) {
    const parsed = apiErrorSchema.safeParse(body)
    const serverMessage = parsed.success ? parsed.data.error : undefined
    super(serverMessage ?? `HTTP error! status: ${status}`)
    this.status = status
    this.body = body
    this.serverMessage = serverMessage
  }
}

/** The request failed before any answer arrived. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  constructor(options?: { cause?: unknown }) {
    super(NETWORK_ERROR_MESSAGE, options)
  }
}

type Method = EndpointSpec['method']

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** One page of a list: its rows and the cursor of the next page (null on the last page). */
export interface Page<T> {
  items: T[]
  nextCursor: string | null
}

/** Adds `limit` and `cursor` to a path that may already carry a query string. */
export function pagePath(path: string, { cursor, limit }: { cursor?: string | null | undefined; limit?: number | undefined }): string {
  const params = new URLSearchParams()
  if (limit !== undefined) params.set('limit', String(limit))
  if (cursor) params.set('cursor', cursor)
  if (params.size === 0) return path
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`
}

async function send(method: Method, path: string, body: unknown, signal: AbortSignal | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  // FormData goes as multipart (the browser sets the boundary); everything else as JSON.
  const isForm = body instanceof FormData
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new NetworkError({ cause: error })
  }
  return response
}

type ParamsPart<E extends EndpointSpec> = keyof PathParamsInput<E> extends never ? { params?: undefined } : { params: PathParamsInput<E> }
type QueryPart<E extends EndpointSpec> = E['query'] extends z.ZodType
  ? Record<never, never> extends QueryInput<E>
    ? { query?: QueryInput<E> }
    : { query: QueryInput<E> }
  : { query?: undefined }
type BodyPart<E extends EndpointSpec> = E['body'] extends object ? { body: BodyInput<E> } : { body?: undefined }

/** What a call to an endpoint needs: its path parameters, query and body, as its descriptor says. */
export type CallInput<E extends EndpointSpec> = ParamsPart<E> & QueryPart<E> & BodyPart<E> & { signal?: AbortSignal | undefined }
type CallArgs<E extends EndpointSpec> = Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]

/** The query string for a descriptor's query: empty values are left out, arrays repeat their key. */
export function searchOf(query: object | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
  }
  return params.size === 0 ? '' : `?${params.toString()}`
}

/** The address of a call: the descriptor's path with its parameters, and its query. */
export function endpointUrl(endpoint: EndpointSpec, input: { params?: unknown; query?: unknown } = {}): string {
  return `${fillPath(endpoint.path, input.params as Record<string, unknown> | undefined)}${searchOf(input.query as object | undefined)}`
}

/** Reads an answer the way its descriptor says: its schema for the status it came with, null for no body. */
function answerOf<E extends EndpointSpec>(endpoint: E, status: number, payload: unknown): SuccessOf<E> {
  const answer = endpoint.answers[status]
  return (isSchema(answer) ? answer.parse(payload) : null) as SuccessOf<E>
}

/** Calls an endpoint by its descriptor and answers its parsed, typed answer. */
async function call<const E extends EndpointSpec>(endpoint: E, ...[input]: CallArgs<E>): Promise<SuccessOf<E>> {
  const { body, signal } = (input ?? {}) as { body?: unknown; signal?: AbortSignal }
  const response = await send(endpoint.method, endpointUrl(endpoint, input), body === undefined && endpoint.method !== 'GET' && endpoint.method !== 'DELETE' ? {} : body, signal)
  const payload = await readJson(response)
  if (!response.ok) throw new ApiError(response.status, payload)
  return answerOf(endpoint, response.status, payload)
}

type PageArgs<E extends EndpointSpec> = CallInput<E> & { cursor?: string | null | undefined; limit?: number | undefined }

/** One page of a paged endpoint: its rows, and the next page's cursor (null on the last page). */
async function page<const E extends EndpointSpec>(endpoint: E, input: PageArgs<E>): Promise<Page<RowOf<E>>> {
  const { cursor, limit, signal } = input
  const response = await send('GET', pagePath(endpointUrl(endpoint, input), { cursor, limit }), undefined, signal)
  const payload = await readJson(response)
  if (!response.ok) throw new ApiError(response.status, payload)
  const items = answerOf(endpoint, response.status, payload) as RowOf<E>[]
  return { items, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null }
}

/** Every row of a paged endpoint, following its pages. */
async function all<const E extends EndpointSpec>(endpoint: E, input: Omit<PageArgs<E>, 'cursor'>): Promise<RowOf<E>[]> {
  const rows: RowOf<E>[] = []
  let cursor: string | null = null
  do {
    const next: Page<RowOf<E>> = await page(endpoint, { ...input, cursor } as PageArgs<E>)
    rows.push(...next.items)
    cursor = next.nextCursor
  } while (cursor)
  return rows
}

/** The one way the web app talks to the server: same-origin JSON with the session cookie. */
export const api = {
  /** Calls an endpoint by its descriptor in @petfolk/contract; the answer is parsed and typed from it. */
  call,
  /** One page of a paged endpoint. */
  page,
  /** Every page of a paged endpoint, one request after another. */
  all,
}

/** The text a failed list load shows: the HTTP status when the server answered, else a generic sentence. */
export function describeLoadError(error: unknown): string {
  return error instanceof ApiError ? `HTTP error! status: ${error.status}` : FALLBACK_LOAD_ERROR
}

/** The server's sentence when there is one, the network text when the request never arrived, else the fallback. */
export function describeActionError(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage
  return fallback
}
