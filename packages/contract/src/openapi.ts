import { z } from 'zod'
import { endpoint, errorStatuses, isMultipart, isSchema, needsSession, paramNames, rawAnswer, type EndpointSpec } from './endpoint.ts'
import { apiErrorSchema } from './errors.ts'
import { NEXT_CURSOR_HEADER, pageQuerySchema } from './pagination.ts'

/** The API described for other tools, generated from the same descriptors the server routes by (decision 031). */
export const openApiEndpoints = {
  document: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document: every endpoint with its inputs, answers and errors (OpenAPI 3.1).',
    access: 'public',
    answers: { 200: rawAnswer('application/json', 'The OpenAPI 3.1 document.') },
  }),
} as const

type JsonSchema = Record<string, unknown>

const ERROR_REF = { $ref: '#/components/schemas/Error' }

/** The sentence each refusal stands for, for the documentation. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input is not valid; `error` says why and `issues` names the fields.',
  401: 'Not signed in.',
  403: 'Refused: a foreign origin, or an action this member may not take.',
  404: 'Not found, or not this member\'s.',
  409: 'In conflict with what is stored.',
  410: 'Gone.',
  413: 'The body is too large.',
  415: 'The body is not JSON.',
  422: 'Understood but refused.',
  423: 'Locked after too many attempts.',
  429: 'Too many requests; Retry-After says when to try again.',
  502: 'A service this one relies on did not answer.',
  503: 'Not available on this server.',
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms and refinements have no JSON Schema; they are documented as what they accept.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
  return rest
}

function queryParameters(e: EndpointSpec): JsonSchema[] {
  const schemas = [e.paged ? pageQuerySchema : null, e.query ?? null].filter((s): s is z.ZodType => s !== null)
  return schemas.flatMap((schema) => {
    const json = jsonSchemaOf(schema, 'input')
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>
    const required = new Set((json.required ?? []) as string[])
    return Object.entries(properties).map(([name, property]) => {
      const example = e.example?.query?.[name]
      return { name, in: 'query', required: required.has(name), schema: property, ...(example !== undefined ? { example } : {}) }
    })
  })
}

function pathParameters(e: EndpointSpec): JsonSchema[] {
  return paramNames(e.path).map((name) => {
    const schema = e.params?.[name]
    return {
      name,
      in: 'path',
      required: true,
      schema: schema ? jsonSchemaOf(schema, 'input') : { type: 'integer', minimum: 1 },
    }
  })
}

function requestBody(e: EndpointSpec): JsonSchema | undefined {
  if (!e.body) return undefined
  if (isMultipart(e.body)) {
    const fields = e.body.fields ? jsonSchemaOf(e.body.fields, 'input') : { type: 'object', properties: {} }
    const properties = { ...((fields.properties ?? {}) as JsonSchema), [e.body.fileField]: { type: 'string', contentMediaType: 'application/octet-stream' } }
    return { required: true, content: { 'multipart/form-data': { schema: { ...fields, properties }, ...example(e) } } }
  }
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(e.body, 'input'), ...example(e) } } }
}

/** The descriptor's example body, as the documentation shows it. */
function example(e: EndpointSpec): JsonSchema {
  return e.example?.body ? { example: e.example.body } : {}
}

function responses(e: EndpointSpec): JsonSchema {
  const out: JsonSchema = {}
  for (const [status, answer] of Object.entries(e.answers)) {
    if (isSchema(answer)) {
      const headers = e.paged ? { [NEXT_CURSOR_HEADER]: { description: 'The next page\'s cursor; absent on the last page.', schema: { type: 'string' } } } : undefined
      out[status] = { description: e.summary, ...(headers ? { headers } : {}), content: { 'application/json': { schema: jsonSchemaOf(answer, 'output') } } }
    } else if (answer.kind === 'no-body') {
      out[status] = { description: e.summary }
    } else {
      out[status] = { description: answer.description, ...(answer.contentType ? { content: { [answer.contentType]: {} } } : {}) }
    }
  }
  for (const status of errorStatuses(e)) {
    out[String(status)] = { description: ERROR_DESCRIPTIONS[status] ?? 'Refused.', content: { 'application/json': { schema: ERROR_REF } } }
  }
  return out
}

function operation(e: EndpointSpec): JsonSchema {
  const parameters = [...pathParameters(e), ...queryParameters(e)]
  const body = requestBody(e)
  return {
    operationId: `${e.method.toLowerCase()} ${e.path}`,
    summary: e.summary,
    ...(needsSession(e.access) ? { security: [{ session: [] }] } : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(e),
    ...(e.rate
      ? { 'x-rate-limit': { rule: e.rate.name, windowSeconds: e.rate.windowSeconds, perIp: e.rate.perIp, ...(e.rate.perUser ? { perUser: e.rate.perUser } : {}) } }
      : {}),
    ...(e.quota
      ? { 'x-quota': { rule: e.quota.name, per: 'user' in e.quota.per ? 'member' : e.quota.per.as, windowSeconds: e.quota.windowSeconds, allowance: e.quota.allowance } }
      : {}),
  }
}

/** `/api/pets/:id` as OpenAPI writes it: `/api/pets/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}')
}

export function openApiDocument(endpoints: readonly EndpointSpec[], info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const e of endpoints) {
    const path = openApiPath(e.path)
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation(e) }
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(apiErrorSchema, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'pf_session' } },
    },
  }
}
