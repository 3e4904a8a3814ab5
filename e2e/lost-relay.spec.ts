import type { Browser, Page, TestInfo } from '@playwright/test'
import { api, dialog, expect, expectScreenAccessible, openLiveDashboard, test, TINY_PNG, toast, uploadPhoto } from './support/community.ts'
import { mailTo, mailsTo } from './support/outbox.ts'

const PHONE = { width: 390, height: 844 }

/** A lost dog reported by the signed-in owner on `page`; answers its id and name. */
// Spokane: no other journey reports a pet there, so no possible match rings the owner's bell first.
async function reportLostDog(page: Page): Promise<{ id: number; petName: string }> {
  const petName = `Pepper ${Date.now().toString(36)}`
  const created = await api(page, 'POST', '/api/lost-pets', {
    pet_name: petName, species: 'dog', breed: 'Terrier mix', color: 'Black and tan', photo_url: await uploadPhoto(page),
    last_seen_date: new Date().toISOString().slice(0, 10), last_seen_location: 'Riverfront Park', last_seen_city: 'Spokane', last_seen_state: 'Washington',
    last_seen_zip_code: '99201', contact_name: 'Priya S.', contact_phone: '555-0188',
  })
  expect(created.status).toBe(201)
  return { id: Number(created.json.id), petName }
}

/** Someone without an account in their own browser; the page's uncaught errors are collected. */
async function visitorPage(browser: Browser, baseURL: string | undefined, options: { viewport?: typeof PHONE; theme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({ baseURL, ...(options.viewport ? { viewport: options.viewport } : {}) })
  if (options.theme) {
    await context.addInitScript((theme) => localStorage.setItem('userPreferences', JSON.stringify({ theme })), options.theme)
  }
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))
  return { context, page, errors }
}

