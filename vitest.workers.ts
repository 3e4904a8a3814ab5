import { availableParallelism } from 'node:os'

/**
 * How many test files run at once, in every project. Vitest reads `maxWorkers` per project (a
 * project's own config, not the root's), and its default there is one less than the cores: one
 * file at a time on a 2-core machine. Most API tests wait on a database, a server or a timer
 * rather than on a core, so more files than cores run at once (on two cores, four kept both busy).
 * Every project must name the same number (Vitest runs projects with different limits in turn).
 */
export const testWorkers = Math.max(4, availableParallelism())
