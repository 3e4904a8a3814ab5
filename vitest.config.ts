import { defineConfig } from 'vitest/config'

// One runner for every unit and API test; each workspace has its own environment.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      { test: { name: 'eslint', include: ['eslint/**/*.test.js'], environment: 'node' } },
    ],
  },
})
