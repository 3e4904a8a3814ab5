import { spawnSync } from 'node:child_process'

/**
 * Prometheus' own command-line tool, when installed (Debian/Ubuntu: `apt-get install prometheus`;
 * CI installs it): `check metrics` is Prometheus' exposition parser, `check config` and
 * `check rules` its configuration loaders. Null where it is absent, so tests can say so and skip.
 */
export const PROMTOOL: string | null = spawnSync('promtool', ['--version'], { encoding: 'utf8' }).status === 0 ? 'promtool' : null

export const NO_PROMTOOL = 'promtool is not installed (apt-get install prometheus), so Prometheus itself did not read it'

export interface PromtoolRun {
  status: number | null
  output: string
}

/** Runs promtool with these arguments (and `input` on its standard input); answers its exit status and everything it printed. */
export function promtool(args: readonly string[], input?: string): PromtoolRun {
  if (!PROMTOOL) throw new Error(NO_PROMTOOL)
  const run = spawnSync(PROMTOOL, args, { encoding: 'utf8', input, timeout: 30_000 })
  if (run.error) throw run.error
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}
