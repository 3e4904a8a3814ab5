import { api, dialog, expect, expectScreenAccessible, test, uploadPhoto } from './support/community.ts'
import { mailTo, mailsTo } from './support/outbox.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/**
 * Issue 29, item 6: what people without an account send passes a proof of work their browser
 * solves, and an owner's reply reaches a visitor's inbox only once the visitor confirmed it is theirs.
 */
test.describe('safe anonymous input', () => {
  test.describe.configure({ timeout: 180_000 })

  test("a visitor's relayed message reaches the owner; the owner's reply is e-mailed only after the visitor confirms their address", async ({ page, browser, baseURL, members }) => {
    const owner = await members.signIn(page, 'safe-owner')
    const petName = `Juniper ${Date.now().toString(36)}`
    const created = await api(page, 'POST', '/api/lost-pets', {
      pet_name: petName, species: 'dog', breed: 'Beagle', color: 'Tan and white', photo_url: await uploadPhoto(page),
      last_seen_date: new Date().toISOString().slice(0, 10), last_seen_location: 'Manito Park', last_seen_city: 'Spokane', last_seen_state: 'Washington',
      last_seen_zip_code: '99203', contact_name: 'Petfolk Security Team', contact_phone: '555-0177',
    })
    expect(created.status).toBe(201)
    const id = Number(created.json.id)

    // The visitor, signed out and on a phone: their browser solves the spam check on its own.
    const context = await browser.newContext({ baseURL, viewport: PHONE })
    const visitor = await context.newPage()
    const errors: string[] = []
    visitor.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))
    const visitorEmail = `safe-${Date.now().toString(36)}@example.net`
    await visitor.goto(`/lost/${id}`)
    await visitor.getByRole('button', { name: 'Message the owner' }).click()
    const form = dialog(visitor, 'Message Petfolk Security Team')
    await form.getByLabel(/Your name/).fill('Jo Finder')
    await form.getByLabel(/Your e-mail/).fill(visitorEmail)
    await form.getByLabel(/Message/).fill('Your beagle is sleeping on my porch on Grand Blvd.')
    const challenge = visitor.waitForResponse((res) => new URL(res.url()).pathname === '/api/public/challenge')
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect((await challenge).status()).toBe(200)
    await expect(form.getByText('Message sent.')).toBeVisible()

    // The owner gets the message.
    await mailTo(owner.email, `New message about ${petName}`)
    const threads = await api(page, 'GET', `/api/lost-pets/${id}/messages`)
    const [thread] = threads.json as unknown as Array<{ id: number; messages: Array<{ body: string }> }>
    expect(thread?.messages.map((m) => m.body)).toEqual(['Your beagle is sleeping on my porch on Grand Blvd.'])

    // The owner replies: the visitor's address is unconfirmed, so nothing but the confirmation reaches it.
    const replied = await api(page, 'POST', `/api/lost-pets/${id}/messages/${thread?.id}`, { message: 'Thank you! I am on my way.' })
    expect(replied.status).toBe(201)
    const confirm = await mailTo(visitorEmail, 'Confirm your e-mail address for Petfolk')
    expect(mailsTo(visitorEmail).map((m) => m.subject)).toEqual(['Confirm your e-mail address for Petfolk'])
    expect(confirm.text).not.toContain('Security Team')

    // The conversation page says the replies wait there.
    await form.getByRole('link', { name: 'Open the conversation' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: `Your conversation about ${petName}` })).toBeVisible()
    await expect(visitor.getByText(/Until you open it, Petfolk Security Team's replies wait here/)).toBeVisible()
    await expect(visitor.getByRole('region', { name: 'Messages' }).getByText('Thank you! I am on my way.')).toBeVisible()

    // The visitor confirms; the waiting reply is e-mailed now, under Petfolk's own subject.
    const confirmLink = /https?:\/\/\S+\/lost\/\d+\/confirm\/[A-Za-z0-9_-]{22}/.exec(confirm.text)?.[0]
    expect(confirmLink).toBeTruthy()
    await visitor.goto(confirmLink ?? '')
    await expect(visitor.getByRole('heading', { level: 1, name: 'Your e-mail is confirmed' })).toBeVisible()
    await expectScreenAccessible(visitor, 'e-mail confirmed (phone)')
    await visitor.setViewportSize(DESKTOP)
    await expectScreenAccessible(visitor, 'e-mail confirmed (desktop)')
    const reply = await mailTo(visitorEmail, 'You have a reply about a lost pet on Petfolk')
    expect(reply.text).toContain('Thank you! I am on my way.')

    await visitor.getByRole('link', { name: 'Open the conversation' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: `Your conversation about ${petName}` })).toBeVisible()
    await expect(visitor.getByText(/replies wait here/)).toHaveCount(0)

    // A confirmation link works once.
    await visitor.goto(confirmLink ?? '')
    await expect(visitor.getByRole('heading', { name: 'This confirmation link does not work' })).toBeVisible()
    await expectScreenAccessible(visitor, 'used confirmation link (desktop)')

    expect(errors).toEqual([])
    await context.close()
  })

  test('a member blocks another from a message: no messages either way, Settings lists them, and unblocking lets them write again', async ({ page, members }) => {
    await members.signIn(page, 'blocker')
    const ben = await members.inNewBrowser('blocked')
    const subject = `Hello ${Date.now().toString(36)}`
    const meRes = await api(page, 'GET', '/api/session')
    const myId = Number((meRes.json.user as { id: number }).id)
    const sent = await api(ben.page, 'POST', '/api/messages', { receiver_id: myId, subject, content: 'Want to buy my puppies?' })
    expect(sent.status).toBe(201)

    await page.goto('/messages')
    await page.getByRole('link', { name: new RegExp(subject) }).click()
    await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible()
    await page.getByRole('button', { name: new RegExp(`^Block ${ben.identity.name}`) }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click()
    await expect(page.getByRole('button', { name: new RegExp(`^Unblock ${ben.identity.name}`) })).toBeVisible()

    const refused = await api(ben.page, 'POST', '/api/messages', { receiver_id: myId, content: 'Hello again' })
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe('You cannot contact this member: one of you has blocked the other.')

    await page.goto('/settings')
    const card = page.getByRole('region', { name: 'Blocked Members' })
    await expect(card.getByText(ben.identity.name, { exact: false }).first()).toBeVisible()
    await expectScreenAccessible(page, 'settings with a blocked member')
    await card.getByRole('button', { name: new RegExp(`^Unblock ${ben.identity.name}`) }).click()
    await expect(card.getByText('You have not blocked anyone.')).toBeVisible()
    expect((await api(ben.page, 'POST', '/api/messages', { receiver_id: myId, content: 'Thanks' })).status).toBe(201)

    expect(ben.pageErrors).toEqual([])
    await ben.context.close()
  })
})
