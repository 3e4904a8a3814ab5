import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One runner for every unit and API test; each workspace has its own environment.
export default defineConfig({
  test: {
    // Most API tests wait on a database, a server or a timer rather than on a core, so more files
    // than cores run at once (on CI's two cores, four workers kept both busy; two left them half idle).
    maxWorkers: Math.max(4, availableParallelism()),
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      { test: { name: 'eslint', include: ['eslint/**/*.test.js'], environment: 'node' } },
    ],
  },
})
