import { api, dialog, expect, expectScreenAccessible, test, toast, uploadPhoto, openLiveDashboard } from './support/community.ts'

test.describe('the lost-and-found network', () => {
  test.describe.configure({ timeout: 180_000 })

  test("a visitor without an account opens a report from its QR link and reports a sighting; the owner's bell updates live", async ({ page, browser, baseURL, members }) => {
    await members.signIn(page, 'owner')
    // Boise: no other journey reports a pet there, so no possible match rings the owner's bell first.
    const petName = `Pepper ${Date.now().toString(36)}`
    const photo = await uploadPhoto(page)
    const created = await api(page, 'POST', '/api/lost-pets', {
      pet_name: petName, species: 'dog', breed: 'Terrier mix', color: 'Black and tan', distinctive_markings: 'White blaze on chest', photo_url: photo,
      last_seen_date: new Date().toISOString().slice(0, 10), last_seen_location: 'Julia Davis Park', last_seen_city: 'Boise', last_seen_state: 'Idaho',
      last_seen_zip_code: '83702', contact_name: 'Priya S.', contact_phone: '555-0188', reward_offered: '$200',
    })
    expect(created.status).toBe(201)
    const id = Number(created.json.id)

    // The owner's app is open with its live stream; a marker on window proves it is never reloaded.
    const { bell, sameDocument } = await openLiveDashboard(page)

    // The flyer's QR code encodes the public page's address.
    const qrLink = `${baseURL ?? ''}/lost/${id}`

    // A neighbour scans it: no account, no cookies.
    const visitorContext = await browser.newContext({ baseURL })
    const visitor = await visitorContext.newPage()
    const visitorErrors: string[] = []
    visitor.on('pageerror', (error) => visitorErrors.push(`${error.name}: ${error.message}`))

    // What a messenger unfurling the link reads: the server's title and preview, with the photo.
    const html = await (await visitor.request.get(qrLink)).text()
    expect(html).toContain(`<meta property="og:title" content="Lost dog in Boise, Idaho: ${petName}" />`)
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/uploads\/[^"]+" \/>/)

    await visitor.goto(qrLink)
    await expect(visitor.getByRole('heading', { name: petName, level: 1 })).toBeVisible()
    await expect(visitor.getByText('MISSING', { exact: true })).toBeVisible()
    await expect(visitor.getByText('White blaze on chest')).toBeVisible()
    await expect(visitor.getByRole('img', { name: `Photo of ${petName}` })).toBeVisible()
    // The owner did not choose to show the phone.
    await expect(visitor.getByText('555-0188')).toHaveCount(0)
    await expect(visitor.getByText('No sightings reported yet.', { exact: false })).toBeVisible()
    await expect(visitor.getByRole('region', { name: 'Share' }).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//)
    await expectScreenAccessible(visitor, 'public lost-pet report')

    await visitor.getByRole('button', { name: 'I saw this pet' }).click()
    const form = dialog(visitor, `I saw ${petName}`)
    await expect(form.getByLabel(/When did you see the pet/)).toBeVisible()
    await expectScreenAccessible(visitor, 'I saw this pet')
    // Nothing is sent without where.
    await form.getByRole('button', { name: 'Send Sighting' }).click()
    await expect(form.getByText('Where you saw the pet is required.')).toBeVisible()
    await form.getByLabel(/Where\?/).fill('Behind the library on Capitol Blvd')
    await form.getByLabel(/ZIP Code/).fill('83702')
    await form.getByLabel('Note').fill('Heading east, looked scared.')
    await form.getByLabel('Your name').fill('Dana')
    await form.getByLabel(/Your phone/).fill('555-0100')
    await form.getByRole('button', { name: 'Send Sighting' }).click()
    await expect(toast(visitor, 'Thank you. Priya S. has been told about your sighting.')).toBeVisible()
    await expect(form).toBeHidden()
    const timeline = visitor.getByRole('region', { name: 'Sightings (1)' })
    await expect(timeline.getByText('Behind the library on Capitol Blvd 83702')).toBeVisible()
    await expect(timeline.getByText('Reported by Dana')).toBeVisible()
    // The reporter's phone is for the owner only.
    await expect(visitor.getByText('555-0100')).toHaveCount(0)

    // The owner hears at once, without a reload.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 5_000 })
    await bell.click()
    const notice = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: new RegExp(`Someone saw ${petName}`) })
    await expect(notice).toBeVisible()
    expect(await sameDocument()).toBe(true)

    // The notice opens the report, where its owner sees the reporter's phone and can hide spam.
    await notice.click()
    await expect(page).toHaveURL(new RegExp(`/lost/${id}$`))
    const ownTimeline = page.getByRole('region', { name: 'Sightings (1)' })
    await expect(ownTimeline.getByRole('link', { name: '555-0100' })).toHaveAttribute('href', 'tel:5550100')
    await ownTimeline.getByRole('button', { name: 'Hide from the public page' }).click()
    await expect(ownTimeline.getByText('Hidden from the public page')).toBeVisible()
    await visitor.reload()
    await expect(visitor.getByText('No sightings reported yet.', { exact: false })).toBeVisible()

    expect(visitorErrors).toEqual([])
    await visitorContext.close()
  })
})
