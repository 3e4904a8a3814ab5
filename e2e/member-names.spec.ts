import { test, expect } from './support/fixtures.ts'
import { expectScreenAccessible } from './support/axe.ts'
import { newIdentity } from './support/sign-in.ts'

test.describe('member names', () => {
  test('a member the provider gave no name is "Member 1234", never their e-mail, and names themselves from the dashboard', async ({ page, members }) => {
    const identity = { ...newIdentity('nameless'), name: '' }
    await members.signIn(page, identity)
    await page.goto('/dashboard')
    const greeting = page.getByRole('heading', { level: 1, name: /^Welcome back, Member \d{4}!$/ })
    await expect(greeting).toBeVisible()
    await expect(page.getByText(identity.email)).toHaveCount(0)

    const prompt = page.getByRole('region', { name: 'Choose the name other members see' })
    await expect(prompt).toBeVisible()
    await expectScreenAccessible(page, 'dashboard with the name prompt')
    await page.setViewportSize({ width: 390, height: 844 })
    await expectScreenAccessible(page, 'dashboard with the name prompt, phone')
    await page.setViewportSize({ width: 1280, height: 800 })
    const name = prompt.getByLabel('Your name')
    await name.fill(identity.email)
    await prompt.getByRole('button', { name: 'Save name' }).click()
    await expect(prompt.getByText('A name cannot be an e-mail address. Choose the name other members should see.')).toBeVisible()
    await name.fill('Petfolk Security Team')
    await prompt.getByRole('button', { name: 'Save name' }).click()
    await expect(prompt.getByText('That name would pass for Petfolk or its staff. Choose another.')).toBeVisible()

    await name.fill('Nell Newcomer')
    await prompt.getByRole('button', { name: 'Save name' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Nell Newcomer!' })).toBeVisible()
    await expect(prompt).toBeHidden()

    // Settings › Your name shows it, and changes it.
    await page.goto('/settings')
    const card = page.getByRole('region', { name: 'Your name' })
    await expect(card.getByLabel('Your name')).toHaveValue('Nell Newcomer')
    await expectScreenAccessible(page, 'settings with Your name')
  })
})
