import { errorStatuses, isSchema, type EndpointSpec } from '@petfolk/contract/endpoint'
import { apiErrorSchema } from '@petfolk/contract/errors'

interface CompiledEndpoint {
  endpoint: EndpointSpec
  pattern: RegExp
  /** Literal segments win over parameters: /api/pets/stats before /api/pets/:id. */
  params: number
}

function compile(endpoints: readonly EndpointSpec[]): CompiledEndpoint[] {
  return endpoints
    .map((endpoint) => {
      const source = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+')
      return { endpoint, pattern: new RegExp(`^${source}$`), params: (endpoint.path.match(/:/g) ?? []).length }
    })
    .sort((a, b) => a.params - b.params)
}

/** Thrown when an answer is not what its descriptor promises. */
export class ContractDrift extends Error {
  override readonly name = 'ContractDrift'
}

/**
 * Checks one answer against the descriptor of the endpoint it came from: a status the descriptor
 * lists (or an error its shape implies) and a body its schema accepts. Every API test's request
 * passes through this (test-context.ts), so an answer that drifts from its contract fails a test.
 */
export function contractChecker(endpoints: () => readonly EndpointSpec[]) {
  let compiled: CompiledEndpoint[] | null = null
  return async (method: string, url: string, response: Response): Promise<void> => {
    const path = new URL(url).pathname
    if (!path.startsWith('/api/') || method === 'HEAD' || method === 'OPTIONS') return
    compiled ??= compile(endpoints())
    const match = compiled.find((c) => c.endpoint.method === method && c.pattern.test(path))
    const where = `${method} ${path} answered ${response.status}`
    // A path no descriptor lists is not served (openapi.test.ts checks that every mounted route has one).
    if (!match) return
    const { endpoint } = match
    const status = response.status
    // 304 is the ETag layer's answer to a revalidation; 500 is a fault that the test itself reports.
    if (status === 304 || status === 500) return
    const answer = endpoint.answers[status]
    if (status >= 400) {
      if (!errorStatuses(endpoint).includes(status)) throw new ContractDrift(`${where}, which the descriptor of ${endpoint.method} ${endpoint.path} does not list`)
      const parsed = apiErrorSchema.safeParse(await bodyOf(response))
      if (!parsed.success) throw new ContractDrift(`${where} without the API's error shape`)
      return
    }
    if (answer === undefined) throw new ContractDrift(`${where}, which the descriptor of ${endpoint.method} ${endpoint.path} does not list`)
    if (isSchema(answer)) {
      const parsed = answer.safeParse(await bodyOf(response))
      if (!parsed.success) {
        throw new ContractDrift(`${where} with a body its descriptor does not accept: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`)
      }
    } else if (answer.kind === 'no-body') {
      if ((await response.clone().text()) !== '') throw new ContractDrift(`${where} with a body, where its descriptor says none`)
    }
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.clone().text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
