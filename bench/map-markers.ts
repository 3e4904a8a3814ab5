// The lost-and-found map with 10,000 open lost reports, in Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium) against the built product on SQLite. Prints how long the map takes to draw
// them all once their answer has arrived (markers are added in chunks between frames) and the
// frame times while the map is dragged (panned) and zoomed. Tiles are refused, as offline: the
// figures are the markers' own. Usage: npm run bench:map (BENCH_MAP_MARKERS=n for another count).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { HttpBrowser } from '../apps/server/src/testing/dev-signin.ts'
import { freshDatabase, insertInBatches } from './lib/databases.ts'
import { startProductServer } from './lib/processes.ts'
import { pick, realisticPoint, seededRandom } from './lib/synthetic.ts'
import { summarize, ms } from './lib/stats.ts'

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const MARKERS = Number(process.env.BENCH_MAP_MARKERS ?? 10_000)
const TILES = 'https://tile.openstreetmap.org/**'

/** Every point the map holds now: a marker counts one, a cluster the number it shows. */
function drawnPoints(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.leaflet-marker-icon')].reduce(
      (sum, icon) => sum + (icon.classList.contains('pf-cluster-icon') ? Number(icon.querySelector('.pf-cluster')?.textContent ?? 0) : 1),
      0,
    ),
  )
}

/** Frame intervals (ms) while `act` runs, from requestAnimationFrame in the page. */
async function frameTimes(page: Page, act: () => Promise<void>): Promise<number[]> {
  // A string, not a function: tsx names inner functions with a helper the page does not have.
  await page.evaluate(`(() => {
    const state = { times: [], running: true }
    window.__frames = state
    let last = performance.now()
    function tick(now) {
      state.times.push(now - last)
      last = now
      if (state.running) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })()`)
  await act()
  return page.evaluate(() => {
    const state = (window as unknown as { __frames: { times: number[]; running: boolean } }).__frames
    state.running = false
    return state.times.slice(1)
  })
}

const database = await freshDatabase('sqlite')
const dir = mkdtempSync(join(tmpdir(), 'petfolk-bench-map-'))
const server = await startProductServer('product', {
  NODE_ENV: 'production',
  ALLOW_DEV_SIGNIN: '1',
  RATE_LIMITS: 'off',
  DATABASE_URL: database.url,
  DATA_DIR: dir,
  UPLOAD_DIR: join(dir, 'uploads'),
})
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] })
try {
  const member = new HttpBrowser(server.base)
  await member.signIn({ email: 'map-bench@example.com', name: 'Map Bench' })
  const { id: userId } = await database.handle.db.selectFrom('users').select('id').where('email', '=', 'map-bench@example.com').executeTakeFirstOrThrow()
  const random = seededRandom(17)
  const at = new Date().toISOString()
  const names = ['Pepper', 'Biscuit', 'Mochi', 'Luna', 'Rex', 'Kai', 'Bo', 'Max']
  const rows = Array.from({ length: MARKERS }, (_, i) => {
    const point = realisticPoint(random)
    return {
      user_id: userId, pet_name: `${pick(random, names)} ${i}`, species: 'dog', breed: null, sex: null, age_range: null, weight_lbs: null, color: 'Brown',
      distinctive_markings: null, photo_url: null, last_seen_date: at.slice(0, 10), last_seen_location: 'Park', last_seen_city: 'Somewhere', last_seen_state: 'Texas',
      last_seen_zip_code: '78704', latitude: point.latitude, longitude: point.longitude, contact_name: 'Owner', contact_phone: '555-0100', contact_email: null,
      reward_offered: null, additional_details: null, is_found: 0, found_at: null, created_at: at, updated_at: at,
    }
  })
  await insertInBatches(rows, 500, (batch) => database.handle.db.insertInto('lost_pets').values(batch).execute())

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const session = member.jar.header(`${server.base}/lost-pets`)
  await context.addCookies(session.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=')
    return { name, value: value.join('='), url: server.base }
  }))
  await context.route(TILES, (route) => route.abort('internetdisconnected'))
  const page = await context.newPage()

  console.log(`The lost-and-found map with ${MARKERS.toLocaleString('en-US')} lost reports, ${CHROME_PATH}, 1440×900\n`)
  for (const run of [1, 2, 3]) {
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/lost-pets/map')
    const started = Date.now()
    await page.goto(`${server.base}/lost-pets`)
    const answer = await answered
    const arrived = Date.now()
    const bytes = (await answer.body()).length
    await page.waitForFunction((n) => {
      const icons = [...document.querySelectorAll('.leaflet-marker-icon')]
      return icons.reduce((sum, icon) => sum + (icon.classList.contains('pf-cluster-icon') ? Number(icon.querySelector('.pf-cluster')?.textContent ?? 0) : 1), 0) === n
    }, MARKERS, { timeout: 60_000, polling: 'raf' })
    const drawn = Date.now()
    console.log(`run ${run}: page to answer ${arrived - started} ms (${(bytes / 1024 / 1024).toFixed(1)} MB JSON), answer to all ${(await drawnPoints(page)).toLocaleString('en-US')} markers drawn ${drawn - arrived} ms`)
  }

  const box = await page.getByRole('region', { name: 'Map of lost pets, found pets and sightings' }).boundingBox()
  if (!box) throw new Error('the map is not on the page')
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const panning = await frameTimes(page, async () => {
    await page.mouse.move(centre.x, centre.y)
    await page.mouse.down()
    for (let step = 1; step <= 120; step++) {
      await page.mouse.move(centre.x + Math.sin(step / 10) * 150, centre.y + Math.cos(step / 10) * 120)
    }
    await page.mouse.up()
  })
  const zooming = await frameTimes(page, async () => {
    for (let step = 0; step < 6; step++) {
      await page.mouse.wheel(0, step < 3 ? -300 : 300)
      await page.waitForTimeout(400)
    }
  })
  for (const [label, times] of [['panning', panning], ['zooming', zooming]] as const) {
    const s = summarize(times)
    console.log(`${label}: ${s.count} frames, frame time median ${ms(s.median)} ms, p99 ${ms(s.p99)} ms, max ${ms(s.max)} ms`)
  }
} finally {
  await browser.close()
  await server.stop()
  await database.dispose()
  rmSync(dir, { recursive: true, force: true })
}
