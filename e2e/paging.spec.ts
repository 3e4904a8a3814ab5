import { expect, expectScreenAccessible, test } from './support/community.ts'

test.describe('paged lists', () => {
  test.describe.configure({ timeout: 180_000 })

  test('an inbox of more than 50 messages shows the rest with Load more, which goes at the end', async ({ page, members }) => {
    await members.signIn(page, 'pager')
    const reader = await members.inNewBrowser('paged')
    const run = Date.now().toString(36)

    // 55 messages through the API with the sender's session, oldest first, to the reader's id
    // (an e-mail no longer names a recipient).
    const readerId = ((await (await reader.page.request.get('/api/users/me')).json()) as { id: number }).id
    for (let index = 1; index <= 55; index += 1) {
      const response = await page.request.post('/api/messages', {
        data: { receiver_id: readerId, subject: `Paging ${run} #${index}`, content: `Message number ${index}` },
      })
      expect(response.status()).toBe(201)
    }

    const b = reader.page
    await b.goto('/messages')
    const inbox = b.getByRole('region', { name: 'Your messages' })
    const items = inbox.getByRole('listitem')
    await expect(items).toHaveCount(50)
    // Newest first: the first five sent are on the next page.
    await expect(inbox.getByRole('link', { name: new RegExp(`Paging ${run} #55\\b`) })).toBeVisible()
    await expect(inbox.getByRole('link', { name: new RegExp(`Paging ${run} #5\\b`) })).toHaveCount(0)
    // The header counts every unread message, not only the loaded ones.
    await expect(b.getByText(/You have 55 new messages/)).toBeVisible()
    const more = inbox.getByRole('button', { name: 'Load more' })
    await expectScreenAccessible(b, 'inbox with Load more')

    await more.focus()
    await b.keyboard.press('Enter')
    await expect(items).toHaveCount(55)
    await expect(inbox.getByRole('link', { name: new RegExp(`Paging ${run} #1\\b`) })).toBeVisible()
    await expect(inbox.getByRole('button', { name: /Load more|Loading/ })).toHaveCount(0)
    // Focus stayed at the end of the list rather than jumping back to the top of the page.
    expect(await b.evaluate(() => document.activeElement !== document.body)).toBe(true)
    await expectScreenAccessible(b, 'inbox, all pages loaded')
    expect(reader.pageErrors).toEqual([])
    await reader.context.close()
  })
})
