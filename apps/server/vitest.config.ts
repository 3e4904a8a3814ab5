import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    setupFiles: ['./src/testing/fail-on-console-error.ts'],
    // API tests open real databases and servers; PostgreSQL schemas are per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
