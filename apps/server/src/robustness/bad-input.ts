import fc from 'fast-check'
import { MAX_ID } from '@petfolk/contract/fields'
import type { MultipartBody, RouteSpec } from './sweep-routes.ts'

/** Arbitraries for requests no well-behaved client sends: every one must be refused cleanly. */

/** A JSON token written into the body text as is (numbers JSON.stringify cannot produce). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, except RawJson tokens go in verbatim and object keys may be anything (even __proto__). */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const LONG = 'x'.repeat(100_000)

/** The strings most likely to trip a database or a parser: NUL, lone surrogates, bidi controls, very long text. */
export const DANGEROUS_STRINGS = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800', '\u202eevil\u202c.jpg', LONG, '9'.repeat(400)]

/** Other odd text: bidi and RTL marks, emoji, combining marks, injection-looking strings, numbers as text. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  '\u2066isolate\u2069',
  '🐶🐾🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  '\ufeffBOM',
  '\u2028\u2029',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE pets; --",
  '%00',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '9223372036854775808',
  '99999999999999999999',
  '2026-02-30',
  '0000-00-00T00:00:00',
  '9999-12-31T23:59:59',
]

const loneSurrogates = fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 4 })
const controlChars = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 4 })

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...DANGEROUS_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 1, arbitrary: controlChars },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 300, maxLength: 2000 }) },
)

/**
 * Ids at the edges of the id rule (1 … MAX_ID, PostgreSQL's integer): numbers JavaScript and
 * SQLite take as ids but PostgreSQL refuses in a query, so they must be refused before one.
 */
export const EDGE_IDS = [0, MAX_ID + 1, 2 ** 53 - 1, 999_999_999_999_999]

const oddNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(0, -1, 1.5, 1e308, -1e308, 2 ** 63, 2 ** 53 + 2, Number.MIN_VALUE, -2147483649, MAX_ID, ...EDGE_IDS),
  fc.constantFrom(new RawJson('-0'), new RawJson('1e999'), new RawJson('-1e999'), new RawJson('99999999999999999999'), new RawJson('1e-400'), new RawJson('0.1e1')),
  fc.double(),
  fc.integer(),
)

/** Any value a field might be given instead of the right one. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: oddString },
  { weight: 2, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[[]]], { $gt: '' }, ['a', 1, null], { toString: 'x' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
)

const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'user_id', 'is_admin', 'created_at', ''), fc.string({ maxLength: 12 }))

export interface BodyCase {
  label: string
  bytes: Buffer
  contentType: string | null
  /** The value the server's JSON.parse gets, when the text is JSON. */
  parsed?: unknown
}

function parsedOf(text: string): { parsed?: unknown } {
  try {
    return { parsed: JSON.parse(text) as unknown }
  } catch {
    return {}
  }
}

const isIdKey = (key: string) => /(^|_)id$/.test(key)

/** Where a body names a row by id: `pet_id`, and `items.0.product_id` in a list of objects. */
export function idFieldPaths(sample: Record<string, unknown>): Array<Array<string | number>> {
  const paths: Array<Array<string | number>> = []
  for (const [key, value] of Object.entries(sample)) {
    if (isIdKey(key)) paths.push([key])
    const first: unknown = Array.isArray(value) ? value[0] : undefined
    if (first !== null && typeof first === 'object') for (const inner of Object.keys(first)) if (isIdKey(inner)) paths.push([key, 0, inner])
  }
  return paths
}

/** A copy of `body` with `value` at `path`. */
export function withValueAt(body: unknown, path: Array<string | number>, value: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return value
  if (Array.isArray(body)) return body.map((item: unknown, i) => (i === head ? withValueAt(item, rest, value) : item))
  const copy = { ...(body as Record<string, unknown>) }
  copy[head] = withValueAt(copy[head], rest, value)
  return copy
}

