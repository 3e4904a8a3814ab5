import type { Locator, Page } from '@playwright/test'
import { api, dialog, expect, expectScreenAccessible, test, uploadPhoto } from './support/community.ts'

/** The default tile server. The tests run offline: its tiles are refused, and the markers must show on an empty map. */
const TILE_HOST = 'https://tile.openstreetmap.org'

/** Records the tile requests the page makes and refuses them, as a network without the tile server would. */
async function offlineTiles(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.route(`${TILE_HOST}/**`, (route) => {
    asked.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  return asked
}

/** Every point the map holds: a single marker counts one, a cluster the number it shows. */
function markerTotal(map: Locator): Promise<number> {
  return map.locator('.leaflet-marker-icon').evaluateAll((icons) =>
    icons.reduce((sum, icon) => sum + (icon.classList.contains('pf-cluster-icon') ? Number(icon.querySelector('.pf-cluster')?.textContent ?? 0) : 1), 0),
  )
}

async function reportLostPet(page: Page, photo: string, petName: string, zip: string, city: string, state: string): Promise<number> {
  const created = await api(page, 'POST', '/api/lost-pets', {
    pet_name: petName, species: 'dog', breed: 'Terrier mix', color: 'Black and tan', photo_url: photo,
    last_seen_date: new Date().toISOString().slice(0, 10), last_seen_location: 'By the park', last_seen_city: city, last_seen_state: state,
    last_seen_zip_code: zip, contact_name: 'Priya S.', contact_phone: '555-0188',
  })
  expect(created.status).toBe(201)
  return Number(created.json.id)
}

test.describe('the lost-and-found map', () => {
  test.describe.configure({ mode: 'parallel', timeout: 180_000 })

  test('shows the reports and sightings as markers without tiles, a marker leads to its report, and the directory maps its businesses', async ({ page, members }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const tiles = await offlineTiles(page)
    await members.signIn(page, 'mapper')
    const photo = await uploadPhoto(page)
    const tag = Date.now().toString(36)
    const island = `Kai ${tag}`
    const islandId = await reportLostPet(page, photo, island, '96813', 'Honolulu', 'Hawaii')
    const cityId = await reportLostPet(page, photo, `Biscuit ${tag}`, '10001', 'New York', 'New York')
    await reportLostPet(page, photo, `Pepper ${tag}`, '78704', 'Austin', 'Texas')
    const seen = await api(page, 'POST', `/api/lost-pets/${cityId}/sightings`, {
      seen_at: new Date().toISOString(), location: 'Under the High Line', latitude: 40.7479, longitude: -74.0048,
    })
    expect(seen.status).toBe(201)

    // Wide screen: the list and the map side by side, no toggle.
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/lost-pets/map' && res.status() === 200)
    await page.goto('/lost-pets')
    const points = ((await (await answered).json()) as unknown[]).length
    expect(points).toBeGreaterThanOrEqual(4)
    await expect(page.getByRole('region', { name: 'Lost pet reports' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Show lost and found pets as' })).toHaveCount(0)
    const map = page.getByRole('region', { name: 'Map of lost pets, found pets and sightings' })
    await expect(map).toBeVisible()
    await expect.poll(() => markerTotal(map)).toBe(points)
    await expect(page.getByRole('list', { name: 'Map legend' })).toContainText('Lost pet')
    await expect(page.getByRole('list', { name: 'Map legend' })).toContainText('Sighting')
    // The tile host is asked (the page's CSP allows it), and its refusal leaves the markers in place.
    await expect.poll(() => tiles.length).toBeGreaterThan(0)
    expect(tiles.every((url) => url.startsWith(`${TILE_HOST}/`))).toBe(true)
    await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright')

    // Honolulu stands alone: its marker is a button named for the pet; its popup leads to the report.
    const marker = map.getByRole('button', { name: `Lost pet: ${island}` })
    await marker.click()
    await map.getByRole('link', { name: 'Open report' }).click()
    await expect(page).toHaveURL(new RegExp(`/lost/${islandId}$`))
    await expect(page.getByRole('heading', { name: island, level: 1 })).toBeVisible()

    // The report's own map: where it was last seen.
    const own = page.getByRole('region', { name: `Map of where ${island} was last seen and sighted` })
    await expect.poll(() => markerTotal(own)).toBe(1)

    // The report with a sighting: its last-seen point and the place the sighting marked.
    await page.goto(`/lost/${cityId}`)
    const city = page.getByRole('region', { name: `Map of where Biscuit ${tag} was last seen and sighted` })
    await expect.poll(() => markerTotal(city)).toBe(2)

    // The directory: its businesses on the map beside the list.
    await page.goto('/directory')
    const businesses = page.getByRole('region', { name: 'Map of the businesses listed' })
    await expect(businesses).toBeVisible()
    await expect.poll(() => markerTotal(businesses)).toBeGreaterThan(0)
  })

  test('at phone size the list comes first, the map is one tap away, and both pass the accessibility check', async ({ page, members }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await offlineTiles(page)
    await members.signIn(page, 'mapphone')
    const photo = await uploadPhoto(page)
    await reportLostPet(page, photo, `Mochi ${Date.now().toString(36)}`, '78701', 'Austin', 'Texas')

    await page.goto('/lost-pets')
    const toggle = page.getByRole('group', { name: 'Show lost and found pets as' })
    await expect(toggle.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('region', { name: 'Lost pet reports' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Map of lost pets, found pets and sightings' })).toHaveCount(0)

    await toggle.getByRole('button', { name: 'Map' }).click()
    const map = page.getByRole('region', { name: 'Map of lost pets, found pets and sightings' })
    await expect(map).toBeVisible()
    await expect.poll(() => markerTotal(map)).toBeGreaterThan(0)
    await expect(page.getByRole('region', { name: 'Lost pet reports' })).toHaveCount(0)
    await expectScreenAccessible(page, 'lost pets map at phone size')

    await page.goto('/directory')
    await page.getByRole('group', { name: 'Show businesses as' }).getByRole('button', { name: 'Map' }).click()
    await expect.poll(() => markerTotal(page.getByRole('region', { name: 'Map of the businesses listed' }))).toBeGreaterThan(0)
    await expectScreenAccessible(page, 'directory map at phone size')
  })

  test('a sighting marked on the map reaches the report with that point', async ({ page, members }) => {
    await offlineTiles(page)
    await members.signIn(page, 'mappick')
    const photo = await uploadPhoto(page)
    const petName = `Pip ${Date.now().toString(36)}`
    const id = await reportLostPet(page, photo, petName, '78704', 'Austin', 'Texas')
    await page.goto(`/lost/${id}`)
    await page.getByRole('button', { name: 'I saw this pet' }).click()
    const form = dialog(page, `I saw ${petName}`)
    await form.getByLabel(/Where\?/).fill('On the footbridge')
    await form.getByRole('button', { name: 'Mark the place on the map' }).click()
    const picker = form.getByRole('region', { name: 'Map to mark where you saw the pet' })
    await expect(picker).toBeVisible()
    // A tap on the map marks the place.
    await picker.click({ position: { x: 60, y: 60 } })
    await expect(form.getByText(/^Marked at /)).toBeVisible()
    await expectScreenAccessible(page, 'marking a sighting on the map')
    await form.getByRole('button', { name: 'Send Sighting' }).click()
    await expect(form).toBeHidden()
    const sightings = await api(page, 'GET', `/api/lost-pets/${id}/sightings`)
    const [first] = sightings.json as unknown as { zip_code: string | null; position: { latitude: number; longitude: number } | null }[]
    expect(first?.zip_code).toBeNull()
    expect(first?.position?.latitude).toBeGreaterThan(30)
    expect(first?.position?.latitude).toBeLessThan(30.5)
  })
})
