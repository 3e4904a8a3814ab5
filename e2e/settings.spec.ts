import { readFile } from 'node:fs/promises'
import type { Page, TestInfo } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { createPetViaApi, expectScreenAccessible, signInAsNewOwner } from './support/pet-care.ts'
import { animationsSettled } from './support/axe.ts'
import { section, settingsSaved, signInAs } from './support/settings.ts'

test.describe('settings', () => {
  // One whole journey with an accessibility check on every screen and dialog, on a shared machine.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 })

  test('preferences, emergency contacts, privacy policy, export, vet share links and account deletion', async ({ page, browser, baseURL, members }) => {
    const identity = await signInAsNewOwner(members, page, 'settings')
    const petName = `Biscuit ${Date.now().toString(36)}`
    const petId = await createPetViaApi(page, { name: petName, species: 'dog', breed: 'Beagle' })

    // Notifications: a toggle is saved on the server and survives a reload.
    await page.goto('/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    const medication = page.getByRole('switch', { name: 'Medication Reminders' })
    await expect(medication).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByRole('switch', { name: 'Location Sharing' })).toHaveAttribute('aria-checked', 'false')
    await expectScreenAccessible(page, '/settings')
    const saved = settingsSaved(page)
    await medication.click()
    await saved
    await page.reload()
    await expect(page.getByRole('switch', { name: 'Medication Reminders' })).toHaveAttribute('aria-checked', 'false')
    await expect(page.getByRole('switch', { name: 'Appointment Reminders' })).toHaveAttribute('aria-checked', 'true')

    // Privacy policy with its date and the configured contact address.
    await page.getByRole('button', { name: 'View Privacy Policy' }).click()
    const policy = page.getByRole('dialog', { name: 'Privacy Policy' })
    await expect(policy.getByText(/^Last updated: /)).toBeVisible()
    await expect(policy.getByRole('link', { name: 'privacy@petfolk.local' })).toHaveAttribute('href', 'mailto:privacy@petfolk.local')
    await expectScreenAccessible(page, 'Privacy Policy dialog')
    await policy.getByRole('button', { name: 'Close', exact: true }).last().click()
    await expect(policy).toBeHidden()
    // Focus goes back to the control that opened the dialog, for keyboard and screen-reader users.
    await expect(page.getByRole('button', { name: 'View Privacy Policy' })).toBeFocused()

    // Emergency contacts: add, edit, and see them on the pet's Emergency contact action.
    const contacts = section(page, 'Emergency Contacts')
    await contacts.getByRole('button', { name: 'Add Emergency Contact' }).click()
    const add = page.getByRole('dialog', { name: 'Add Emergency Contact' })
    await expect(add.getByLabel(/^Name/)).toBeVisible()
    await expectScreenAccessible(page, 'Add Emergency Contact dialog')
    await add.getByLabel(/^Name/).fill('Jo Reyes')
    await add.getByLabel(/^Relationship/).fill('Sister')
    await add.getByLabel(/^Phone/).fill('555-0199')
    await add.getByRole('button', { name: 'Add Contact' }).click()
    await expect(add).toBeHidden()
    await expect(contacts.getByRole('button', { name: 'Add Emergency Contact' })).toBeFocused()
    await contacts.getByRole('button', { name: 'Edit Jo Reyes' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Emergency Contact' })
    await edit.getByLabel(/^Phone/).fill('(555) 010-2030')
    await edit.getByRole('button', { name: 'Save Contact' }).click()
    await expect(edit).toBeHidden()
    await expect(contacts.getByRole('button', { name: 'Edit Jo Reyes' })).toBeFocused()
    await expect(contacts.getByRole('link', { name: '(555) 010-2030' })).toHaveAttribute('href', 'tel:5550102030')

    await page.goto(`/pets/${petId}`)
    const call = page.getByRole('list', { name: 'Your emergency contacts' }).getByRole('link', { name: /Call Jo Reyes/ })
    await expect(call).toHaveAttribute('href', 'tel:5550102030')

    // Remove it: the pet's action then points to Settings.
    await page.goto('/settings')
    await section(page, 'Emergency Contacts').getByRole('button', { name: 'Remove Jo Reyes' }).click()
    const removeDialog = page.getByRole('alertdialog', { name: 'Remove Jo Reyes?' })
    await expectScreenAccessible(page, 'Remove contact dialog')
    await removeDialog.getByRole('button', { name: 'Remove' }).click()
    await expect(section(page, 'Emergency Contacts').getByText('No emergency contacts yet.')).toBeVisible()
    await page.goto(`/pets/${petId}`)
    await expect(page.getByRole('link', { name: 'Add them in Settings' })).toBeVisible()

    // Export Pet Data: one JSON file that holds the pet.
    await page.goto('/settings')
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export Pet Data' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^petfolk-export-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { account: { email: string }; pets: { name: string }[] }
    expect(exported.account.email).toBe(identity.email)
    expect(exported.pets.map((p) => p.name)).toEqual([petName])

    // Health record: printable page, and a share link a vet opens without an account.
    await page.goto(`/pets/${petId}`)
    await page.getByRole('link', { name: 'Health Record' }).click()
    await expect(page).toHaveURL(`/pets/${petId}/health-record`)
    await expect(page.getByRole('article', { name: petName })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
    await expectScreenAccessible(page, 'health record')
    const share = page.getByRole('region', { name: 'Share with a Vet' })
    await share.getByLabel(/Who is it for/).fill('Dr. Lee')
    await share.getByRole('button', { name: 'Create Share Link' }).click()
    const url = await share.getByLabel('New share link').inputValue()
    expect(url).toMatch(/\/shared\/health-records\/[A-Za-z0-9_-]{43}$/)
    await expect(share.getByRole('list', { name: 'Active share links' }).getByText('Dr. Lee')).toBeVisible()
    await expectScreenAccessible(page, 'health record with a share link')

    const vet = await browser.newContext({ baseURL })
    const vetPage = await vet.newPage()
    await vetPage.goto(url)
    await expect(vetPage.getByRole('article', { name: petName })).toBeVisible()
    await expect(vetPage.getByText(/Shared by the pet’s owner, read-only/)).toBeVisible()
    await expect(vetPage.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
    await expectScreenAccessible(vetPage, 'shared health record')

    await share.getByRole('button', { name: 'Revoke Dr. Lee' }).click()
    await page.getByRole('alertdialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke' }).click()
    await expect(share.getByText('No active links.')).toBeVisible()
    await vetPage.reload()
    await expect(vetPage.getByRole('heading', { name: 'This link has expired or was revoked' })).toBeVisible()
    await expect(vetPage.getByRole('article')).toHaveCount(0)
    await expectScreenAccessible(vetPage, 'revoked share link')
    await vet.close()

    // Danger Zone: Delete Account after typing DELETE; signed out on the landing page.
    await page.goto('/settings')
    await section(page, 'Danger Zone').getByRole('button', { name: 'Delete Account' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' })
    const deleteButton = confirm.getByRole('button', { name: 'Delete Account' })
    await expect(deleteButton).toBeDisabled()
    await expectScreenAccessible(page, 'Delete Account dialog')
    await confirm.getByLabel(/Type DELETE to confirm/).fill('DELETE')
    await deleteButton.click()
    await expect(page).toHaveURL((u) => u.pathname === '/')
    expect((await page.request.get('/api/users/me')).status()).toBe(401)

    // The same identity signs in to a brand-new, empty account.
    await signInAs(page, identity)
    await page.goto('/pets')
    await expect(page.getByRole('heading', { name: 'No pets yet' })).toBeVisible()
    await page.goto('/settings')
    await expect(page.getByRole('switch', { name: 'Medication Reminders' })).toHaveAttribute('aria-checked', 'true')
  })

  test("where you're signed in: each browser listed, one signed out, then everywhere else", async ({ page, members }, testInfo) => {
    const identity = await signInAsNewOwner(members, page, 'sessions')
    // Two more browsers of the same person (a phone, a laptop at work).
    const others = await Promise.all(
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ].map((userAgent) => members.inNewBrowser(identity, { userAgent })),
    )
    const [phone, work] = others as [(typeof others)[number], (typeof others)[number]]

    await page.goto('/settings')
    const list = section(page, 'Security').getByRole('list', { name: "Where you're signed in" })
    await expect(list.getByRole('listitem')).toHaveCount(3)
    await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toContainText(/^Chrome on /)
    await expect(list.getByText('Safari on iPhone')).toBeVisible()
    await expect(list.getByText('Edge on Windows')).toBeVisible()
    await expectScreenAccessible(page, "Where you're signed in")
    await sessionScreenshots(page, testInfo)

    await list.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click()
    await expect(page.getByText('Signed out of Safari on iPhone.')).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(2)
    expect((await phone.page.request.get('/api/users/me')).status()).toBe(401)
    expect((await work.page.request.get('/api/users/me')).status()).toBe(200)

    await section(page, 'Security').getByRole('button', { name: 'Sign out everywhere else' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' })
    await expectScreenAccessible(page, 'Sign out everywhere else dialog')
    await confirm.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await expect(page.getByText('Signed out of 1 other session.')).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(section(page, 'Security').getByText('You are not signed in anywhere else.')).toBeVisible()
    expect((await work.page.request.get('/api/users/me')).status()).toBe(401)
    expect((await page.request.get('/api/users/me')).status()).toBe(200)
    for (const other of others) await other.context.close()
  })
})

/** The Security card as a phone and a desktop show it, in both themes, for a person to look at. */
async function sessionScreenshots(page: Page, testInfo: TestInfo): Promise<void> {
  const heading = page.getByRole('heading', { name: "Where you're signed in" })
  for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }]] as const) {
    await page.setViewportSize(viewport)
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark')
      // Just below the sticky top bar.
      await heading.evaluate((element) => {
        element.scrollIntoView({ block: 'start' })
        window.scrollBy(0, -96)
      })
      // Colours ease between themes; the picture is of the settled screen.
      await animationsSettled(page)
      await page.screenshot({ path: testInfo.outputPath(`settings-sessions-${size}-${theme}.png`) })
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
  await page.setViewportSize({ width: 1280, height: 720 })
}