/** The sample with fields dropped or replaced by odd values (ids by edge ids), and sometimes an extra field. */
function mutatedObject(sample: Record<string, unknown>): fc.Arbitrary<{ label: string; text: string }> {
  const keys = Object.keys(sample)
  const edgeId = fc.constantFrom(...EDGE_IDS).map((value) => ({ value }))
  const op = (key: string) =>
    fc.oneof(fc.constant<{ drop: true }>({ drop: true }), oddValue.map((value) => ({ value })), ...(isIdKey(key) ? [edgeId, edgeId] : []))
  return fc
    .record({
      ops: keys.length > 0 ? fc.array(fc.constantFrom(...keys).chain((key) => fc.tuple(fc.constant(key), op(key))), { minLength: 1, maxLength: 2 }) : fc.constant([]),
      extra: fc.option(fc.tuple(extraKey, oddValue), { nil: undefined }),
    })
    .map(({ ops, extra }) => {
      const changes = new Map(ops)
      const body: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(sample)) {
        const change = changes.get(key)
        if (!change) body[key] = value
        else if (!('drop' in change)) body[key] = change.value
      }
      if (extra) Object.defineProperty(body, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true })
      return { label: 'mutated object', text: jsonText(body) }
    })
}

const BROKEN_JSON = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  'NaN',
  '[1,2',
  '\u0000',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\ufeff{}',
  '{}garbage',
  '{"a":1}{"a":2}',
  '['.repeat(100_000),
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
]

/** More than the 1 MB JSON limit. */
const OVERSIZED = `{"name":"${'x'.repeat(1024 * 1024 + 10)}"}`

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8']
const OTHER_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', 'APPLICATION/JSON', 'application/json; charset=utf-16', 'application/xml', 'application/json-patch+json', '*/*']

const contentTypeArb: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 7, arbitrary: fc.constantFrom(...JSON_TYPES) },
  { weight: 3, arbitrary: fc.constantFrom<string | null>(null, ...OTHER_TYPES) },
)

/** A well-formed request whose JSON body has one or two fields wrong: it reaches the validators. */
function targetedJsonBody(sample: Record<string, unknown>): fc.Arbitrary<BodyCase> {
  return mutatedObject(sample).map((t) => ({ label: t.label, bytes: Buffer.from(t.text), contentType: 'application/json', ...parsedOf(t.text) }))
}

function jsonBodyCase(sample: Record<string, unknown>): fc.Arbitrary<BodyCase> {
  const text: fc.Arbitrary<{ label: string; text: string }> = fc.oneof(
    { weight: 8, arbitrary: mutatedObject(sample) },
    { weight: 1, arbitrary: fc.constant({ label: 'valid sample', text: jsonText(sample) }) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(null, [], [sample], 'text', 0, true, {}, [[sample]]).map((v) => ({ label: 'not an object', text: jsonText(v) })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => ({ label: 'random JSON', text: jsonText(v) })) },
    { weight: 3, arbitrary: fc.constantFrom(...BROKEN_JSON).map((t) => ({ label: 'broken JSON', text: t })) },
    { weight: 1, arbitrary: fc.constant({ label: 'duplicate keys', text: `{"__proto__":{"admin":true},${jsonText(sample).slice(1, -1) || '"a":1'},"${Object.keys(sample)[0] ?? 'a'}":{"nested":[1]}}` }) },
    { weight: 1, arbitrary: fc.constant({ label: 'oversized', text: OVERSIZED }) },
  )
  const invalidUtf8 = fc.constant<BodyCase>({
    label: 'invalid UTF-8',
    bytes: Buffer.concat([Buffer.from(`{"${Object.keys(sample)[0] ?? 'a'}":"`), Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]), Buffer.from('"}')]),
    contentType: 'application/json',
  })
  const cases = fc.tuple(text, contentTypeArb).map(([t, contentType]): BodyCase => {
    const form = contentType === 'application/x-www-form-urlencoded'
    const bytes = form ? Buffer.from(new URLSearchParams(Object.entries(sample).map(([k, v]): [string, string] => [k, String(v)])).toString()) : Buffer.from(t.text)
    return { label: form ? 'form-encoded sample' : t.label, bytes, contentType, ...(form ? {} : parsedOf(bytes.toString('utf8'))) }
  })
  return fc.oneof({ weight: 12, arbitrary: cases }, { weight: 1, arbitrary: invalidUtf8 })
}

const MP4 = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x69, 0x73, 0x6f, 0x32, 0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65])

