import { freezeClock } from './support/clock.ts'
import { dialog, expect, expectScreenAccessible, test } from './support/community.ts'

test.describe('community boards', () => {
  // Whole journeys, with an accessibility check on every screen and modal, on a shared CI machine.
  test.describe.configure({ mode: 'parallel', timeout: 180_000 })

  test('create a board, find it by ZIP, post, reply (the reply count updates), deactivate it', async ({ page, members }) => {
    await members.signIn(page, 'boards')
    const boardName = `Zilker Walkers ${Date.now().toString(36)}`

    await page.goto('/community')
    await expect(page.getByRole('heading', { name: 'Pet Community Boards', level: 1 })).toBeVisible()
    await expectScreenAccessible(page, 'board list')

    await page.getByRole('button', { name: 'Create Board' }).first().click()
    const create = dialog(page, 'Create New Community Board')
    await expect(create.getByText('This helps other pet owners in your area find your community')).toBeVisible()
    await expectScreenAccessible(page, 'Create New Community Board')
    await create.getByLabel('Board Name').fill(boardName)
    await create.getByLabel('Description').fill('Morning walks around Zilker Park. All breeds welcome.')
    await create.getByLabel('City').fill('Austin')
    await create.getByLabel('State').selectOption('Texas')
    await create.getByLabel('ZIP Code').fill('78704')
    await create.getByRole('button', { name: 'Create Board' }).click()
    await expect(create).toBeHidden()

    // ZIP search: enabled only at 5 characters; Enter searches; cards show their distance.
    const zip = page.getByLabel('ZIP code')
    const search = page.getByRole('button', { name: 'Search' })
    await zip.fill('7870')
    await expect(search).toBeDisabled()
    await zip.fill('78701')
    await expect(search).toBeEnabled()
    await zip.press('Enter')
    await expect(page.getByText('Showing boards near ZIP code 78701')).toBeVisible()
    const card = page.getByRole('article', { name: boardName })
    await expect(card.getByText(/\d+\.\d mi away/)).toBeVisible()
    await expectScreenAccessible(page, 'board list during a ZIP search')

    // Enable Location: the device's position (central Austin) replaces the ZIP; nearest boards first.
    await page.context().grantPermissions(['geolocation'])
    await page.context().setGeolocation({ latitude: 30.27, longitude: -97.74 })
    await page.getByRole('button', { name: 'Enable Location' }).click()
    const locate = dialog(page, 'Enable Location')
    await expect(locate.getByText('Share your location to find community boards near you, nearest first.')).toBeVisible()
    await expectScreenAccessible(page, 'Enable Location on the boards')
    await locate.getByRole('button', { name: 'Allow Location Access' }).click()
    await expect(locate.getByText('Location enabled. Showing boards near you.')).toBeVisible()
    await expect(locate).toBeHidden()
    await expect(page.getByText('Showing boards within 25 miles of your location, nearest first')).toBeVisible()
    await expect(zip).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Update Location' })).toBeVisible()
    const nearMiles = (await page.getByRole('article').getByText(/\d+\.\d mi away/).allTextContents()).map((text) => Number.parseFloat(text))
    expect(nearMiles.length).toBeGreaterThan(0)
    expect(nearMiles).toEqual([...nearMiles].sort((a, b) => a - b))
    expect(Math.max(...nearMiles)).toBeLessThanOrEqual(25)
    await expect(card.getByText(/\d+\.\d mi away/)).toBeVisible()

    await card.getByRole('button', { name: 'View Board' }).click()
    await expect(page.getByRole('heading', { name: boardName, level: 1 })).toBeVisible()
    await expect(page.getByText('No messages yet')).toBeVisible()
    await expectScreenAccessible(page, 'board detail')

    await page.getByRole('button', { name: 'Create First Post' }).click()
    const newPost = dialog(page, 'Create New Post')
    const postButton = newPost.getByRole('button', { name: 'Post', exact: true })
    await expect(postButton).toBeDisabled()
    await expectScreenAccessible(page, 'Create New Post')
    await newPost.getByLabel('Title').fill('Saturday 8am walk?')
    await newPost.getByLabel('Content').fill('   ')
    await expect(postButton).toBeDisabled()
    await newPost.getByLabel('Content').fill('Meet by the playground, then down to the creek.')
    await postButton.click()
    await expect(newPost).toBeHidden()

    const post = page.getByRole('button', { name: /Saturday 8am walk\?/ })
    await expect(post).toContainText('0 replies')
    await post.click()
    const discussion = dialog(page, 'Saturday 8am walk?')
    await expect(discussion.getByText('No replies yet. Be the first to reply.')).toBeVisible()
    await expectScreenAccessible(page, 'Discussion')
    const reply = discussion.getByRole('button', { name: 'Post Reply' })
    await expect(reply).toBeDisabled()
    await discussion.getByLabel('Your reply').fill('  Count us in!  ')
    await reply.click()
    await expect(discussion.getByRole('listitem').getByText('Count us in!', { exact: true })).toBeVisible()
    await expect(discussion.getByRole('heading', { name: '1 reply' })).toBeVisible()
    await expect(discussion.getByLabel('Your reply')).toHaveValue('')
    await page.keyboard.press('Escape')
    await expect(post).toContainText('1 reply')

    // Back to the same (filtered) list; deactivating a board disables View Board.
    await page.getByRole('link', { name: 'Back to Boards' }).click()
    await expect(page.getByText('Showing boards within 25 miles of your location, nearest first')).toBeVisible()
    const toggle = card.getByRole('switch')
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(card.getByText('Inactive')).toBeVisible()
    await expect(card.getByRole('button', { name: 'View Board' })).toBeDisabled()

    await page.getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page.getByText('Showing boards near ZIP code 78701')).toBeHidden()
    await expect(zip).toHaveValue('')
  })

  test("only the board's creator moderates it: switch, pin and remove (after confirming)", async ({ page, members }) => {
    await members.signIn(page, 'moderator')
    const boardName = `Mueller Pups ${Date.now().toString(36)}`
    const created = await page.request.post('/api/message-boards', {
      data: { name: boardName, description: 'Dogs around Mueller Lake.', city: 'Austin', state: 'Texas', zip_code: '78723' },
    })
    expect(created.status()).toBe(201)
    const boardId = ((await created.json()) as { id: number }).id

    // Another member posts twice; they see no switch and no moderation controls.
    const member = await members.inNewBrowser('member')
    for (const [title, content] of [['Lake loop at 7?', 'Slow walkers welcome.'], ['Cheap puppies here', 'Message me for prices.']]) {
      expect((await member.page.request.post('/api/board-messages', { data: { board_id: boardId, title, content } })).status()).toBe(201)
    }
    await member.page.goto('/community')
    const memberCard = member.page.getByRole('article', { name: boardName })
    await expect(memberCard.getByText('Active')).toBeVisible()
    await expect(memberCard.getByRole('switch')).toHaveCount(0)
    await memberCard.getByRole('button', { name: 'View Board' }).click()
    await expect(member.page.getByRole('button', { name: /Lake loop at 7\?/ })).toBeVisible()
    await expect(member.page.getByRole('button', { name: /^(Pin|Remove)$/ })).toHaveCount(0)

    await page.goto('/community')
    const card = page.getByRole('article', { name: boardName })
    await expect(card.getByRole('switch')).toHaveAttribute('aria-checked', 'true')
    await card.getByRole('button', { name: 'View Board' }).click()
    const posts = page.getByRole('region', { name: 'Posts' }).getByRole('listitem')
    await expect(posts).toHaveCount(2)
    await expectScreenAccessible(page, 'board detail with moderator controls')

    // Pin the older post: it moves to the top with the Pinned marker.
    await posts.filter({ hasText: 'Lake loop at 7?' }).getByRole('button', { name: 'Pin', exact: true }).click()
    await expect(posts.first()).toContainText('Pinned')
    await expect(posts.first()).toContainText('Lake loop at 7?')
    await expect(posts.first().getByRole('button', { name: 'Unpin' })).toBeVisible()

    // Remove asks first; Cancel keeps the post.
    const spam = posts.filter({ hasText: 'Cheap puppies here' })
    await spam.getByRole('button', { name: 'Remove' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remove this post?' })
    await expectScreenAccessible(page, 'Remove this post?')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(spam).toBeVisible()
    await spam.getByRole('button', { name: 'Remove' }).click()
    await confirm.getByRole('button', { name: 'Remove Post' }).click()
    await expect(confirm).toBeHidden()
    await expect(posts.nth(1)).toContainText("Removed by the board's moderator")
    await expect(page.getByText('Cheap puppies here')).toHaveCount(0)

    // The member sees the notice, not the words.
    await member.page.reload()
    await expect(member.page.getByText("Removed by the board's moderator")).toBeVisible()
    await expect(member.page.getByText('Cheap puppies here')).toHaveCount(0)
    expect(member.pageErrors).toEqual([])
    await member.context.close()
  })
})

test.describe('business directory', () => {
  // Whole journeys, with an accessibility check on every screen and modal, on a shared CI machine.
  test.describe.configure({ mode: 'parallel', timeout: 180_000 })

  test('Enable Location near Austin: businesses show distances, nearest first; details; add a business', async ({ page, context, members }) => {
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 30.27, longitude: -97.74 })
    // The prompt closes itself 1.5 s after it succeeds: the page's clock stands still while it is checked.
    await page.clock.install()
    await members.signIn(page, 'directory')

    await page.goto('/directory')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.getByLabel('Distance')).toHaveCount(0)
    await expectScreenAccessible(page, 'directory')

    await page.getByRole('button', { name: 'Enable Location' }).click()
    const prompt = dialog(page, 'Enable Location')
    await expectScreenAccessible(page, 'Enable Location')
    const allow = prompt.getByRole('button', { name: 'Allow Location Access' })
    await freezeClock(page)
    await allow.click()
    await expect(prompt.getByText('Location enabled. Showing businesses near you.')).toBeVisible()
    await expect(allow).toBeDisabled()
    // It closes by itself after 1.5 s.
    await page.clock.runFor(1_400)
    await expect(prompt).toBeVisible()
    await page.clock.runFor(100)
    await expect(prompt).toBeHidden()
    await page.clock.resume()

    await expect(page.getByRole('button', { name: 'Update Location' })).toBeVisible()
    await expect(page.getByLabel('Distance')).toHaveValue('25')
    await expect(page.getByText('Nearest first, within 25 miles of your location.')).toBeVisible()
    // Location Sharing is off by default: the position serves this visit only.
    await expect(page.getByText('Your location is used for this visit only.', { exact: false })).toBeVisible()
    const distances = page.getByRole('article').getByText(/^\d+\.\d miles?$/)
    await expect(distances.first()).toBeVisible()
    const miles = (await distances.allTextContents()).map((text) => Number.parseFloat(text))
    expect(miles.length).toBeGreaterThan(1)
    expect(miles).toEqual([...miles].sort((a, b) => a - b))
    expect(Math.max(...miles)).toBeLessThanOrEqual(25)
    await expectScreenAccessible(page, 'directory by distance')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Enable Location' })).toBeVisible()

    // With Location Sharing on, the position is kept, and loaded on entry next time.
    const sharing = await page.request.put('/api/settings', { data: { location_sharing: true } })
    // The answer's own words on failure: it once failed on a busy CI machine and passed on its retry.
    expect(sharing.status(), await sharing.text()).toBe(200)
    await page.getByRole('button', { name: 'Enable Location' }).click()
    await prompt.getByRole('button', { name: 'Allow Location Access' }).click()
    await expect(prompt).toBeHidden()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Update Location' })).toBeVisible()
    await expect(page.getByText('Nearest first, within 25 miles of your saved location.')).toBeVisible()
    await expect(distances.first()).toBeVisible()

    await page.getByLabel('Distance').selectOption('5')
    await expect(page.getByText('Nearest first, within 5 miles of your saved location.')).toBeVisible()
    await expect.poll(async () => (await distances.allTextContents()).every((text) => Number.parseFloat(text) <= 5)).toBe(true)

    const first = page.getByRole('article').first()
    const name = (await first.getByRole('heading').textContent()) ?? ''
    await first.getByRole('button', { name: /View Details/ }).click()
    const details = dialog(page, name)
    await expect(details.getByText('Address')).toBeVisible()
    await expectScreenAccessible(page, 'business details')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Add Your Business' }).click()
    const add = dialog(page, 'Add Your Business')
    await expectScreenAccessible(page, 'Add Your Business')
    await add.getByLabel('Business Name').fill('Barkside Bakery')
    await add.getByLabel('Business Type').selectOption('pet_store')
    await add.getByLabel('Address').fill('1 Main St')
    await add.getByLabel('City').fill('Austin')
    await add.getByLabel('State').selectOption('Texas')
    await add.getByLabel('ZIP Code').fill('78701')
    await add.getByLabel('Website').fill('https://barkside.example')
    await add.getByRole('button', { name: 'Submit for Verification' }).click()
    await expect(add.getByText('Thanks! Your business will be listed once we have verified it.')).toBeVisible()
    await add.getByRole('button', { name: 'Done' }).click()
    await expect(add).toBeHidden()
  })
})
