import { solvedProofFrom } from '../apps/server/src/features/lost-found/shared/proof-testing.ts'
import { api, dialog, expect, expectScreenAccessible, test, toast, uploadPhoto } from './support/community.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** A lost-pet report of the signed-in member on this page; answers its id. */
async function lostPet(page: Parameters<typeof api>[0], petName: string): Promise<number> {
  const photo = await uploadPhoto(page)
  const created = await api(page, 'POST', '/api/lost-pets', {
    photo_url: photo, pet_name: petName, species: 'dog', breed: 'Beagle', color: 'Tricolour', last_seen_date: new Date().toISOString().slice(0, 10),
    last_seen_location: 'Cathedral Park', last_seen_city: 'Portland', last_seen_state: 'Oregon', last_seen_zip_code: '97203',
    contact_name: 'Ola O.', contact_phone: '555-0170',
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return Number(created.json.id)
}

test.describe('moderation', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a visitor reports a spam sighting on a public lost-pet page; a moderator hides it and it is gone from the page', async ({ page, browser, baseURL, members }) => {
    await members.signIn(page, 'mod-owner')
    const petName = `Biscuit ${Date.now().toString(36)}`
    const id = await lostPet(page, petName)
    const spot = `Spam corner ${Date.now().toString(36)}`
    // A spammer without an account leaves an advert as a sighting.
    const spammerContext = await browser.newContext({ baseURL })
    const spammer = await spammerContext.newPage()
    await spammer.goto(`/lost/${id}`)
    // It solves the spam check as a browser would (safe-input.spec.ts covers the page doing it).
    const proof = await solvedProofFrom(baseURL ?? '')
    const spam = await api(spammer, 'POST', `/api/lost-pets/${id}/sightings`, { seen_at: new Date(Date.now() - 60_000).toISOString(), location: spot, zip_code: '97203', note: 'Cheap puppies at spam.example', name: 'Deals', proof })
    expect(spam.status).toBe(201)
    await spammerContext.close()

    // A visitor without an account.
    const visitorContext = await browser.newContext({ baseURL, viewport: PHONE })
    const visitor = await visitorContext.newPage()
    const visitorErrors: string[] = []
    visitor.on('pageerror', (error) => visitorErrors.push(`${error.name}: ${error.message}`))
    await visitor.goto(`/lost/${id}`)
    const timeline = visitor.getByRole('region', { name: /Sightings/ })
    await expect(timeline.getByText(spot, { exact: false })).toBeVisible()
    await timeline.getByRole('button', { name: `Report the sighting at ${spot}` }).click()
    const form = dialog(visitor, 'Report to Petfolk staff')
    await form.getByRole('button', { name: 'Send report' }).click()
    await expect(form.getByText('Choose a reason.')).toBeVisible()
    await form.getByRole('radio', { name: 'Spam' }).check()
    await form.getByLabel(/Anything staff should know/).fill('An advert, not a sighting.')
    await expectScreenAccessible(visitor, 'report dialog (phone)')
    await form.getByRole('button', { name: 'Send report' }).click()
    await expect(toast(visitor, /Thank you. Petfolk staff will look at it/)).toBeVisible()
    await expect(form).toBeHidden()

    // A moderator on a phone sees it in the queue; the queue passes axe at phone size.
    const phoneMod = await members.inNewBrowser('mod-phone', { role: 'moderator', viewport: PHONE })
    await phoneMod.page.goto('/admin/reports')
    const phoneCase = phoneMod.page.getByRole('article', { name: /^Sighting by/ }).filter({ hasText: spot })
    await expect(phoneCase).toBeVisible()
    await expect(phoneCase.getByText('An advert, not a sighting.', { exact: false })).toBeVisible()
    await expectScreenAccessible(phoneMod.page, 'reports queue (phone)')
    await phoneMod.close()

    // A moderator at desktop size hides it.
    const mod = await members.inNewBrowser('mod-desk', { role: 'moderator', viewport: DESKTOP })
    await mod.page.goto('/admin')
    await mod.page.getByRole('link', { name: 'Reports' }).click()
    await expect(mod.page).toHaveURL(/\/admin\/reports$/)
    const card = mod.page.getByRole('listitem').filter({ has: mod.page.getByRole('article', { name: /^Sighting by/ }).filter({ hasText: spot }) })
    await expect(card).toBeVisible()
    await expectScreenAccessible(mod.page, 'reports queue (desktop)')
    await card.getByRole('button', { name: 'Hide it' }).click()
    await expect(card.getByText('Say why, in a sentence', { exact: false })).toBeVisible()
    await card.getByLabel('Why', { exact: true }).fill('Advertising, not a sighting.')
    await card.getByRole('button', { name: 'Hide it' }).click()
    await expect(toast(mod.page, 'Hidden: only staff see it now.')).toBeVisible()
    await expect(card).toBeHidden()

    await visitor.reload()
    await expect(visitor.getByRole('heading', { name: petName, level: 1 })).toBeVisible()
    await expect(visitor.getByText(spot, { exact: false })).toHaveCount(0)
    await expect(visitor.getByText('No sightings reported yet.', { exact: false })).toBeVisible()

    expect(visitorErrors).toEqual([])
    expect(mod.pageErrors).toEqual([])
    await mod.close()
    await visitorContext.close()
  })

  test('a moderator suspends a member; the member’s open tab then cannot post and says until when', async ({ page, members }) => {
    await members.signIn(page, 'mod-owner2')
    const petName = `Pickle ${Date.now().toString(36)}`
    const id = await lostPet(page, petName)

    // The member who will be suspended has the report open, and has been reported.
    const member = await members.inNewBrowser('mod-troll', { viewport: DESKTOP })
    const sighting = await api(member.page, 'POST', `/api/lost-pets/${id}/sightings`, { seen_at: new Date(Date.now() - 60_000).toISOString(), location: 'Rude remark alley', zip_code: '97203' })
    expect(sighting.status).toBe(201)
    expect((await api(page, 'POST', '/api/reports', { content_kind: 'sighting', content_id: sighting.json.id, reason: 'harassment' })).status).toBe(201)
    await member.page.goto(`/lost/${id}`)
    await expect(member.page.getByRole('heading', { name: petName, level: 1 })).toBeVisible()

    const mod = await members.inNewBrowser('mod-judge', { role: 'moderator', viewport: DESKTOP })
    await mod.page.goto('/admin/reports')
    const card = mod.page.getByRole('listitem').filter({ has: mod.page.getByRole('article', { name: /^Sighting by/ }).filter({ hasText: 'Rude remark alley' }) })
    await card.getByLabel('Why', { exact: true }).fill('Harassing an owner.')
    await card.getByLabel('Days to suspend').fill('3')
    await card.getByRole('button', { name: 'Suspend the author' }).click()
    await expect(toast(mod.page, /is suspended until/)).toBeVisible()

    // The open tab, not reloaded, tries to post a sighting.
    await member.page.getByRole('button', { name: 'I saw this pet' }).click()
    const form = dialog(member.page, `I saw ${petName}`)
    await form.getByLabel(/Where\?/).fill('By the bridge')
    await form.getByLabel(/ZIP Code/).fill('97203')
    await form.getByRole('button', { name: 'Send Sighting' }).click()
    await expect(form.getByText(/Your account is suspended until \w+ \d+, \d{4} \(UTC\)/)).toBeVisible()

    expect(member.pageErrors).toEqual([])
    expect(mod.pageErrors).toEqual([])
    await member.close()
    await mod.close()
  })
})
