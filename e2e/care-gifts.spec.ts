import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createPet, expectScreenAccessible, openDialog, toast } from './support/marketplace.ts'

test.describe.configure({ mode: 'parallel', timeout: 150_000 })

async function openFromNav(page: Page, label: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label }).click()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

test('a showcase vote stays pressed with its count after a reload, and a second tap takes it back', async ({ page, members }) => {
  await members.signIn(page, 'voter')
  await openFromNav(page, 'Pet Care', 'Pet Care')
  const recent = page.getByRole('region', { name: 'Recent Pet Showcase' })
  const card = recent.getByRole('listitem').first()
  const petName = (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''
  expect(petName).not.toBe('')
  const vote = card.getByRole('button', { name: new RegExp(`^Vote for ${petName}: \\d+ votes$`) })
  await expect(vote).toHaveAttribute('aria-pressed', 'false')
  const before = Number(/(\d+) votes/.exec((await vote.textContent()) ?? '')?.[1])

  await vote.click()
  await expect(toast(page, `Thanks for voting for ${petName}!`)).toBeVisible()
  await expect(vote).toHaveAttribute('aria-pressed', 'true')
  await expect(vote).toHaveAccessibleName(`Vote for ${petName}: ${before + 1} votes`)

  // The server remembers it: after a reload the button still shows my vote and its count.
  await page.reload()
  await expect(vote).toHaveAttribute('aria-pressed', 'true')
  await expect(vote).toHaveAccessibleName(`Vote for ${petName}: ${before + 1} votes`)
  await expectScreenAccessible(page, '/pet-care (voted)')
  await card.screenshot({ path: '/tmp/care-voted-card.png' })

  // A second tap takes the vote back instead of answering "You have already voted".
  await vote.click()
  await expect(toast(page, `Your vote for ${petName} is taken back.`)).toBeVisible()
  await expect(vote).toHaveAttribute('aria-pressed', 'false')
  await expect(vote).toHaveAccessibleName(`Vote for ${petName}: ${before} votes`)
  await expect(page.getByText('You have already voted for this pet.')).toHaveCount(0)
})

test('a senior Beagle owner sees tips chosen for their dog, each saying why, and no Labrador or puppy tips', async ({ page, members }) => {
  await members.signIn(page, 'beagler')
  const response = await page.request.post('/api/pets', { data: { name: 'Otis', species: 'dog', breed: 'Beagle', date_of_birth: '2014-05-01' } })
  expect(response.status(), await response.text()).toBe(201)
  await openFromNav(page, 'Pet Care', 'Pet Care')
  const tips = page.getByRole('region', { name: 'Personalized Care Tips' })
  const showAll = tips.getByRole('button', { name: /^Show All \d+ Tips$/ })
  if (await showAll.isVisible()) await showAll.click()

  const seniorDogs = tips.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Give senior dogs a softer landing' }) })
  await expect(seniorDogs).toContainText('For senior dogs')
  const seniorPets = tips.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Book a yearly check-up, twice a year for seniors' }) })
  await expect(seniorPets).toContainText('For senior pets')
  await expect(tips.getByRole('heading', { name: 'Labradors love food a little too much' })).toHaveCount(0)
  await expect(tips.getByRole('heading', { name: 'Short walks for growing puppies' })).toHaveCount(0)
  await expect(tips.getByText('For Labrador Retrievers')).toHaveCount(0)
  await expectScreenAccessible(page, '/pet-care (tips for a senior Beagle)')
  await seniorDogs.screenshot({ path: '/tmp/care-tip-reason.png' })
})

test("the gift form offers the recipient's pets by name, and the gift arrives for that pet", async ({ page, members }) => {
  const receiver = await members.inNewBrowser('petgiftee')
  await createPet(receiver.page, { name: 'Biscuit', species: 'dog' })
  await createPet(receiver.page, { name: 'Waffles', species: 'cat' })
  await members.signIn(page, 'petgifter')

  await openFromNav(page, 'Pet Gifts', 'Pet Gift Marketplace')
  const catalog = page.getByRole('region', { name: 'Gift catalog' })
  await expect(catalog).toHaveAttribute('aria-busy', 'false')
  const card = catalog.getByRole('listitem').first()
  const productName = (await card.getByRole('heading', { level: 3 }).textContent()) ?? ''
  await card.getByRole('button', { name: /Send Gift/ }).click()
  const dialog = await openDialog(page, 'Send Gift')
  await expect(dialog.getByText(/Pet ID/)).toHaveCount(0)
  const pet = dialog.getByRole('combobox', { name: 'Recipient’s Pet' })
  await expect(pet).toBeDisabled()

  const recipient = dialog.getByRole('combobox', { name: 'Recipient', exact: true })
  await recipient.fill(receiver.identity.name)
  await dialog.getByRole('option', { name: new RegExp(`^${receiver.identity.name} @[a-z0-9_]+$`) }).click()
  await expect(pet).toBeEnabled()
  await expect(pet.locator('option')).toHaveText(['No pet', 'Biscuit', 'Waffles'])
  await expect(pet).toHaveValue('')
  await pet.selectOption({ label: 'Waffles' })
  await expectScreenAccessible(page, 'Send Gift modal with a pet chosen')
  await dialog.getByRole('button', { name: 'Send Gift' }).click()
  await expect(dialog).toBeHidden()

  await receiver.page.goto('/gifts')
  await receiver.page.getByRole('tab', { name: 'Received Gifts' }).click()
  const received = receiver.page.getByRole('list', { name: 'Gifts you received' }).getByRole('listitem').filter({ hasText: productName })
  await expect(received).toContainText('for Waffles')
  await receiver.close()
})

test('a photographer specialty reads the same in the Specialty filter and on the cards', async ({ page, members }) => {
  await members.signIn(page, 'specialties')
  await openFromNav(page, 'Photographers', 'Pet Photographers')
  await page.getByRole('button', { name: 'Filters' }).click()
  const filter = page.getByRole('combobox', { name: 'Specialty' })
  const options = (await filter.locator('option').allTextContents()).slice(1)
  expect(options).toContain('Farm Animals')
  expect(options).not.toContain('farm animals')

  // innerText: the words as shown, after any CSS text-transform.
  const chips = await page.getByRole('list', { name: 'Specialties' }).getByRole('listitem').allInnerTexts()
  expect(chips).toContain('Farm Animals')
  // Every chip is worded exactly as a filter choice, so what a card says can be chosen.
  for (const chip of new Set(chips)) expect(options).toContain(chip)

  await filter.selectOption({ label: 'Farm Animals' })
  await expect(page.getByRole('heading', { level: 3, name: 'Maple Barn Studio' })).toBeVisible()
  await page.getByRole('list', { name: 'Specialties' }).first().screenshot({ path: '/tmp/care-specialty-chips.png' })
})
