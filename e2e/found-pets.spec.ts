import { api, dialog, expect, expectScreenAccessible, openLiveDashboard, test, TINY_PNG, toast } from './support/community.ts'

test.describe('found pets', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a member reports a found dog; it shows under Found, a visitor opens its page, and the neighbour who watches the area hears at once', async ({ page, browser, baseURL, members }) => {
    // The neighbour watches dogs around Portland, Maine, where no other journey reports anything.
    const neighbour = await members.inNewBrowser('watcher')
    expect((await api(neighbour.page, 'POST', '/api/user-alert-preferences', { zip_codes: ['04101'], alert_radius: 5, email_alerts: false, species_preferences: ['dog'] })).status).toBe(200)
    const { bell, sameDocument } = await openLiveDashboard(neighbour.page)

    await members.signIn(page, 'finder')
    await page.goto('/lost-pets')
    await page.getByRole('button', { name: 'Report Found Pet' }).click()
    const form = dialog(page, 'Report Found Pet')
    await expectScreenAccessible(page, 'Report Found Pet')
    const colour = `Golden ${Date.now().toString(36)}`
    await form.getByLabel('Species').selectOption('dog')
    await form.getByLabel('Breed (your best guess)').fill('Retriever mix')
    await form.getByLabel('Color').fill(colour)
    await form.getByLabel('Size').selectOption('large')
    await form.getByLabel('Distinctive Markings').fill('Blue collar, no tag')
    await form.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'dog.png', mimeType: 'image/png', buffer: TINY_PNG })
    await expect(form.getByRole('img', { name: 'Photo of the found pet' })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Post Found Pet' })).toBeEnabled()
    await form.getByLabel('Where You Found the Pet').fill('Deering Oaks Park, by the pond')
    await form.getByLabel('City').fill('Portland')
    await form.getByLabel('State').selectOption('Maine')
    await form.getByLabel('ZIP Code').fill('04101')
    await form.getByLabel('Contact Phone').fill('555-0177')
    await form.getByRole('button', { name: 'Post Found Pet' }).click()
    await expect(toast(page, 'Your found-pet report is posted. 1 neighbour was alerted.')).toBeVisible()
    await expect(form).toBeHidden()

    // It is the newest report under Found, and the tab is in the address.
    await expect(page).toHaveURL(/\/lost-pets\?tab=found$/)
    await expect(page.getByRole('tab', { name: 'Found' })).toHaveAttribute('aria-selected', 'true')
    const card = page.getByRole('region', { name: 'Found pet reports' }).getByRole('article', { name: `${colour} Retriever mix` })
    await expect(card).toBeVisible()
    await expect(card.getByText('Deering Oaks Park, by the pond, Portland, Maine 04101')).toBeVisible()
    await expectScreenAccessible(page, 'found pets list')
    const href = await card.getByRole('link', { name: /Public page/ }).getAttribute('href')
    expect(href).toMatch(/^\/found\/\d+$/)

    // The neighbour's bell rings without a reload, and the alert leads to the public page.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5_000 })
    await bell.click()
    const notice = neighbour.page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: new RegExp(`Found dog near you: ${colour} Retriever mix`) })
    await expect(notice).toBeVisible()
    expect(await sameDocument()).toBe(true)
    await notice.click()
    await expect(neighbour.page).toHaveURL(new RegExp(`${href ?? ''}$`))
    await expect(neighbour.page.getByRole('heading', { level: 1, name: `Found: ${colour} Retriever mix dog` })).toBeVisible()

    // A visitor without an account, from a shared link: the server's preview, then the page.
    const visitorContext = await browser.newContext({ baseURL })
    const visitor = await visitorContext.newPage()
    const visitorErrors: string[] = []
    visitor.on('pageerror', (error) => visitorErrors.push(`${error.name}: ${error.message}`))
    const link = `${baseURL ?? ''}${href ?? ''}`
    const html = await (await visitor.request.get(link)).text()
    expect(html).toContain(`<meta property="og:title" content="Found dog in Portland, Maine: ${colour} Retriever mix" />`)
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/uploads\/[^"]+" \/>/)
    await visitor.goto(link)
    await expect(visitor.getByRole('heading', { level: 1, name: `Found: ${colour} Retriever mix dog` })).toBeVisible()
    await expect(visitor.getByText('The finder is keeping the dog safe.')).toBeVisible()
    await expect(visitor.getByText('Blue collar, no tag')).toBeVisible()
    // The finder did not choose to show the phone.
    await expect(visitor.getByText('555-0177')).toHaveCount(0)
    await expect(visitor.getByRole('link', { name: 'Sign in to see matches and report your lost pet' })).toBeVisible()
    await expect(visitor.getByRole('region', { name: 'Share' }).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await expectScreenAccessible(visitor, 'public found-pet page')

    // The finder closes the report: it leaves the list, and its page says so first.
    await card.getByRole('button', { name: 'Close report' }).click()
    await expect(toast(page, `The report of the ${colour} Retriever mix is closed. Thank you for helping.`)).toBeVisible()
    await expect(card).toBeHidden()
    await visitor.reload()
    await expect(visitor.getByRole('status')).toContainText('This report was closed on')

    expect(visitorErrors).toEqual([])
    expect(neighbour.pageErrors).toEqual([])
    await visitorContext.close()
    await neighbour.context.close()
  })
})
