import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectNoSideways, seedLongWords, type LongWordFixture } from './support/long-words.ts'

/*
 * Every screen filled with the longest words members can type (150 characters without a space,
 * or the field's limit): no page may become wider than the window, at phone or desktop size, and
 * text wraps inside its card instead of being cut off.
 */

interface Screen {
  name: string
  path: (fixture: LongWordFixture) => string
  /** Whose screen it is; the owner's unless said. */
  as?: 'neighbour'
  /** The start of a long word the screen shows once its data has loaded. */
  shows?: string
  /** Opens a dialog or menu that shows member text; checked after the screen itself. */
  open?: { name: string; run: (page: Page, fixture: LongWordFixture) => Promise<void>; shows: string }
}

const screens: Screen[] = [
  { name: 'the landing page', path: () => '/' },
  { name: 'the preview', path: () => '/preview' },
  {
    name: 'the dashboard',
    path: () => '/dashboard',
    shows: 'PetName',
    open: {
      name: 'the notifications list',
      run: async (page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click(),
      shows: 'NeighbourName',
    },
  },
  { name: 'My Pets', path: () => '/pets', shows: 'PetName' },
  { name: 'Add Pet', path: () => '/pets/new' },
  { name: 'the pet page', path: (f) => `/pets/${f.petId}`, shows: 'RecordTitle' },
  { name: 'the health record', path: (f) => `/pets/${f.petId}/health-record`, shows: 'RecordTitle' },
  { name: 'the shared health record', path: (f) => `/shared/health-records/${f.shareToken}`, shows: 'RecordTitle' },
  { name: 'Appointments', path: () => '/appointments', shows: 'AppointmentNotes' },
  { name: 'Veterinarians', path: () => '/veterinarians', shows: 'VetClinic' },
  { name: 'Settings', path: () => '/settings', shows: 'ContactName' },
  { name: 'the boards', path: () => '/community', shows: 'BoardName' },
  {
    name: 'the board',
    path: (f) => `/community?board=${f.boardId}`,
    shows: 'PostTitle',
    open: {
      name: 'the discussion',
      run: async (page, f) => page.getByRole('button', { name: new RegExp(f.postTitle) }).first().click(),
      shows: 'ReplyBody',
    },
  },
  { name: 'the directory', path: () => '/directory' },
  { name: 'Messages', path: () => '/messages', shows: 'Subject' },
  { name: 'the message', path: (f) => `/messages?message=${f.messageId}`, shows: 'MessageBody' },
  { name: 'Lost Pets', path: () => '/lost-pets', shows: 'LostPetName' },
  { name: 'the lost-pet report', path: (f) => `/lost-pets?report=${f.lostPetId}`, shows: 'Markings' },
  { name: 'the flyer', path: (f) => `/lost-pets/${f.lostPetId}/flyer`, shows: 'LostPetName' },
  { name: 'the lost report\'s possible matches', path: (f) => `/lost-pets/${f.lostPetId}/matches`, shows: 'MatchColour' },
  { name: 'the found report\'s possible matches', path: (f) => `/found-pets/${f.matchingFoundPetId}/matches`, as: 'neighbour', shows: 'LostPetName' },
  { name: 'the public lost-pet page with its conversations', path: (f) => `/lost/${f.lostPetId}#messages`, shows: 'VisitorMessage' },
  { name: 'the visitor\'s conversation', path: (f) => f.relayPath, shows: 'OwnerAnswer' },
  { name: 'the found pets', path: () => '/lost-pets?tab=found', shows: 'FoundColour' },
  { name: 'the public found-pet page', path: (f) => `/found/${f.foundPetId}`, shows: 'FoundColour' },
  { name: 'the found-pet flyer', path: (f) => `/found-pets/${f.foundPetId}/flyer`, shows: 'FoundColour' },
  { name: 'Media', path: () => '/media' },
  { name: 'Gifts', path: () => '/gifts' },
  { name: 'the gifts received', path: () => '/gifts?tab=received', shows: 'GiftMessage' },
  { name: 'the gifts sent', path: () => '/gifts?tab=sent', shows: 'NeighbourName' },
  { name: 'Vendors', path: () => '/vendors' },
  { name: 'Pet Care', path: () => '/pet-care', shows: 'ShowcaseStory' },
  { name: 'Photographers', path: () => '/photographers' },
  {
    name: 'Veterans',
    path: () => '/service-dog-veterans',
    shows: 'StoryTitle',
    open: {
      name: 'the story',
      run: async (page) => page.getByRole('button', { name: /Read Story/ }).first().click(),
      shows: 'Comment',
    },
  },
  { name: 'Merchandise', path: () => '/merchandise' },
  { name: 'the custom products', path: () => '/merchandise?tab=custom' },
  { name: 'your orders', path: () => '/merchandise/orders', shows: 'CustomText' },
  { name: "the neighbour's profile", path: (f) => `/members/${f.neighbourHandle}`, shows: 'NeighbourName' },
  { name: 'the not-found page', path: () => '/no-such-page' },
]

const sizes = [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
]

let fixture: LongWordFixture

test.beforeAll(async ({ members }) => {
  test.setTimeout(120_000)
  fixture = await seedLongWords(members)
})

async function showsWord(page: Page, tag: string, where: string): Promise<void> {
  await expect(page.getByText(new RegExp(`${tag}Longword`)).filter({ visible: true }).first(), `${where} shows the member's ${tag}`).toBeVisible()
}

for (const { label, viewport } of sizes) {
  test(`no screen is wider than a ${label} window when members write 150-character words`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000)
    const context = await browser.newContext({ baseURL, viewport, storageState: fixture.owner.storageState })
    const ownerPage = await context.newPage()
    const neighbourContext = await browser.newContext({ baseURL, viewport, storageState: fixture.neighbour.storageState })
    const neighbourPage = await neighbourContext.newPage()
    const errors: string[] = []
    for (const each of [ownerPage, neighbourPage]) each.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`))

    for (const screen of screens) {
      const page = screen.as === 'neighbour' ? neighbourPage : ownerPage
      const where = `${screen.name} (${label})`
      await page.goto(screen.path(fixture))
      if (screen.shows) await showsWord(page, screen.shows, where)
      else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expectNoSideways(page, where)
      if (screen.open) {
        const opened = `${screen.open.name} (${label})`
        await screen.open.run(page, fixture)
        await showsWord(page, screen.open.shows, opened)
        await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
        await expectNoSideways(page, opened)
        await page.keyboard.press('Escape')
      }
    }

    // The phone menu names the member.
    const page = ownerPage
    if (viewport.width < 640) {
      await page.goto('/dashboard')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await showsWord(page, 'OwnerName', `the menu (${label})`)
      await expectNoSideways(page, `the menu (${label})`)
    }

    expect(errors, 'uncaught errors in the page').toEqual([])
    await neighbourContext.close()
    await context.close()
  })
}
