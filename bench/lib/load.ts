import autocannon from 'autocannon'

export interface LoadResult {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  /** Answers completed in the run. */
  requests: number
  /** The server's CPU time per answer (µs), when the caller measured it; independent of the load generator's share of the CPU. */
  cpuUs?: number
}

export const CONNECTIONS = 100

/** One autocannon run: `connections` keep-alive clients for `seconds` against one URL. */
export async function load(url: string, headers: Record<string, string>, seconds: number, connections = CONNECTIONS): Promise<LoadResult> {
  const r = await autocannon({ url, connections, duration: seconds, headers })
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, requests: r.requests.total }
}

/** Averages of several runs of the same target (alternated with other targets by the caller). */
export function combine(runs: readonly LoadResult[]): LoadResult {
  const mean = (pick: (r: LoadResult) => number) => runs.reduce((sum, r) => sum + pick(r), 0) / runs.length
  const total = (pick: (r: LoadResult) => number) => runs.reduce((sum, r) => sum + pick(r), 0)
  const cpu = runs.filter((r) => r.cpuUs !== undefined)
  return {
    rps: mean((r) => r.rps),
    p50: mean((r) => r.p50),
    p99: mean((r) => r.p99),
    errors: total((r) => r.errors),
    non2xx: total((r) => r.non2xx),
    requests: total((r) => r.requests),
    ...(cpu.length ? { cpuUs: cpu.reduce((sum, r) => sum + (r.cpuUs ?? 0), 0) / cpu.length } : {}),
  }
}
