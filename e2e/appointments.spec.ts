import { readFile } from 'node:fs/promises'
import { expect, test } from './support/members.ts'
import { createPetViaApi, expectScreenAccessible, localDate, signInAsNewOwner } from './support/pet-care.ts'

// The journeys share no data: each signs in a member of its own.
test.describe.configure({ mode: 'parallel' })

test('an owner adds a vet, schedules, completes and exports an appointment that outlives its pet', async ({ page, members }) => {
  // One long journey through several screens, each with an axe check: three times the default budget.
  test.slow()
  await signInAsNewOwner(members, page, 'scheduler')
  const petId = await createPetViaApi(page, { name: 'Juniper', species: 'dog', breed: 'Collie' })

  // Appointments without appointments.
  await page.goto('/appointments')
  await expect(page.getByRole('heading', { name: 'No appointments yet' })).toBeVisible()
  await expectScreenAccessible(page, '/appointments without appointments')

  // The schedule dialog from the Appointments page: nothing to choose a vet from yet.
  await page.getByRole('button', { name: 'Schedule Appointment' }).first().click()
  const emptyDialog = page.getByRole('dialog', { name: 'Schedule Appointment' })
  await expect(emptyDialog.getByText('You have no veterinarians yet.')).toBeVisible()
  await expect(emptyDialog.getByRole('button', { name: 'Schedule Appointment' })).toBeDisabled()
  await expectScreenAccessible(page, 'Schedule Appointment dialog (appointments)')
  await emptyDialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(emptyDialog).toBeHidden()

  // Veterinarians: empty, then Add Veterinarian.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Veterinarians' }).click()
  await expect(page.getByRole('heading', { name: 'No veterinarians yet' })).toBeVisible()
  await expectScreenAccessible(page, '/veterinarians without vets')
  await page.getByRole('button', { name: 'Add Veterinarian' }).first().click()
  const vetDialog = page.getByRole('dialog', { name: 'Add Veterinarian' })
  const addVet = vetDialog.getByRole('button', { name: 'Add Veterinarian' })
  await expect(addVet).toBeDisabled()
  await vetDialog.getByLabel('Clinic Name').fill('Riverside Animal Clinic')
  await vetDialog.getByLabel('Doctor Name').fill('Dr. Ada Moss')
  await vetDialog.getByLabel('Phone').fill('(555) 010-2030')
  await vetDialog.getByLabel('Email').fill('desk@riverside.example')
  await vetDialog.getByLabel(/Emergency clinic/).check()
  await expectScreenAccessible(page, 'Add Veterinarian dialog')
  await addVet.click()
  await expect(vetDialog).toBeHidden()
  const vetCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Riverside Animal Clinic' }) })
  await expect(vetCard.getByText('Emergency', { exact: true })).toBeVisible()
  await expect(vetCard.getByRole('link', { name: 'Call (555) 010-2030' })).toHaveAttribute('href', 'tel:5550102030')
  await expectScreenAccessible(page, '/veterinarians with vets')

  // Schedule from the vet's card: the vet is chosen; submit waits for pet, date and time.
  await vetCard.getByRole('button', { name: 'Schedule Appointment at Riverside Animal Clinic' }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' })
  const submit = dialog.getByRole('button', { name: 'Schedule Appointment' })
  await expect(dialog.getByLabel('Veterinarian')).toHaveValue(/\d+/)
  await expect(submit).toBeDisabled()
  await dialog.getByLabel('Pet').selectOption({ label: 'Juniper' })
  await expect(submit).toBeDisabled()
  await expect(dialog.getByLabel('Date')).toHaveAttribute('min', localDate(0))
  await dialog.getByLabel('Date').fill(localDate(3))
  await expect(submit).toBeDisabled()
  await dialog.getByLabel('Time').fill('09:30')
  await dialog.getByLabel('Purpose').selectOption('Vaccination')
  await dialog.getByLabel('Notes').fill('Bring the vaccination booklet.')
  await expect(submit).toBeEnabled()
  await expectScreenAccessible(page, 'Schedule Appointment dialog (veterinarians)')
  await submit.click()
  await expect(dialog).toBeHidden()

  // Appointments: the new one, green while scheduled.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Appointments' }).click()
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vaccination' }) })
  await expect(item.getByRole('link', { name: 'Juniper', exact: true })).toBeVisible()
  await expect(item.getByText('Riverside Animal Clinic · Dr. Ada Moss')).toBeVisible()
  const badge = item.getByText('Scheduled', { exact: true })
  await expect(badge).toHaveClass(/bg-success-soft/)
  await expectScreenAccessible(page, '/appointments with appointments')

  // The dashboard counts it and lists it as upcoming and as a reminder.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page.getByRole('link', { name: '1 Upcoming Appointments' })).toBeVisible()
  await expect(page.getByText('Vaccination · Juniper')).toBeVisible()
  await expect(page.getByText('Vaccination at Riverside Animal Clinic')).toBeVisible()

  // Calendar files: this appointment, and all of them.
  await page.goto('/appointments')
  const oneDownload = page.waitForEvent('download')
  await item.getByRole('link', { name: /^Add to Calendar/ }).click()
  const one = await oneDownload
  expect(one.suggestedFilename()).toMatch(/^petfolk-appointment-\d+\.ics$/)
  const oneText = await readFile(await one.path(), 'utf8')
  expect(oneText).toContain('BEGIN:VCALENDAR')
  expect(oneText).toContain('Juniper')
  const allDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Add All to Calendar' }).click()
  expect((await allDownload).suggestedFilename()).toBe('petfolk-appointments.ics')

  // Mark it completed: blue, and no longer offered to complete or cancel.
  await item.getByRole('button', { name: /^Mark Completed/ }).click()
  await expect(item.getByText('Completed', { exact: true })).toHaveClass(/bg-info-soft/)
  await expect(item.getByRole('button', { name: /^Mark Completed/ })).toHaveCount(0)

  // With an emergency vet on file, the pet's Emergency contact is a phone link.
  await page.goto(`/pets/${petId}`)
  await expect(page.getByRole('link', { name: /Emergency Contact/ })).toHaveAttribute('href', 'tel:5550102030')

  // Deleting the pet keeps its appointment, still named.
  await page.goto('/pets')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Juniper' }) })
  await card.hover()
  await card.getByRole('button', { name: 'Delete Juniper' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Pet' }).click()
  await expect(card).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No pets yet' })).toBeVisible()
  await page.goto('/appointments')
  await expect(item.getByText('Juniper', { exact: true })).toBeVisible()
  await expect(item.getByRole('link', { name: 'Juniper', exact: true })).toHaveCount(0)
})

test('a scheduled appointment can be cancelled after confirming, and turns grey', async ({ page, members }) => {
  await signInAsNewOwner(members, page, 'canceller')
  await createPetViaApi(page, { name: 'Pico', species: 'bird' })
  const vet = await page.request.post('/api/veterinarians', { data: { clinic_name: 'Feather & Scale Vets' } })
  expect(vet.status()).toBe(201)

  await page.goto('/appointments')
  await page.getByRole('button', { name: 'Schedule Appointment' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Schedule Appointment' })
  // With one pet it is chosen already.
  await expect(dialog.getByLabel('Pet')).not.toHaveValue('')
  await dialog.getByLabel('Veterinarian').selectOption({ label: 'Feather & Scale Vets' })
  await dialog.getByLabel('Date').fill(localDate(1))
  await dialog.getByLabel('Time').fill('14:15')
  await dialog.getByRole('button', { name: 'Schedule Appointment' }).click()
  await expect(dialog).toBeHidden()

  const item = page.getByRole('listitem').filter({ hasText: 'Pico' })
  await expect(item.getByText('Scheduled', { exact: true })).toHaveClass(/bg-success-soft/)
  await item.getByRole('button', { name: /^Cancel appointment/ }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this appointment?' })
  await expectScreenAccessible(page, 'cancel appointment confirmation')
  await confirm.getByRole('button', { name: 'Cancel Appointment' }).click()
  await expect(confirm).toBeHidden()
  const badge = item.getByText('Cancelled', { exact: true })
  await expect(badge).toHaveClass(/bg-sunken/)
  await expect(item.getByRole('button', { name: /^Cancel appointment/ })).toHaveCount(0)
})
