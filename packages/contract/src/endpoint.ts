import { z } from 'zod'

/**
 * One API endpoint, described once: the server registers its route from this (input validated,
 * answer type-checked, access and rate rule attached), the web calls it by this, the OpenAPI
 * document is generated from it and API tests check every answer against it (decision 031).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call: anyone; a signed-in member (401 otherwise); staff, that is moderators and admins,
 * or admins only (401 without a session, 403 for anyone else).
 */
export type Access = 'public' | 'signed-in' | 'staff' | 'admin'

/** Every access level but 'public' needs a session. */
export function needsSession(access: Access): boolean {
  return access !== 'public'
}

/** How many times each person and each address may act per window; RATE_LIMIT_SCALE multiplies both. */
export interface RateRule {
  /** Endpoints that share a rule's name share its allowance. */
  readonly name: string
  readonly windowSeconds: number
  readonly perUser?: number
  readonly perIp: number
}

/**
 * An allowance counted per member or per row a path parameter names (a lost pet's sightings, the
 * messages to its owner), beside the per-address and per-member `rate`. The handler spends it
 * inside its write's transaction, through the `spend` the endpoint router hands it: a refused or
 * failed write rolls its hit back, so only what was really written counts. RATE_LIMIT_SCALE
 * multiplies the allowance and RATE_LIMITS=off turns it off, as for `rate`.
 */
export interface QuotaRule {
  /** The counter's name; the key is `<name>:user:<member id>` or `<name>:<per.as>:<parameter>`. */
  readonly name: string
  readonly per: { readonly user: true } | { readonly param: string; readonly as: string }
  readonly windowSeconds: number
  readonly allowance: number
  /** The refusal's first sentence; "Please wait … and try again." follows it. */
  readonly refusal: string
}

/** The rows a path parameter or a body field can name; the server's robustness fixtures create one of each for a member. */
export type RowKind =
  | 'pet'
  | 'medicalRecord'
  | 'appointment'
  | 'mediaBackup'
  | 'board'
  | 'boardPost'
  | 'lostPet'
  | 'foundPet'
  /** A possible match between the member's lost pet and the other member's found report. */
  | 'petMatch'
  /** A sighting of the member's own lost pet, reported by the other member. */
  | 'sighting'
  | 'receivedMessage'
  | 'notification'
  | 'showcaseEntry'
  | 'story'
  | 'contact'
  | 'shareLink'
  | 'shareToken'
  /** A conversation about the member's own lost pet, started by the other member. */
  | 'relayThread'
  /** The secret of that conversation's link (the visitor's side). */
  | 'relayToken'
  | 'session'
  /** A member's user id (the fixtures' owner's own). */
  | 'member'
  /** A member's handle (the fixtures' owner's own), for their profile. */
  | 'handle'
  /** A built-in catalog item's id, the same in every catalog table (not the first: fixtures send gift 1). */
  | 'catalogItem'
  /** A merchandise order the member checked out. */
  | 'order'
  /** A business the member submitted ("Add Your Business"), pending review. */
  | 'businessSubmission'
  /** A photographer listing the member submitted ("Join Our Directory"), pending review. */
  | 'photographerSubmission'

/** What a body field may have to name instead of its example value: one of the caller's rows, or another member. */
export type RefKind = RowKind | 'vet' | 'otherMember'

/**
 * A request the endpoint accepts: the OpenAPI document shows it, and the server's bad-input sweep
 * starts from it and takes it apart.
 */
export interface Example {
  /** A JSON body, or a multipart body's text fields. */
  readonly body?: Readonly<Record<string, unknown>>
  readonly query?: Readonly<Record<string, string>>
  /** Body fields that must name a real row of the caller's (or another member) instead of their example value. */
  readonly refs?: Readonly<Record<string, RefKind>>
}

/** What the robustness sweeps must know of an endpoint and can read nowhere else. */
export interface SweepNotes {
  /** Refusals this endpoint writes on purpose, and why (a wrong PIN counts towards the lockout). */
  readonly rejectionWrites?: { readonly statuses: readonly number[]; readonly tables: readonly string[]; readonly why: string }
  /** A successful request ends the caller's session. */
  readonly endsSession?: boolean
  /** A valid request would destroy the caller's own rows (account deletion): the sweep never sends one. */
  readonly neverValid?: boolean
  /**
   * A valid request settles its row for good (marks a report found, decides a match or a
   * submission), after which other endpoints refuse it: the sweep sends it after the others.
   */
  readonly settlesRow?: boolean
  /**
   * Only the owner of the row its path names may call it (it names a row others may see, such as
   * a lost-pet report): another member gets 404, as if the row did not exist.
   */
  readonly ownerOnly?: boolean
  /** It lists the caller's own rows of this kind: another member's never show in it. */
  readonly lists?: Exclude<RefKind, 'otherMember'>
}

/** An answer with no body (204, and 202 where nothing is said back). */
export interface NoBody {
  readonly kind: 'no-body'
}

/** An answer that is not JSON: a file, a page, a redirect. The handler builds the Response itself. */
export interface RawAnswer {
  readonly kind: 'raw'
  /** The content type, or null for a redirect. */
  readonly contentType: string | null
  readonly description: string
}

export type Answer = z.ZodType | NoBody | RawAnswer

export const noBody: NoBody = { kind: 'no-body' }

