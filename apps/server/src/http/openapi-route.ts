import { openApiDocument, openApiEndpoints } from '@petfolk/contract/openapi'
import type { EndpointSpec } from '@petfolk/contract/endpoint'
import type { AppDeps } from '../app-env.ts'
import { endpointRouter } from './endpoint-router.ts'

/** GET /api/openapi.json: built on first request from the endpoints the app registered, then kept. */
export function openApiRoutes(deps: AppDeps, endpoints: () => readonly EndpointSpec[]) {
  let document: string | null = null
  return endpointRouter(deps).on(openApiEndpoints.document, (_, c) => {
    document ??= JSON.stringify(openApiDocument(endpoints(), { title: 'Petfolk API', version: '1' }))
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })
}
