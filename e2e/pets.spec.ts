import { expect, test } from './support/members.ts'
import { expectImageLoaded, expectScreenAccessible, localDate, makeImage, signInAsNewOwner } from './support/pet-care.ts'

// The journeys share no data: each signs in a member of its own.
test.describe.configure({ mode: 'parallel' })

test('an owner adds pets with a photo, finds, edits and deletes them, and sees a health reminder', async ({ page, members }) => {
  // One long journey through several screens, each with an axe check: three times the default budget.
  test.slow()
  await signInAsNewOwner(members, page, 'petowner')

  // My Pets without pets: the empty state, with a way to add one.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Pets' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My Pets' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No pets yet' })).toBeVisible()
  await expectScreenAccessible(page, '/pets without pets')

  // Add New Pet: every field, a real PNG photo scaled and uploaded.
  await page.getByRole('link', { name: 'Add Your First Pet' }).click()
  await expect(page).toHaveURL(/\/pets\/new$/)
  const save = page.getByRole('button', { name: 'Save Pet' })
  await expect(save).toBeDisabled()
  await page.getByLabel('Pet Name').fill('Biscuit')
  await expect(save).toBeDisabled()
  await page.getByLabel('Species').selectOption('dog')
  await expect(save).toBeEnabled()
  await page.getByLabel('Breed').fill('Beagle')
  await page.getByLabel('Sex').selectOption('male')
  await page.getByLabel('Date of Birth').fill(localDate(-(3 * 365 + 30)))
  await page.getByLabel('Weight (lbs)').fill('24.5')
  await page.getByLabel('Color').fill('Tricolor')
  await page.getByLabel('Microchip ID').fill('985112003456789')
  await page.getByLabel('Spayed / Neutered').check()
  await page.getByLabel('Owner Email').fill('owner@example.com')
  await page.getByLabel('Owner Phone').fill('555-0100')
  await page.getByLabel('Emergency Contact Name').fill('Sam Rivera')
  await page.getByLabel('Choose Photo').setInputFiles(await makeImage('png', { width: 1600, height: 1200 }))
  await expectImageLoaded(page.getByRole('img', { name: 'Photo preview of Biscuit' }))
  await expect(page.getByText('Uploading photo...')).toBeHidden()
  await expect(page.getByText('Change Photo')).toBeVisible()
  await expectScreenAccessible(page, '/pets/new')

  // The draft survives a reload (key addPetForm), photo address included.
  await page.reload()
  await expect(page.getByLabel('Pet Name')).toHaveValue('Biscuit')
  await expect(page.getByLabel('Species')).toHaveValue('dog')
  await expect(page.getByLabel('Spayed / Neutered')).toBeChecked()
  await expectImageLoaded(page.getByRole('img', { name: 'Photo preview of Biscuit' }))
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('addPetForm') ?? 'null')?.name)).toBe('Biscuit')

  await page.getByRole('button', { name: 'Save Pet' }).click()
  await expect(page).toHaveURL(/\/pets$/)
  expect(await page.evaluate(() => localStorage.getItem('addPetForm'))).toBeNull()
  const biscuit = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Biscuit' }) })
  await expect(biscuit).toBeVisible()
  const cardPhoto = biscuit.getByRole('img', { name: 'Photo of Biscuit' })
  await expectImageLoaded(cardPhoto)
  // The 1600×1200 PNG was scaled to fit 800×600 in the browser before the upload.
  expect(await cardPhoto.getAttribute('src')).toMatch(/^\/uploads\//)
  expect(await cardPhoto.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([800, 600])
  await expect(biscuit.getByText('Fixed', { exact: true })).toBeVisible()
  await expect(biscuit.getByText('3 years old')).toBeVisible()
  // The pet list is mirrored on the device for later screens.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userPets') ?? '[]'))).toEqual([
    { id: expect.any(Number), name: 'Biscuit' },
  ])

  // A second pet, without a photo, through the shell's Add Pet button.
  await page.getByRole('banner').getByRole('link', { name: 'Add Pet' }).click()
  await page.getByLabel('Pet Name').fill('Mittens')
  await page.getByLabel('Species').selectOption('cat')
  await page.getByLabel('Breed').fill('Siamese')
  await page.getByRole('button', { name: 'Save Pet' }).click()
  await expect(page).toHaveURL(/\/pets$/)
  const mittens = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Mittens' }) })
  await expect(mittens.getByText('Not Fixed')).toBeVisible()
  // Saving replaced the form's history entry: Back returns to the list the form was opened from.
  await page.goBack()
  await expect(page).toHaveURL(/\/pets$/)
  await expect(mittens).toBeVisible()
  await expectScreenAccessible(page, '/pets with pets')

  // Search by name or breed, any case, and the species filter built from the data.
  const search = page.getByRole('searchbox', { name: 'Search pets by name or breed' })
  await search.fill('BEAG')
  await expect(biscuit).toBeVisible()
  await expect(mittens).toBeHidden()
  await search.fill('mitt')
  await expect(mittens).toBeVisible()
  await expect(biscuit).toBeHidden()
  await search.fill('')
  const species = page.getByLabel('Filter by species')
  await expect(species.getByRole('option')).toHaveText(['All Species', 'Cat', 'Dog'])
  await species.selectOption('cat')
  await expect(mittens).toBeVisible()
  await expect(biscuit).toBeHidden()
  await search.fill('beagle')
  await expect(page.getByRole('heading', { name: 'No pets match your search' })).toBeVisible()
  await page.getByRole('button', { name: 'Clear Filters' }).click()
  await expect(biscuit).toBeVisible()
  await expect(mittens).toBeVisible()

  // Pet detail: details, quick actions, and a working Edit.
  await page.getByRole('link', { name: 'Biscuit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Biscuit' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^Yes$/ })).toBeVisible()
  await expect(page.getByText('24.5 lbs')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Lost Pet', exact: true })).toHaveAttribute('href', /\/lost-pets\?petId=\d+$/)
  await expectScreenAccessible(page, '/pets/:id')

  await page.getByRole('button', { name: 'Emergency Contact' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'No emergency veterinarian contact found. Please add an emergency vet in the Veterinarians section.',
  )

  await page.getByRole('button', { name: 'Edit Pet', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Biscuit' })).toBeVisible()
  await expect(page.getByLabel('Breed')).toHaveValue('Beagle')
  await page.getByLabel('Pet Name').fill('Biscuit Jr')
  await page.getByLabel('Weight (lbs)').fill('26')
  await expectScreenAccessible(page, '/pets/:id editing')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Biscuit Jr' })).toBeVisible()
  await expect(page.getByText('26 lbs')).toBeVisible()

  // Add Medical Record: due in 10 days, so it becomes a dashboard reminder.
  await page.getByRole('button', { name: 'Add Medical Record' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Medical Record' })
  await expect(dialog).toBeVisible()
  const addRecord = dialog.getByRole('button', { name: 'Add Record' })
  await expect(addRecord).toBeDisabled()
  await dialog.getByLabel('Title').fill('Rabies booster')
  await dialog.getByLabel('Record Type').selectOption('vaccination')
  await dialog.getByLabel('Date Recorded').fill(localDate(0))
  await dialog.getByLabel('Next Due Date').fill(localDate(-1))
  await dialog.getByLabel('Clinic Name').click()
  await expect(dialog.getByText('Next due date cannot be before the date recorded.')).toBeVisible()
  await dialog.getByLabel('Next Due Date').fill(localDate(10))
  await dialog.getByLabel('Clinic Name').fill('Riverside Animal Clinic')
  await expectScreenAccessible(page, 'Add Medical Record dialog')
  await addRecord.click()
  await expect(dialog).toBeHidden()
  const record = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rabies booster' }) })
  await expect(record.getByText('Due soon')).toBeVisible()

  // Edit the record, then the dashboard shows it as a reminder with the renamed pet.
  await record.getByRole('button', { name: 'Edit Rabies booster' }).click()
  const editDialog = page.getByRole('dialog', { name: 'Edit Medical Record' })
  await editDialog.getByLabel('Dosage').fill('1 ml')
  await editDialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(editDialog).toBeHidden()
  await expect(record.getByText('1 ml')).toBeVisible()

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click()
  const reminders = page.getByRole('heading', { name: 'Health Reminders' }).locator('..')
  await expect(reminders.getByText('Rabies booster')).toBeVisible()
  await expect(reminders.getByText(/Biscuit Jr · Due/)).toBeVisible()
  await expect(page.getByRole('link', { name: '1 Reminders' })).toBeVisible()
  await expect(page.getByRole('link', { name: '2 Pets' })).toBeVisible()
  await expect(page.getByRole('link', { name: '0 Photos' })).toBeVisible()
  // The photo counter reads the device media gallery: idb-keyval's store, key pet_media.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onupgradeneeded = () => open.result.createObjectStore('keyval')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const tx = open.result.transaction('keyval', 'readwrite')
          const items = [
            { id: 'a', type: 'photo' },
            { id: 'b', type: 'video' },
            { id: 'c', type: 'photo' },
          ]
          tx.objectStore('keyval').put(items, 'pet_media')
          tx.oncomplete = () => {
            open.result.close()
            resolve()
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
  )
  await page.reload()
  await expect(page.getByRole('link', { name: '2 Photos' })).toBeVisible()
  await expectImageLoaded(page.getByRole('img', { name: 'Photo of Biscuit Jr' }))
  await expect(page.getByRole('link', { name: /Mittens/ })).toBeVisible()
  await expectScreenAccessible(page, '/dashboard')

  // Delete a pet from its card, after the confirmation.
  await page.goto('/pets')
  await mittens.hover()
  await mittens.getByRole('button', { name: 'Delete Mittens' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Are you sure you want to delete this pet? This action cannot be undone.')
  await expectScreenAccessible(page, 'delete pet confirmation')
  await confirm.getByRole('button', { name: 'Delete Pet' }).click()
  await expect(mittens).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Biscuit Jr' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userPets') ?? '[]').length)).toBe(1)
})

test('a failed save keeps the typed form and shows the failure text; the photo step refuses bad files', async ({ page, members }) => {
  await signInAsNewOwner(members, page, 'draftkeeper')
  await page.goto('/pets/new')
  await page.getByLabel('Pet Name').fill('Pepper')
  await page.getByLabel('Species').selectOption('rabbit')

  // Not an image: refused before anything is uploaded.
  await page.getByLabel('Choose Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  await expect(page.getByRole('alert')).toHaveText('Please select an image file')
  // A real JPEG is accepted and replaces the error.
  await page.getByLabel('Choose Photo').setInputFiles(await makeImage('jpeg', { width: 600, height: 800 }))
  const preview = page.getByRole('img', { name: 'Photo preview of Pepper' })
  await expectImageLoaded(preview)
  // A 600×800 portrait fits the 800×600 box at 450×600, re-encoded as JPEG.
  expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([450, 600])
  expect(await preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/)
  await expect(page.getByText('Please select an image file')).toBeHidden()

  // The server refuses the save: the form's failure text shows, and nothing typed is lost.
  await page.route('**/api/pets', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, json: { error: 'date_of_birth: Date of birth cannot be in the future.' } })
      : route.fallback(),
  )
  await page.getByRole('button', { name: 'Save Pet' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to save pet: date_of_birth: Date of birth cannot be in the future. Please check all fields and try again.',
  )
  await expect(page).toHaveURL(/\/pets\/new$/)
  await expect(page.getByLabel('Pet Name')).toHaveValue('Pepper')
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('addPetForm') ?? 'null')?.name)).toBe('Pepper')

  // Cancel clears the draft and goes to My Pets.
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/pets$/)
  expect(await page.evaluate(() => localStorage.getItem('addPetForm'))).toBeNull()

  // Report Lost Pet asks first, then clears the draft and opens Lost Pets.
  await page.goto('/pets/new')
  await page.getByLabel('Pet Name').fill('Ghost')
  await page.getByRole('button', { name: 'Report Lost Pet' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Report a lost pet?' })
  await expectScreenAccessible(page, 'report lost pet confirmation')
  await confirm.getByRole('button', { name: 'Report Lost Pet' }).click()
  await expect(page).toHaveURL(/\/lost-pets$/)
  expect(await page.evaluate(() => localStorage.getItem('addPetForm'))).toBeNull()

  // An unknown pet says so.
  await page.goto('/pets/999999')
  await expect(page.getByRole('heading', { name: 'Pet not found' })).toBeVisible()
})
