/** Latency summary of a list of timings in milliseconds. */
export interface Summary {
  count: number
  median: number
  p99: number
  max: number
}

/** Nearest-rank percentile (p in 0..100) of already-sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number
}

export function summarize(timings: readonly number[]): Summary {
  const sorted = [...timings].sort((a, b) => a - b)
  return { count: sorted.length, median: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN }
}

/** Runs `fn` `times` times one after another and returns each run's wall time in ms. */
export async function timeEach(times: number, fn: (index: number) => Promise<unknown>): Promise<number[]> {
  const timings: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await fn(i)
    timings.push(performance.now() - started)
  }
  return timings
}

export const ms = (value: number) => value.toFixed(2)
