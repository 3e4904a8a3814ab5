import { defineConfig } from 'vitest/config'
import { testWorkers } from '../../vitest.workers.ts'
import react from '@vitejs/plugin-react'

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    maxWorkers: testWorkers,
    // Five seconds, Vitest's default, was missed by a 53-report paging test while the browser
    // journeys ran beside these tests on two cores; no component test waits on a timer this long.
    testTimeout: 15_000,
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