function multipart(boundary: string, parts: Array<{ name: string; value: Buffer | string; filename?: string; type?: string }>): Buffer {
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`))
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return Buffer.concat(chunks)
}

/** The route's valid multipart request (fields and a photo) with some fields replaced. */
export function multipartWith(body: MultipartBody, photo: Buffer, fields: Record<string, string>): BodyCase {
  const boundary = 'robustness-boundary-7f3a'
  const parts = [...Object.entries({ ...body.fields, ...fields }).map(([name, value]) => ({ name, value })), { name: body.fileField, value: photo, filename: 'photo.png', type: 'image/png' }]
  return { label: 'multipart', bytes: multipart(boundary, parts), contentType: `multipart/form-data; boundary=${boundary}` }
}

function multipartBodyCase(body: MultipartBody, photo: Buffer): fc.Arbitrary<BodyCase> {
  const keys = Object.keys(body.fields)
  const file = fc.constantFrom<{ label: string; bytes: Buffer } | null>(
    { label: 'photo', bytes: photo },
    { label: 'text file', bytes: Buffer.from('just some text, not a picture') },
    { label: 'empty file', bytes: Buffer.alloc(0) },
    { label: 'mp4 header', bytes: MP4 },
    { label: 'truncated png', bytes: photo.subarray(0, 40) },
    { label: 'gif header only', bytes: Buffer.from('GIF89a') },
    null,
  )
  const fieldValue = fc.oneof(oddString, fc.constantFrom('photo', 'video', '[]', '["a"]', '{"a":1}', '1', '0', '-1', '2026-05-31T14:02:11.000Z', ...EDGE_IDS.map(String)))
  const fields = fc.record({
    drop: fc.subarray(keys),
    change: fc.array(fc.tuple(fc.constantFrom(...(keys.length > 0 ? keys : ['title'])), fieldValue), { maxLength: 3 }),
    extra: fc.option(fc.tuple(fc.constantFrom('pet_id', 'user_id', 'path', 'file', 'x'), fieldValue), { nil: undefined }),
  })
  const wellFormed = fc
    .record({ file, fields, fileField: fc.constantFrom(body.fileField, body.fileField, 'image', 'files[]'), filename: fc.constantFrom('photo.png', '../../evil.sh', '\u202egnp.exe', '', 'a'.repeat(300)) })
    .map(({ file: f, fields: fl, fileField, filename }): BodyCase => {
      const values: Record<string, string> = Object.fromEntries(Object.entries(body.fields).filter(([k]) => !fl.drop.includes(k)))
      for (const [k, v] of fl.change) values[k] = v
      if (fl.extra) values[fl.extra[0]] = fl.extra[1]
      const parts: Array<{ name: string; value: Buffer | string; filename?: string; type?: string }> = Object.entries(values).map(([name, value]) => ({ name, value }))
      if (f) parts.push({ name: fileField, value: f.bytes, filename, type: 'image/png' })
      const boundary = 'robustness-boundary-7f3a'
      return { label: `multipart with ${f?.label ?? 'no file'}`, bytes: multipart(boundary, parts), contentType: `multipart/form-data; boundary=${boundary}` }
    })
  const broken = fc.constantFrom<BodyCase>(
    { label: 'multipart without boundary', bytes: multipart('b', [{ name: 'file', value: photo, filename: 'p.png' }]), contentType: 'multipart/form-data' },
    { label: 'multipart with the wrong boundary', bytes: multipart('b', [{ name: 'file', value: photo, filename: 'p.png' }]), contentType: 'multipart/form-data; boundary=other' },
    { label: 'truncated multipart', bytes: multipart('b', [{ name: 'file', value: photo, filename: 'p.png' }]).subarray(0, 80), contentType: 'multipart/form-data; boundary=b' },
    { label: 'JSON instead of multipart', bytes: Buffer.from(JSON.stringify(body.fields)), contentType: 'application/json' },
    { label: 'raw image bytes', bytes: photo, contentType: 'image/png' },
    { label: 'no body', bytes: Buffer.alloc(0), contentType: null },
  )
  return fc.oneof({ weight: 4, arbitrary: wellFormed }, { weight: 1, arbitrary: broken })
}

/** A body for a route that takes none: it must be ignored or refused, never trip the server. */
const strayBody: fc.Arbitrary<BodyCase | null> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...BROKEN_JSON.slice(0, 14), '{"a":1}'), contentTypeArb).map(([t, contentType]) => ({ label: 'stray body', bytes: Buffer.from(t), contentType })) },
)

/** `targeted`: a body that gets past content type and parsing, so the schema and handler see it. */
export function bodyCase(route: RouteSpec, sample: Record<string, unknown> | null, photo: Buffer, targeted: boolean): fc.Arbitrary<BodyCase | null> {
  const body = route.body
  if (!body) return (targeted ? fc.constant(null) : strayBody).map((c) => c && withPreview(c))
  if (body.kind === 'multipart') return multipartBodyCase(body, photo).map(withPreview)
  return (targeted ? targetedJsonBody(sample ?? body.sample) : jsonBodyCase(sample ?? body.sample)).map(withPreview)
}

/**
 * How fast-check prints a case in a failure report: the label, type and the first bytes. Printing
 * the parsed value itself would overflow the stack on the deeply nested bodies.
 */
export function withPreview(c: BodyCase): BodyCase {
  const preview = `${c.label} (${c.contentType ?? 'no content type'}, ${c.bytes.length} bytes): ${JSON.stringify(c.bytes.subarray(0, 300).toString('utf8'))}`
  return Object.defineProperty({ ...c }, fc.toStringMethod, { value: () => preview, enumerable: false })
}

/** Puts values into a Hono path pattern, including patterns with a regex (`:id{[0-9]+}`). */
export function fillPath(pattern: string, values: Record<string, string>): string {
  let out = ''
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]
    if (ch !== ':') {
      out += ch
      continue
    }
    const name = /^\w+/.exec(pattern.slice(i + 1))?.[0] ?? ''
    i += name.length
    if (pattern[i + 1] === '{') {
      let depth = 0
      do {
        i++
        if (pattern[i] === '{') depth++
        else if (pattern[i] === '}') depth--
      } while (depth > 0 && i < pattern.length)
    }
    out += values[name] ?? ''
  }
  return out
}

/** Ids no row has, or that are not ids at all. */
export const BAD_IDS = [
  ...new Set([...EDGE_IDS.map(String), String(MAX_ID), '-1', '1.5', 'abc', '99999999999999999999', '%00', '1e3', '%F0%9F%90%B6', '9007199254740993', '%2e%2e', '1%20', '0x10', '%E2%80%AE1']),
]
export const BAD_TOKENS = ['x', 'A'.repeat(43), 'A'.repeat(44), '%00', '..%2F..%2Fetc', '%ZZ']

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates become U+FFFD, as a browser does). */
export function encodeQueryPart(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('')
}

/** The opaque paging cursor (base64url JSON of the last row's sort key) as a client could forge it. */
export function cursorOf(values: unknown[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url')
}

/** Cursors holding an id past the id rule, in each sort-key shape the lists use: [id], [flag, id], [date, id]. */
export const EDGE_CURSORS = EDGE_IDS.filter((id) => id > MAX_ID).flatMap((id) => [cursorOf([id]), cursorOf([1, id]), cursorOf(['2026-07-01T09:30:00', id])])

const QUERY_VALUES = fc.oneof(
  { weight: 3, arbitrary: oddString.filter((s) => s.length < 20_000) },
  { weight: 1, arbitrary: fc.constantFrom('0', '-1', '201', '1.5', 'NaN', '1e308', '1e999', '-0', '9223372036854775808', 'true', '[]', 'WzEwXQ', 'e30', '!!!', 'Wy0xXQ') },
)

/** A query string made of the route's own keys (and a few others) with odd values; sometimes with broken escapes. */
export function queryCase(route: RouteSpec): fc.Arbitrary<string> {
  const keys = [...Object.keys(route.query ?? {}), 'limit', 'cursor', 'x']
  const pair = fc.oneof({ weight: 4, arbitrary: fc.tuple(fc.constantFrom(...keys), QUERY_VALUES) }, { weight: 1, arbitrary: fc.tuple(fc.constant('cursor'), fc.constantFrom(...EDGE_CURSORS)) })
  const pairs = fc.array(pair, { maxLength: 4 }).map((ps) => ps.map(([k, v]) => `${k}=${encodeQueryPart(v)}`).join('&'))
  const valid = new URLSearchParams(route.query ?? {}).toString()
  return fc.oneof(
    { weight: 3, arbitrary: pairs },
    { weight: 1, arbitrary: fc.constant(valid) },
    { weight: 1, arbitrary: fc.constantFrom('limit=%', 'cursor=%zz', 'q=%E0%A4%A', 'q=%C0%80', 'limit=1&limit=2', 'limit[]=1', '&&&=&', 'zip_code=78704&lat=1&lng=2') },
  )
}
