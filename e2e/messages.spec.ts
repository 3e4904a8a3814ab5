import { dialog, expect, expectScreenAccessible, test } from './support/community.ts'

test.describe('direct messages', () => {
  // Whole journeys, with an accessibility check on every screen and modal, on a shared CI machine.
  test.describe.configure({ mode: 'parallel', timeout: 180_000 })

  test('A picks B from the member search; B sees it New, opens it (badge gone) and replies; A sees "Re: …"', async ({ page, members }) => {
    const alice = await members.signIn(page, 'sender')
    const bob = await members.inNewBrowser('receiver')
    const subject = `Saturday walk ${Date.now().toString(36)}`

    // A finds B by name in the search list and picks them.
    await page.goto('/messages')
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible()
    await expect(page.getByText('No messages yet')).toBeVisible()
    await expectScreenAccessible(page, 'empty inbox')
    await page.getByRole('button', { name: 'Compose Message' }).first().click()
    const compose = dialog(page, 'Compose Message')
    await expectScreenAccessible(page, 'Compose Message')
    const to = compose.getByRole('combobox', { name: 'To', exact: true })
    await to.fill(bob.identity.name)
    const option = compose.getByRole('option', { name: new RegExp(`^${bob.identity.name} @[a-z0-9_]+$`) })
    await expect(option).toBeVisible()
    await expectScreenAccessible(page, 'Compose Message (member search)')
    await option.click()
    await expect(to).toHaveValue(new RegExp(`^${bob.identity.name} @`))
    await compose.getByLabel('Subject').fill(subject)
    await compose.getByLabel('Message').fill('Max would love to join the walk on Saturday. Is 8am still the plan?')
    await compose.getByRole('button', { name: 'Send Message' }).click()
    await expect(compose).toBeHidden()
    await expect(page.getByRole('link', { name: new RegExp(`To ${bob.identity.name} @[a-z0-9_]+`) })).toBeVisible()

    // B: the Messages navigation item counts it; the inbox marks it New.
    const b = bob.page
    await b.goto('/messages')
    const nav = b.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: /^Messages\W+1 unread$/ })).toBeVisible()
    const received = b.getByRole('link', { name: new RegExp(subject) })
    await expect(received.getByText('New', { exact: true })).toBeVisible()
    await expect(received).toContainText(`From ${alice.name}`)
    await expectScreenAccessible(b, 'inbox with a new message')

    await received.click()
    await expect(b.getByRole('heading', { name: subject, level: 1 })).toBeVisible()
    await expectScreenAccessible(b, 'message detail')
    await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible()
    await b.getByRole('link', { name: 'Back to Messages' }).click()
    await expect(received.getByText('New', { exact: true })).toHaveCount(0)

    await received.click()
    await b.getByRole('button', { name: 'Reply' }).click()
    const reply = dialog(b, 'Compose Message')
    await expect(reply.getByText(alice.name)).toBeVisible()
    await expect(reply.getByLabel('Subject')).toHaveValue(`Re: ${subject}`)
    await expectScreenAccessible(b, 'Compose Message (reply)')
    await reply.getByLabel('Message').fill('Yes! See you by the playground.')
    await reply.getByRole('button', { name: 'Send Message' }).click()
    await expect(reply).toBeHidden()

    // A sees the reply, New, with the "Re: " subject.
    await page.reload()
    const answer = page.getByRole('link', { name: new RegExp(`Re: ${subject}`) })
    await expect(answer).toContainText(`From ${bob.identity.name}`)
    await expect(answer.getByText('New', { exact: true })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Messages\W+1 unread$/ })).toBeVisible()

    expect(bob.pageErrors).toEqual([])
    await bob.context.close()
  })

  test('an e-mail typed in To finds nobody, whether or not it has an account, and nothing can be sent', async ({ page, members }) => {
    await members.signIn(page, 'lonely')
    const other = await members.inNewBrowser('hidden')
    await page.goto('/messages')
    await page.getByRole('button', { name: 'Compose Message' }).first().click()
    const compose = dialog(page, 'Compose Message')
    const to = compose.getByRole('combobox', { name: 'To', exact: true })
    await compose.getByLabel('Message').fill('Hello?')
    for (const email of ['nobody-here@example.com', other.identity.email]) {
      await to.fill(email)
      await expect(compose.getByText(`No member matches “${email}”.`)).toBeVisible()
      await expect(compose.getByRole('option')).toHaveCount(0)
      await expect(compose.getByRole('button', { name: 'Send Message' })).toBeDisabled()
    }
    await other.context.close()
  })
})
