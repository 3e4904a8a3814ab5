import { test, expect } from './support/fixtures.ts'
import { createPet, expectScreenAccessible, openDialog, toast } from './support/marketplace.ts'

// Each journey crosses several screens and runs axe on every one: on a busy machine that takes a while.
test.describe.configure({ mode: 'parallel', timeout: 150_000 })

test('pet care: tips, a pet entered in the daily showcase, one vote counted and shown, a second tap takes it back', async ({ page, members }) => {
  await members.signIn(page, 'showcaser')
  // Without pets the showcase form points to adding one.
  await page.goto('/pet-care')
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Care' })).toBeVisible()
  await expect(page.getByText('You need to add a pet first to participate in the daily showcase.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add Your First Pet' })).toHaveAttribute('href', '/pets/new')

  const petName = `Pickle ${Date.now().toString(36)}`
  await createPet(page, { name: petName, species: 'dog', breed: 'Beagle' })
  await page.reload()
  const hero = page.getByRole('region', { name: 'Pet of the Day' })
  const tips = page.getByRole('region', { name: 'Personalized Care Tips' })
  await expect(tips.getByRole('listitem').first()).toBeVisible()
  // Tips for beagles come with the owner's pets.
  await expect(tips.getByRole('list', { name: 'Applies to' }).first()).toBeVisible()
  const submit = page.getByRole('button', { name: 'Submit for Showcase' })
  await expect(submit).toBeDisabled()
  await expectScreenAccessible(page, '/pet-care')

  await page.getByRole('combobox', { name: 'Pet', exact: true }).selectOption({ label: petName })
  await page.getByLabel('Story').fill('Pickle howls along with the ice-cream truck every afternoon.')
  await submit.click()
  await expect(toast(page, `${petName} is in today’s showcase!`)).toBeVisible()
  // Checked once this journey's own entry is in: the demo entries belong to the day the server
  // started, and a run that crosses midnight starts the new day with an empty showcase.
  await expect(hero.getByRole('button', { name: /\d+ votes/ })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Pet', exact: true })).toHaveValue('')
  await expect(page.getByLabel('Story')).toHaveValue('')

  const recent = page.getByRole('region', { name: 'Recent Pet Showcase' })
  const entry = recent.getByRole('listitem').filter({ has: page.getByRole('heading', { name: petName }) })
  await expect(entry).toContainText('Beagle')
  await expect(entry.getByRole('button', { name: `Vote for ${petName}: 0 votes` })).toBeVisible()

  await entry.getByRole('button', { name: /0 votes/ }).click()
  await expect(toast(page, `Thanks for voting for ${petName}!`)).toBeVisible()
  await expect(entry.getByRole('button', { name: `Vote for ${petName}: 1 votes`, pressed: true })).toBeVisible()

  // Issue 15.6: tapping my vote again takes it back.
  await entry.getByRole('button', { name: /1 votes/ }).click()
  await expect(toast(page, `Your vote for ${petName} is taken back.`)).toBeVisible()
  await expect(entry.getByRole('button', { name: `Vote for ${petName}: 0 votes`, pressed: false })).toBeVisible()

  // The same pet cannot be entered twice on one day.
  await page.getByRole('combobox', { name: 'Pet', exact: true }).selectOption({ label: petName })
  await submit.click()
  await expect(page.getByRole('alert').filter({ hasText: `${petName} is already in today's showcase.` })).toBeVisible()
  await expectScreenAccessible(page, '/pet-care after voting')
})

