import { availableParallelism } from 'node:os'

/**
 * How many test files run at once, in every project. Vitest reads `maxWorkers` per project (a
 * project's own config, not the root's), and its default there is one less than the cores: one
 * file at a time on a 2-core machine. Most API tests wait on a database, a server or a timer
 * rather than on a core, so more files than cores run at once (on two cores, four kept both busy).
 * `npm test` asks for fewer with PETFOLK_TEST_WORKERS while the browser journeys share the cores:
 * four files, two browsers and the servers they start left child servers a minute from healthy.
 * Every project must name the same number (Vitest runs projects with different limits in turn).
 */
const asked = Number.parseInt(process.env.PETFOLK_TEST_WORKERS ?? '', 10)
export const testWorkers = Number.isInteger(asked) && asked > 0 ? asked : Math.max(4, availableParallelism())
