import { defineConfig } from 'vitest/config'
import { testWorkers } from './vitest.workers.ts'

// One runner for every unit and API test; each workspace has its own environment.
export default defineConfig({
  test: {
    maxWorkers: testWorkers,
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      { test: { name: 'eslint', include: ['eslint/**/*.test.js'], environment: 'node', maxWorkers: testWorkers } },
    ],
  },
})
