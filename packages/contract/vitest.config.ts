import { defineConfig } from 'vitest/config'
import { testWorkers } from '../../vitest.workers.ts'

export default defineConfig({ test: { name: 'contract', environment: 'node', maxWorkers: testWorkers } })
