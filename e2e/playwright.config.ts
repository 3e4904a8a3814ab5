import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8797)
export const baseURL = `http://127.0.0.1:${port}`
/**
 * The server's data folder, named by the port so specs can read what it queued for delivery
 * (support/outbox.ts): e-mail leaves through an outbox table and there is no mail server here.
 * start-server.ts empties it first, so every run still starts from a brand-new database.
 */
export const dataDir = join(tmpdir(), `petfolk-e2e-${port}`)
/**
 * The server's environment beside the shell's (start-server.ts adds the paths in dataDir), exported
 * so the sign-in fixture (support/members.ts) reads the configuration the server reads: its session
 * policy and cookie attributes. Every simulated person signs in from 127.0.0.1, so the per-address
 * abuse limits are scaled up.
 */
export const serverEnv = { E2E_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', APP_URL: baseURL, LOG_LEVEL: 'warn', NODE_ENV: 'test', RATE_LIMIT_SCALE: '50' }

/** Browser journeys in Debian's Chromium against the real built server on a fresh SQLite file. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // One retry on CI: a journey that passes only on retry is still listed as flaky in the output.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failure keeps its trace (DOM snapshots of every step, network, sources) but no filmstrip of
    // screenshots: encoding that screencast for every journey made the whole run about a third slower
    // on a 2-core machine. On CI, where a failed journey runs again, only the retry records one:
    // recording every passing journey cost about a tenth of the run. The final screenshot of a
    // failure is always taken (below).
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app in every new browser context, which no journey but
    // pwa.spec.ts (which allows it) is about; it cost about a seventh of a run's CPU.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            // Chromium 156 preloads its address bar's suggestion popups as web pages in every new
            // window, headless too; nobody sees them here, and they cost about a tenth of a run's CPU.
            '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/start-server.ts',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: serverEnv,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
