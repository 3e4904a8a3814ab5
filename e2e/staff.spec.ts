import type { Page } from '@playwright/test'
import { expectScreenAccessible } from './support/axe.ts'
import { expect, test } from './support/fixtures.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** Both sizes, each checked with axe, ending at desktop size. */
async function accessibleAtBothSizes(page: Page, label: string) {
  for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(viewport)
    await expectScreenAccessible(page, `${label} (${size})`)
  }
}

test.describe('the staff area', () => {
  test.describe.configure({ timeout: 180_000 })

  test('an admin makes a member a moderator with a reason; the audit log says so; the moderator gets the staff area but not the audit log; a member gets "Staff only"', async ({ page, members }) => {
    const newcomer = await members.inNewBrowser('newmod', { viewport: PHONE })
    await page.setViewportSize(DESKTOP)
    await members.signIn(page, 'admin', { role: 'admin' })

    // The admin's way in: the Staff link after the 16 items.
    const staffNav = page.getByRole('navigation', { name: 'Staff' })
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveCount(16)
    await staffNav.getByRole('link', { name: 'Staff' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link')).toHaveText(['Overview', 'Reports', 'Reviews', 'Members', 'Orders', 'Catalog', 'Audit log'])

    // Members: found by e-mail, opened, made a moderator with a reason.
    await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Members' }).click()
    await expect(page.getByRole('heading', { name: 'Members', level: 2 })).toBeVisible()
    await page.getByLabel('Search').fill(newcomer.identity.email)
    const row = page.getByRole('link', { name: new RegExp(newcomer.identity.name) })
    await expect(row).toBeVisible()
    await expect(row).toContainText(newcomer.identity.email)
    await expect(page.getByRole('status')).toHaveText('1 member')
    await accessibleAtBothSizes(page, 'staff members, one found')
    await row.click()

    await expect(page.getByRole('heading', { name: newcomer.identity.name, level: 2 })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: newcomer.identity.email })).toBeVisible()
    const handle = (await page.getByRole('term').filter({ hasText: 'Handle' }).locator('xpath=following-sibling::dd[1]').textContent()) ?? ''
    expect(handle).toMatch(/^@newmod_[a-z0-9_]+$/)
    await page.getByRole('button', { name: 'Change role' }).click()
    await expect(page.getByText('Say why, in a sentence.')).toBeVisible()
    await page.getByLabel('New role').selectOption('Moderator')
    await page.getByLabel('Reason').fill('Keeps the Austin boards friendly.')
    await accessibleAtBothSizes(page, 'one member, Change role')
    await page.getByRole('button', { name: 'Change role' }).click()
    await expect(page.getByRole('status')).toHaveText(`${handle} is now a moderator.`)
    await expect(page.getByRole('term').filter({ hasText: 'Role' }).locator('xpath=following-sibling::dd[1]')).toHaveText('Moderator')
    // Their history: nothing posted or reported yet; the role change is a staff action on them.
    await expect(page.getByText('Nothing posted yet.')).toBeVisible()
    await expect(page.getByText('No reports.')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Staff actions' }).getByRole('listitem').filter({ hasText: 'Why: Keeps the Austin boards friendly.' })).toHaveCount(1)
    // Again: the server's 409 sentence.
    await page.getByLabel('New role').selectOption('Moderator')
    await page.getByLabel('Reason').fill('Twice.')
    await page.getByRole('button', { name: 'Change role' }).click()
    await expect(page.getByRole('alert')).toHaveText('That member already has that role.')

    // The audit log: who, what, when, why, newest first.
    await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Audit log' }).click()
    const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem')
    const entry = entries.filter({ hasText: `made ${handle} a moderator (was member)` })
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText('Why: Keeps the Austin boards friendly.')
    await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/)
    await page.getByLabel('Action').selectOption('Role changes')
    await expect(entries.first()).toContainText(`made ${handle} a moderator`)
    await accessibleAtBothSizes(page, 'audit log')

    // The new moderator, on a phone: the Staff link is in the menu after reloading; the overview, no Audit log tab.
    const mod = newcomer.page
    await mod.reload()
    await mod.getByRole('button', { name: 'Open menu' }).click()
    const menu = mod.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveCount(16)
    await menu.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Staff' }).click()
    await expect(menu).toBeHidden()
    await expect(mod).toHaveURL(/\/admin$/)
    await expect(mod.getByRole('heading', { name: 'How the community is doing', level: 2 })).toBeVisible()
    await expect(mod.getByRole('term').filter({ hasText: /^Members$/ })).toBeVisible()
    await expect(mod.getByRole('navigation', { name: 'Staff sections' }).getByRole('link')).toHaveText(['Overview', 'Reports', 'Reviews', 'Members', 'Orders', 'Catalog'])
    await mod.goto('/admin/audit-log')
    await expect(mod.getByRole('heading', { name: 'Admins only' })).toBeVisible()
    expect(newcomer.pageErrors).toEqual([])

    // A plain member: no Staff link, and /admin says it is for staff. Their member search shows the badge.
    const plain = await members.inNewBrowser('plain', { viewport: DESKTOP })
    await expect(plain.page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await expect(plain.page.getByRole('link', { name: 'Staff' })).toHaveCount(0)
    await plain.page.goto('/admin')
    await expect(plain.page.getByRole('heading', { name: 'Staff only' })).toBeVisible()
    await plain.page.goto('/messages')
    await plain.page.getByRole('button', { name: 'Compose Message' }).first().click()
    const to = plain.page.getByRole('dialog', { name: 'Compose Message' }).getByRole('combobox', { name: 'To', exact: true })
    await to.fill(handle)
    await expect(plain.page.getByRole('option', { name: `${newcomer.identity.name} ${handle} Moderator` })).toBeVisible()
    expect(plain.pageErrors).toEqual([])

    await Promise.all([newcomer.close(), plain.close()])
  })
})