/** The screen as it is now, saved beside the test's results for a person to look at. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage: true })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

test.describe('reaching a lost pet’s owner without an address', () => {
  test.describe.configure({ mode: 'parallel', timeout: 180_000 })

  test("a visitor without an account messages the owner; the owner sees it live in the bell and replies; the visitor's link shows the reply", async ({ page, browser, baseURL, members }) => {
    const owner = await members.signIn(page, 'relay-owner')
    const { id, petName } = await reportLostDog(page)
    const { bell, sameDocument } = await openLiveDashboard(page)

    const visitorEmail = `finder-${Date.now().toString(36)}@example.net`
    const { context, page: visitor, errors } = await visitorPage(browser, baseURL)
    await visitor.goto(`/lost/${id}`)
    await visitor.getByRole('button', { name: 'Message the owner' }).click()
    const form = dialog(visitor, 'Message Priya S.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Your e-mail is required.')).toBeVisible()
    await form.getByLabel(/Your name/).fill('Jo Finder')
    await form.getByLabel(/Your e-mail/).fill(visitorEmail)
    await form.getByLabel(/Message/).fill('I think I saw your dog behind the bakery on 5th this morning.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Message sent.')).toBeVisible()
    await expect(toast(visitor, 'Thank you. Priya S. has been told about your message.')).toBeVisible()

    // The owner hears at once, without a reload; the e-mail to them carries neither the visitor's address nor words.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5_000 })
    const ownerMail = await mailTo(owner.email, `New message about ${petName}`)
    expect(ownerMail.text).toContain(`/lost/${id}#messages`)
    expect(ownerMail.text).not.toContain(visitorEmail)
    expect(ownerMail.text).not.toContain('bakery')
    await bell.click()
    const notice = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: new RegExp(`New message about ${petName}`) })
    await expect(notice).toBeVisible()
    expect(await sameDocument()).toBe(true)

    await notice.click()
    await expect(page).toHaveURL(new RegExp(`/lost/${id}#messages$`))
    const thread = page.getByRole('region', { name: 'Messages (1)' }).getByRole('article', { name: 'From Jo Finder' })
    await expect(thread.getByText('I think I saw your dog behind the bakery on 5th this morning.')).toBeVisible()
    await expect(page.getByText(visitorEmail)).toHaveCount(0)
    await thread.getByLabel(/Reply to Jo Finder/).fill('Thank you so much! Which bakery?')
    await thread.getByRole('button', { name: 'Send Reply' }).click()
    await expect(thread.getByText('Thank you so much! Which bakery?')).toBeVisible()

    // The visitor's address is not confirmed yet, so the reply waits; once they open the confirmation
    // link e-mailed to them, it reaches them by e-mail, with the link to their conversation.
    const confirm = await mailTo(visitorEmail, 'Confirm your e-mail address for Petfolk')
    expect(mailsTo(visitorEmail)).toHaveLength(1)
    const confirmLink = /https?:\/\/\S+\/lost\/\d+\/confirm\/[A-Za-z0-9_-]{22}/.exec(confirm.text)?.[0]
    expect(confirmLink).toBeTruthy()
    await visitor.goto(confirmLink ?? '')
    await expect(visitor.getByRole('heading', { level: 1, name: 'Your e-mail is confirmed' })).toBeVisible()
    const reply = await mailTo(visitorEmail, 'You have a reply about a lost pet on Petfolk')
    expect(reply.text).toContain('Thank you so much! Which bakery?')
    expect(reply.text).not.toContain(owner.email)
    const link = /https?:\/\/\S+\/lost\/\d+\/messages\/[A-Za-z0-9_-]{22}/.exec(reply.text)?.[0]
    expect(link).toBeTruthy()
    await visitor.goto(link ?? '')
    await expect(visitor.getByRole('heading', { level: 1, name: `Your conversation about ${petName}` })).toBeVisible()
    const conversation = visitor.getByRole('region', { name: 'Messages' })
    await expect(conversation.getByRole('listitem').filter({ hasText: 'Priya S.' })).toContainText('Thank you so much! Which bakery?')
    await expect(visitor.getByText(owner.email)).toHaveCount(0)
    await conversation.getByLabel(/Your message to Priya S\./).fill('The one with the blue door, on the corner.')
    await conversation.getByRole('button', { name: 'Send Message' }).click()
    await expect(conversation.getByText('The one with the blue door, on the corner.')).toBeVisible()

    // The owner, now on the report page, finds the answer there.
    await page.reload()
    await expect(page.getByRole('article', { name: 'From Jo Finder' }).getByText('The one with the blue door, on the corner.')).toBeVisible()
    // Only the confirmation and the owner's reply went to the visitor; nothing else was sent their way.
    expect(mailsTo(visitorEmail)).toHaveLength(2)

    expect(errors).toEqual([])
    await context.close()
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`at phone size in the ${theme} theme, the report, the sighting dialog with a photo, the message form and the conversation pass axe`, async ({ page, browser, baseURL, members }, testInfo) => {
      await members.signIn(page, `relay-${theme}`)
      const { id, petName } = await reportLostDog(page)
      const { context, page: visitor, errors } = await visitorPage(browser, baseURL, { viewport: PHONE, theme })

      await visitor.goto(`/lost/${id}`)
      await expect(visitor.getByRole('heading', { level: 1, name: petName })).toBeVisible()
      if (theme === 'dark') await expect(visitor.locator('html')).toHaveClass(/dark/)
      await expectScreenAccessible(visitor, `public report (phone, ${theme})`)
      await keepScreenshot(visitor, testInfo, `report-${theme}`)

      // A sighting with a photo, from someone without an account.
      await visitor.getByRole('button', { name: 'I saw this pet' }).click()
      const sighting = dialog(visitor, `I saw ${petName}`)
      await sighting.getByLabel(/Where\?/).fill('Behind the library')
      await sighting.getByLabel(/ZIP Code/).fill('99201')
      await sighting.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'seen.png', mimeType: 'image/png', buffer: TINY_PNG })
      await expect(sighting.getByRole('button', { name: 'Remove Photo' })).toBeVisible()
      await expectScreenAccessible(visitor, `sighting dialog with a photo (phone, ${theme})`)
      await keepScreenshot(visitor, testInfo, `sighting-${theme}`)
      await sighting.getByRole('button', { name: 'Send Sighting' }).click()
      await expect(sighting).toBeHidden()
      await expect(visitor.getByRole('region', { name: 'Sightings (1)' }).getByRole('img')).toHaveAttribute('src', /^\/uploads\//)

      await visitor.getByRole('button', { name: 'Message the owner' }).click()
      const message = dialog(visitor, 'Message Priya S.')
      await message.getByLabel(/Your name/).fill('Jo')
      await message.getByLabel(/Your e-mail/).fill('not an address')
      await message.getByRole('button', { name: 'Send Message' }).click()
      await expect(message.getByText('Your e-mail must be an e-mail address.')).toBeVisible()
      await expectScreenAccessible(visitor, `message form with an error (phone, ${theme})`)
      await keepScreenshot(visitor, testInfo, `message-form-${theme}`)
      await message.getByLabel(/Your e-mail/).fill('jo@example.net')
      await message.getByLabel(/Message/).fill('Seen by the library just now.')
      await message.getByRole('button', { name: 'Send Message' }).click()
      await message.getByRole('link', { name: 'Open the conversation' }).click()

      await expect(visitor.getByRole('heading', { level: 1, name: `Your conversation about ${petName}` })).toBeVisible()
      await expect(visitor.getByRole('region', { name: 'Messages' }).getByText('Seen by the library just now.')).toBeVisible()
      await expectScreenAccessible(visitor, `visitor's conversation (phone, ${theme})`)
      await keepScreenshot(visitor, testInfo, `conversation-${theme}`)
      // Nothing spills sideways at phone width.
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)

      expect(errors).toEqual([])
      await context.close()
    })
  }
})
