import { api, dialog, expect, expectScreenAccessible, test, toast } from './support/community.ts'

test.describe.configure({ mode: 'parallel', timeout: 180_000 })

for (const viewport of [
  { width: 390, height: 844, name: 'phone' },
  { width: 1280, height: 900, name: 'desktop' },
]) {
  test(`a member opens another member's profile from a board post, reports it and blocks them (${viewport.name})`, async ({ page, members }) => {
    // The author starts a board and posts on it, in a browser of their own.
    const author = await members.inNewBrowser(`author${viewport.name}`)
    const boardName = `Profile Walkers ${viewport.name} ${Date.now().toString(36)}`
    const board = await api(author.page, 'POST', '/api/message-boards', { name: boardName, description: 'Owners around Hyde Park.', city: 'Austin', state: 'Texas', zip_code: '78751' })
    expect(board.status, JSON.stringify(board.json)).toBe(201)
    const title = `Morning loop ${Date.now().toString(36)}`
    const post = await api(author.page, 'POST', '/api/board-messages', { board_id: board.json.id, title, content: 'Anyone up for 7am?' })
    expect(post.status, JSON.stringify(post.json)).toBe(201)
    const handle = String((await api(author.page, 'GET', '/api/users/me/handle')).json.handle)
    const name = `${author.identity.name} @${handle}`

    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await members.signIn(page, `viewer${viewport.name}`)
    await page.goto('/community')
    await page.getByRole('article', { name: boardName }).getByRole('button', { name: 'View Board' }).click()
    await expect(page.getByRole('heading', { level: 1, name: boardName })).toBeVisible()
    const card = page.getByRole('region', { name: 'Posts' }).getByRole('listitem').filter({ hasText: title })
    await expect(card.getByRole('button', { name: `Report the post “${title}”` })).toBeVisible()
    await expectScreenAccessible(page, `board with Report and author links (${viewport.name})`)

    // The author's name on the post opens their profile: no e-mail on it.
    await card.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`/members/${handle}$`))
    const profile = page.getByRole('region', { name: author.identity.name })
    await expect(page.getByRole('heading', { level: 1, name: author.identity.name })).toBeVisible()
    await expect(profile.getByText(`@${handle}`, { exact: true })).toBeVisible()
    await expect(profile.getByText('Member since')).toBeVisible()
    await expect(page.getByText(author.identity.email)).toHaveCount(0)
    await expectScreenAccessible(page, `member profile (${viewport.name})`)

    // Report the profile.
    await profile.getByRole('button', { name: `Report ${name}’s profile` }).click()
    const form = dialog(page, 'Report to Petfolk staff')
    await form.getByRole('radio', { name: 'Harassment' }).check()
    await form.getByLabel(/Anything staff should know/).fill('Sends unkind messages.')
    await expectScreenAccessible(page, `report dialog on a profile (${viewport.name})`)
    await form.getByRole('button', { name: 'Send report' }).click()
    await expect(toast(page, /Thank you. Petfolk staff will look at it/)).toBeVisible()
    await expect(form).toBeHidden()

    // Block them, after confirming.
    await profile.getByRole('button', { name: `Block ${name}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `Block ${name}?` })
    await expectScreenAccessible(page, `block confirmation (${viewport.name})`)
    await confirm.getByRole('button', { name: 'Block' }).click()
    await expect(toast(page, `You blocked ${name}.`)).toBeVisible()
    await expect(profile.getByText('You have blocked this member', { exact: false })).toBeVisible()
    await expect(profile.getByRole('button', { name: `Unblock ${name}` })).toBeVisible()
    await expectScreenAccessible(page, `profile of a blocked member (${viewport.name})`)

    // Back on the board, their post is collapsed for the blocker.
    await page.goBack()
    await expect(page.getByRole('region', { name: 'Posts' }).getByText('Post from a member you blocked')).toBeVisible()

    expect(author.pageErrors).toEqual([])
    await author.close()
  })
}