export function rawAnswer(contentType: string | null, description: string): RawAnswer {
  return { kind: 'raw', contentType, description }
}

/** A multipart/form-data body (a file and its fields): the handler reads it with its own size limit. */
export interface MultipartBody {
  readonly kind: 'multipart'
  /** The text fields' schema, for the documentation (the handler validates them). */
  readonly fields: z.ZodType | null
  readonly fileField: string
}

export function multipart(fileField: string, fields: z.ZodType | null = null): MultipartBody {
  return { kind: 'multipart', fields, fileField }
}

export interface EndpointSpec {
  readonly method: HttpMethod
  /** The full path, Hono style: `/api/pets/:id`. */
  readonly path: `/api/${string}`
  /** One line for the documentation. */
  readonly summary: string
  readonly access: Access
  /** Path parameters that are not row ids (those are 1 … MAX_ID, and anything else is a 404). */
  readonly params?: Readonly<Record<string, z.ZodType>>
  /** Query parameters (strings on the wire, so the schema coerces). */
  readonly query?: z.ZodType
  /** A list read a page at a time: `limit` and `cursor` in the query, X-Next-Cursor in the answer. */
  readonly paged?: boolean
  readonly body?: z.ZodType | MultipartBody
  /** Every answer that is not an error, by status. */
  readonly answers: Readonly<Record<number, Answer>>
  /**
   * Refusals this endpoint makes on purpose, beyond the ones its shape implies (400 for bad input,
   * 401 when signed-in, 403 for a foreign origin, 404 for a path id, 413/415 for a body, 429 for a rate rule).
   */
  readonly errors?: readonly number[]
  readonly rate?: RateRule
  /** An allowance the handler spends inside its write's transaction (see QuotaRule). */
  readonly quota?: QuotaRule
  /** Which kind of row each path parameter names, ids and tokens alike. */
  readonly rows?: Readonly<Record<string, RowKind>>
  /** A request this endpoint accepts (required with a body or a query: a server test checks it). */
  readonly example?: Example
  readonly sweep?: SweepNotes
}

/** Declares an endpoint; `const` keeps its path and statuses as literal types. */
// Pure: a bundle keeps only the descriptors a page calls.
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

type DeclaredParams<E extends EndpointSpec> = E['params'] extends Readonly<Record<string, z.ZodType>> ? E['params'] : Record<never, never>

/** The path parameters as the server reads them: ids are numbers, the others what their schema makes. */
export type PathParams<E extends EndpointSpec> = {
  [K in ParamNames<E['path']>]: K extends keyof DeclaredParams<E> ? z.output<DeclaredParams<E>[K]> : number
}

/** The path parameters as a caller gives them. */
export type PathParamsInput<E extends EndpointSpec> = {
  [K in ParamNames<E['path']>]: K extends keyof DeclaredParams<E> ? z.input<DeclaredParams<E>[K]> : number
}

export type QueryOf<E extends EndpointSpec> = E['query'] extends z.ZodType ? z.output<E['query']> : undefined
export type QueryInput<E extends EndpointSpec> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined
export type BodyOf<E extends EndpointSpec> = E['body'] extends z.ZodType ? z.output<E['body']> : undefined
export type BodyInput<E extends EndpointSpec> = E['body'] extends z.ZodType ? z.input<E['body']> : E['body'] extends MultipartBody ? FormDataLike : undefined

/** The browser's FormData, named by shape (this package is built without the DOM's types). */
export interface FormDataLike {
  append(name: string, value: string | object): void
}

type SuccessStatus = 200 | 201 | 202 | 204

/** What a successful call answers (the JSON answers' parsed values; null for an answer without a body). */
export type SuccessOf<E extends EndpointSpec> = {
  [S in keyof E['answers'] & SuccessStatus]: E['answers'][S] extends z.ZodType
    ? z.output<E['answers'][S]>
    : E['answers'][S] extends NoBody
      ? null
      : never
}[keyof E['answers'] & SuccessStatus]

/** One row of a paged endpoint's answer. */
export type RowOf<E extends EndpointSpec> = SuccessOf<E> extends ReadonlyArray<infer Row> ? Row : never

/** The parameter names in a path, in order. */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '')
}

/** The path with its parameters filled in (each encoded as one segment). */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`${path} needs the path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** Statuses an endpoint may refuse with: the ones it declares and the ones its shape implies. */
export function errorStatuses(e: EndpointSpec): number[] {
  const statuses = new Set<number>(e.errors ?? [])
  if (e.query || e.paged || e.body || e.params) statuses.add(400)
  if (needsSession(e.access)) statuses.add(401)
  if (e.method !== 'GET' || e.access === 'staff' || e.access === 'admin') statuses.add(403)
  if (paramNames(e.path).length > 0) statuses.add(404)
  if (e.body) {
    statuses.add(413)
    if (!isMultipart(e.body)) statuses.add(415)
  }
  if (e.rate || e.quota) statuses.add(429)
  return [...statuses].sort((a, b) => a - b)
}

export function isMultipart(body: EndpointSpec['body']): body is MultipartBody {
  return body !== undefined && !(body instanceof z.ZodType)
}

export function isSchema(answer: Answer | undefined): answer is z.ZodType {
  return answer !== undefined && answer instanceof z.ZodType
}
