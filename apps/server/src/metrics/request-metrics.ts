import type { IncomingMessage, ServerResponse } from 'node:http'
import { Histogram, type Registry } from 'prom-client'
import { answeringRoute } from './answered-route.ts'

/** Labels for requests no API route answered: fixed words, never the path someone typed. */
export const UNMATCHED_ROUTE = 'unmatched'
export const UPLOADS_ROUTE = 'uploads'
export const PAGES_ROUTE = 'pages'

type LabelName = 'route' | 'method' | 'status_class'
type Labels = Record<LabelName, string>

// An API answer takes a few hundred microseconds; the default buckets start at 5 ms.
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const

export type RequestTimer = (req: IncomingMessage, res: ServerResponse) => void

/**
 * The request duration histogram, labelled by the route pattern that answered (`/api/pets/:id`),
 * the method and the status class. The label sets are made once per combination and reused, so
 * an answer costs one `observe` and the closure that waits for its end.
 */
export function requestTimer(registry: Registry): RequestTimer {
  const histogram = new Histogram<LabelName>({
    name: 'petfolk_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by the route pattern that answered (unmatched, uploads or pages for the rest), method and status class. Health checks and scrapes are not counted.',
    labelNames: ['route', 'method', 'status_class'],
    buckets: BUCKETS,
    registers: [registry],
  })
  const labelSets = new Map<string, Map<string, Labels[]>>()
  const labelsFor = (route: string, method: string, status: number): Labels => {
    let byMethod = labelSets.get(route)
    if (!byMethod) labelSets.set(route, (byMethod = new Map()))
    let byClass = byMethod.get(method)
    if (!byClass) byMethod.set(method, (byClass = STATUS_CLASSES.map((status_class) => ({ route, method, status_class }))))
    const index = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1
    return byClass[index] as Labels
  }

  return (req, res) => {
    const started = performance.now()
    // 'close' comes once per response, finished or not, so `on` needs no once-wrapper.
    res.on('close', () => {
      const route = answeringRoute(res) ?? routeOfUnanswered(req.url ?? '/')
      // Node's parser only accepts the methods it knows, so the method cannot grow the label set.
      histogram.observe(labelsFor(route, req.method ?? 'GET', res.statusCode), (performance.now() - started) / 1000)
    })
  }
}

/** A fixed label for a request no API route noted: an unknown API path, a public photo, or the web app. */
function routeOfUnanswered(url: string): string {
  if (url.startsWith('/api/') || url === '/api' || url.startsWith('/api?')) return UNMATCHED_ROUTE
  if (url.startsWith('/uploads/')) return UPLOADS_ROUTE
  return PAGES_ROUTE
}
