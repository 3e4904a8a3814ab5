import { defineConfig } from 'vitest/config'
import { testWorkers } from '../../vitest.workers.ts'

export default defineConfig({
  test: {
    name: 'server',
    maxWorkers: testWorkers,
    environment: 'node',
    setupFiles: ['./src/testing/fail-on-console-error.ts'],
    // API tests open real databases and servers; PostgreSQL schemas are per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
