import { defineConfig } from 'vitest/config'
import { testWorkers } from '../../vitest.workers.ts'

export default defineConfig({
  test: {
    name: 'server',
    maxWorkers: testWorkers,
    // A worker runs file after file without starting afresh: starting a process and importing the
    // server for each of ninety files cost more than a third of this project's time. Every file
    // opens its own database, server and clock, so none shares state with the next (decision 048).
    isolate: false,
    environment: 'node',
    setupFiles: ['./src/testing/fail-on-console-error.ts'],
    // API tests open real databases and servers; PostgreSQL schemas are per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