test('veteran stories: share a story, heart and comment on it, verify veteran status and see the badge', async ({ page, members }) => {
  const me = await members.signIn(page, 'veteran')
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Veterans' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Veterans & Their Service Dogs' })).toBeVisible()
  await expect(page.getByText('Loading veteran stories...')).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Featured Story' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988')
  await expectScreenAccessible(page, '/service-dog-veterans')

  // Share Your Story: required fields are checked first.
  await page.getByRole('button', { name: 'Share Your Story' }).first().click()
  const form = await openDialog(page, 'Share Your Story')
  await form.getByRole('button', { name: 'Share Story' }).click()
  await expect(form.getByText('Veteran name is required.')).toBeVisible()
  await expectScreenAccessible(page, 'Share Your Story modal')
  const title = `Juno keeps watch ${Date.now().toString(36)}`
  await form.getByLabel('Veteran Name').fill(me.name)
  await form.getByLabel('Service Branch').selectOption('Air Force')
  await form.getByLabel('Service Years').fill('2010-2018')
  await form.getByLabel('Service Type').selectOption('PTSD Support')
  await form.getByLabel('Dog’s Name').fill('Juno')
  await form.getByLabel('Dog Breed').fill('Belgian Malinois')
  await form.getByLabel('Dog’s Age').fill('5')
  await form.getByLabel('Story Title').fill(title)
  await form.getByLabel('Your Story').fill('When I came home the nights were the hardest. Juno learned to wake me before the worst of it.')
  await form.getByLabel('How Your Dog Helps').fill('Nightmares, crowded stores and long drives.')
  await form.getByLabel('Contact E-mail').fill(me.email)
  await form.getByRole('button', { name: 'Share Story' }).click()
  await expect(form).toBeHidden()
  await expect(toast(page, 'Thank you for sharing your story!')).toBeVisible()

  const card = page.getByRole('listitem', { name: title })
  await expect(card).toContainText(`${me.name} & Juno`)
  await expect(card).toContainText('Air Force')
  await expect(card.getByText('Verified Veteran')).toHaveCount(0)

  // The story in full: how the dog helps, a heart (and taking it back), a comment.
  await card.getByRole('button', { name: /Read Story/ }).click()
  const detail = await openDialog(page, title)
  await expect(detail.getByRole('heading', { name: 'How Juno Helps' })).toBeVisible()
  const heart = detail.getByRole('button', { name: /Heart this story/ })
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(heart).toContainText('1')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await expect(heart).toContainText('0')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await detail.getByLabel('Add a comment').fill('  Thank you both for your service.  ')
  await detail.getByRole('button', { name: 'Post Comment' }).click()
  await expect(detail.getByRole('listitem').filter({ hasText: 'Thank you both for your service.' })).toContainText(me.name)
  await expect(detail.getByLabel('Add a comment')).toHaveValue('')
  await expectScreenAccessible(page, 'story detail modal')
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  await expect(card).toContainText('1 heart')
  await expect(card).toContainText('1 comment')

  // Verify through the development provider standing in for ID.me.
  await page.getByRole('button', { name: 'Verify Veteran Status' }).click()
  const verify = await openDialog(page, 'Verify Veteran Status')
  await expect(verify.getByRole('button', { name: 'Verify with ID.me' })).toBeVisible()
  await expectScreenAccessible(page, 'Verify Veteran Status modal')
  await verify.getByRole('button', { name: 'Verify with ID.me' }).click()
  await expect(page.getByRole('heading', { name: 'Development veteran verification' })).toBeVisible()
  await page.getByLabel('E-mail').fill(me.email)
  await page.getByLabel('Display name').fill(me.name)
  await page.getByLabel('Verified veteran', { exact: true }).check()
  await page.getByLabel('Service branch').selectOption('Air Force')
  await page.getByRole('button', { name: 'Verify' }).click()

  await expect(page).toHaveURL((url) => url.pathname === '/service-dog-veterans')
  await expect(toast(page, 'Veteran status successfully verified! Your stories will now display a verified badge.')).toBeVisible()
  await expect(page).toHaveURL((url) => !url.searchParams.has('verification'))
  await expect(page.getByText('Your veteran status is verified')).toBeVisible()
  await expect(page.getByRole('listitem', { name: title }).getByText('Verified Veteran')).toBeVisible()
  await expectScreenAccessible(page, '/service-dog-veterans after verifying')

  await page.getByRole('button', { name: 'Verify Veteran Status' }).click()
  const verified = await openDialog(page, 'Verify Veteran Status')
  await expect(verified.getByText('You are already verified')).toBeVisible()
  await expect(verified.getByText('Air Force')).toBeVisible()
})

test('veteran verification that fails says so and offers a retry', async ({ page, members }) => {
  const me = await members.signIn(page, 'notveteran')
  await page.goto('/service-dog-veterans')
  await page.getByRole('button', { name: 'Verify Veteran Status' }).click()
  await (await openDialog(page, 'Verify Veteran Status')).getByRole('button', { name: 'Verify with ID.me' }).click()
  await expect(page.getByRole('heading', { name: 'Development veteran verification' })).toBeVisible()
  await page.getByLabel('E-mail').fill(me.email)
  await page.getByLabel('Not a verified veteran').check()
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(toast(page, 'Veteran verification failed. Please contact support if you believe this is an error.')).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/service-dog-veterans' && !url.searchParams.has('verification'))
  await page.getByRole('button', { name: 'Verify Veteran Status' }).click()
  const retry = await openDialog(page, 'Verify Veteran Status')
  await expect(retry.getByText('Previous Verification Failed')).toBeVisible()
  await expect(retry.getByRole('button', { name: 'Try Again with ID.me' })).toBeVisible()
  await expectScreenAccessible(page, 'Verify modal after a failed verification')
})
