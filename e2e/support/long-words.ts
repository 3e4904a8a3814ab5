import { expect, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test'
import type { Members } from './members.ts'
import { newIdentity } from './sign-in.ts'
import { TINY_PNG } from './community.ts'

/**
 * A word without a single break opportunity: the worst a member can type. `tag` starts it so a
 * failure shows which field it came from; `length` is the field's maximum when it is under 150.
 */
export function longWord(tag: string, length = 150): string {
  return `${tag}${'Longword'.repeat(Math.ceil(length / 8))}`.slice(0, length)
}

/** A valid e-mail address with a 64-character local part and a long domain, still without a space. */
export function longEmail(tag: string): string {
  return `${longWord(tag, 64).toLowerCase()}@${longWord('domain', 60).toLowerCase()}.example.com`
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

/** What the fixture made, for the journey to visit. */
export interface LongWordFixture {
  /** Browser states (cookies) of the two members, so each page signs nothing in again. */
  owner: { storageState: StorageState; name: string }
  neighbour: { storageState: StorageState; name: string }
  petId: number
  boardId: number
  postTitle: string
  messageId: number
  lostPetId: number
  foundPetId: number
  /** The neighbour's found report, which matches the owner's lost one. */
  matchingFoundPetId: number
  /** The visitor's link to their conversation with the lost report's owner (/lost/:id/messages/:token). */
  relayPath: string
  storyTitle: string
  shareToken: string
  /** The neighbour's 30-character handle, for their profile. */
  neighbourHandle: string
}

async function created(response: Promise<APIResponse>, what: string): Promise<Record<string, unknown>> {
  const answer = await response
  expect(answer.status(), `${what}: ${await answer.text()}`).toBeLessThan(300)
  return (await answer.json()) as Record<string, unknown>
}

/** A member with a 100-character display name (the sign-in form's limit), signed in in a context of their own. */
async function member(members: Members, tag: string): Promise<{ page: Page; name: string }> {
  const { page, identity } = await members.inNewBrowser({ ...newIdentity(tag), name: longWord(`${tag}Name`, 100) })
  return { page, name: identity.name }
}

async function uploadPhoto(request: APIRequestContext): Promise<string> {
  const body = await created(request.post('/api/uploads', { multipart: { file: { name: 'pet.png', mimeType: 'image/png', buffer: TINY_PNG } } }), 'upload')
  return String(body.url)
}

/**
 * Two members who fill every field a member writes and the app shows somewhere with a long word,
 * through the real API: profile names and handles, a pet with every text field, a medical record,
 * a vet, an appointment, an emergency contact, a board with a post and a reply, a direct message
 * each way, a gift, a merchandise order with a customised line, a lost-pet and a found-pet report, the neighbour's found
 * report that matches the lost one, a visitor's conversation with its owner, a veteran's story with a
 * comment, a showcase entry and a share link for the health record. A business listing waits
 * for review and is shown to nobody, but is submitted too.
 */
export async function seedLongWords(members: Members): Promise<LongWordFixture> {
  const owner = await member(members, 'Owner')
  const neighbour = await member(members, 'Neighbour')
  const a = owner.page.request
  const b = neighbour.page.request

  // Handles are at most 30 characters.
  const ownerHandle = `owner_${Date.now().toString(36)}`.padEnd(30, 'x').slice(0, 30)
  const neighbourHandle = `nb_${Date.now().toString(36)}`.padEnd(30, 'y').slice(0, 30)
  await created(a.patch('/api/users/me/handle', { data: { handle: ownerHandle } }), 'owner handle')
  await created(b.patch('/api/users/me/handle', { data: { handle: neighbourHandle } }), 'neighbour handle')

  const photo = await uploadPhoto(a)
  const pet = await created(
    a.post('/api/pets', {
      data: {
        name: longWord('PetName', 100),
        species: 'dog',
        breed: longWord('Breed', 100),
        color: longWord('Colour', 60),
        microchip_id: longWord('Chip', 50),
        photo_url: photo,
        notes: longWord('PetNotes'),
        owner_name: longWord('OwnerName', 120),
        owner_phone: '555-0100',
        owner_email: longEmail('owner'),
        owner_address: longWord('OwnerAddress'),
        emergency_contact_name: longWord('PetEmergencyName', 120),
        emergency_contact_phone: '555-0101',
      },
    }),
    'pet',
  )
  const petId = Number(pet.id)
  await created(
    a.post(`/api/pets/${petId}/medical-records`, {
      data: {
        title: longWord('RecordTitle'),
        record_type: 'medication',
        description: longWord('RecordDescription'),
        date_recorded: '2026-01-10',
        clinic_name: longWord('RecordClinic'),
        doctor_name: longWord('RecordDoctor', 120),
        medication_name: longWord('Medication'),
        dosage: longWord('Dosage', 100),
        frequency: longWord('Frequency', 100),
        next_due_date: '2030-01-10',
      },
    }),
    'medical record',
  )
  const vet = await created(
    a.post('/api/veterinarians', {
      data: {
        clinic_name: longWord('VetClinic'),
        doctor_name: longWord('VetDoctor', 120),
        address: longWord('VetAddress'),
        phone: '555-0102',
        email: longEmail('vet'),
        specialties: longWord('Specialties'),
        notes: longWord('VetNotes'),
        is_emergency: true,
      },
    }),
    'veterinarian',
  )
  await created(
    a.post('/api/appointments', {
      data: { pet_id: petId, veterinarian_id: Number(vet.id), appointment_date: '2030-03-14T09:30:00', purpose: 'Vaccination', notes: longWord('AppointmentNotes') },
    }),
    'appointment',
  )
  await created(
    a.post('/api/emergency-contacts', {
      data: { name: longWord('ContactName', 120), relationship: longWord('Relationship', 80), phone: '555-0103', email: longEmail('contact'), notes: longWord('ContactNotes') },
    }),
    'emergency contact',
  )
  const share = await created(a.post(`/api/pets/${petId}/share-links`, { data: { label: longWord('ShareLabel', 80) } }), 'share link')

  const board = await created(
    a.post('/api/message-boards', {
      data: { name: longWord('BoardName', 100), description: longWord('BoardDescription'), city: longWord('BoardCity', 100), state: 'Texas', zip_code: '78701' },
    }),
    'board',
  )
  const boardId = Number(board.id)
  const postTitle = longWord('PostTitle')
  const post = await created(b.post('/api/board-messages', { data: { board_id: boardId, title: postTitle, content: longWord('PostBody') } }), 'post')
  await created(a.post(`/api/messages/${Number(post.id)}/replies`, { data: { content: longWord('ReplyBody') } }), 'reply')

  const message = await created(
    b.post('/api/messages', { data: { recipient: ownerHandle, subject: longWord('Subject'), content: longWord('MessageBody') } }),
    'message to the owner',
  )
  await created(a.post('/api/messages', { data: { recipient: neighbourHandle, subject: longWord('ReplySubject'), content: longWord('ReplyMessage') } }), 'message back')

  const products = (await (await b.get('/api/gift-products')).json()) as Array<{ id: number }>
  await created(b.post('/api/gift-transactions', { data: { product_id: products[0]?.id, recipient: ownerHandle, recipient_pet_id: petId, gift_message: longWord('GiftMessage') } }), 'gift')
  await created(a.post('/api/gift-transactions', { data: { product_id: products[0]?.id, recipient: neighbourHandle, gift_message: longWord('GiftBack') } }), 'gift back')

  const merchandise = (await (await a.get('/api/merchandise-products')).json()) as Array<{ id: number }> | { items: Array<{ id: number }> }
  const merchandiseId = (Array.isArray(merchandise) ? merchandise : merchandise.items)[0]?.id
  // An order exists from checkout on; the customisation travels in its cart line.
  await created(
    a.post('/api/merchandise-orders/checkout', {
      data: {
        items: [
          {
            product_id: merchandiseId,
            quantity: 1,
            pet_id: petId,
            customization_details: longWord('Customisation'),
            custom_text: longWord('CustomText', 60),
          },
        ],
        shipping_address: longWord('ShippingAddress'),
      },
    }),
    'merchandise order',
  )

  const lostPet = await created(
    a.post('/api/lost-pets', {
      data: {
        pet_name: longWord('LostPetName', 100),
        species: 'dog',
        breed: longWord('LostBreed', 100),
        color: longWord('LostColour', 60),
        distinctive_markings: longWord('Markings'),
        photo_url: photo,
        // Yesterday, so the neighbour's found report of today is a possible match.
        last_seen_date: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
        last_seen_location: longWord('LastSeenLocation'),
        last_seen_city: longWord('LastSeenCity', 100),
        last_seen_state: 'Texas',
        last_seen_zip_code: '78701',
        contact_name: longWord('LostContact', 120),
        contact_phone: '555-0104',
        contact_email: longEmail('lost'),
        reward_offered: longWord('Reward'),
        additional_details: longWord('AdditionalDetails'),
      },
    }),
    'lost pet report',
  )

  const foundPet = await created(
    a.post('/api/found-pets', {
      data: {
        species: 'dog',
        breed: longWord('FoundBreed', 100),
        color: longWord('FoundColour', 60),
        distinctive_markings: longWord('FoundMarkings'),
        photo_url: photo,
        found_date: new Date().toISOString().slice(0, 10),
        found_location: longWord('FoundLocation'),
        found_city: longWord('FoundCity', 100),
        found_state: 'Texas',
        found_zip_code: '78701',
        has_pet: true,
        contact_name: longWord('FoundContact', 120),
        contact_phone: '555-0105',
        contact_email: longEmail('found'),
        show_contact_phone: true,
        additional_details: longWord('FoundDetails'),
      },
    }),
    'found pet report',
  )

  // Matching needs the same species, a nearby ZIP and close dates, and never pairs a member's own reports.
  const matchingFound = await created(
    b.post('/api/found-pets', {
      data: {
        species: 'dog',
        breed: longWord('MatchBreed', 100),
        color: longWord('MatchColour', 60),
        distinctive_markings: longWord('MatchMarkings'),
        found_date: new Date().toISOString().slice(0, 10),
        found_location: longWord('MatchLocation'),
        found_city: longWord('MatchCity', 100),
        found_state: 'Texas',
        found_zip_code: '78701',
        has_pet: true,
        contact_name: longWord('MatchContact', 120),
        contact_phone: '555-0106',
        contact_email: longEmail('match'),
        additional_details: longWord('MatchDetails'),
      },
    }),
    'matching found pet report',
  )
  const matchingFoundPetId = Number(matchingFound.id)
  // The match worker scores new reports in the background.
  await expect
    .poll(async () => ((await (await a.get(`/api/lost-pets/${Number(lostPet.id)}/matches`)).json()) as Array<{ found_pet_id: number }>).map((m) => m.found_pet_id), {
      message: 'the found report matches the lost one',
      timeout: 30_000,
    })
    .toContain(matchingFoundPetId)

  // A visitor writes to the lost report's owner; the owner answers. The first link is answered to the visitor on screen.
  const started = await created(
    b.post(`/api/lost-pets/${Number(lostPet.id)}/messages`, { data: { name: longWord('VisitorName', 100), email: longEmail('visitor'), message: longWord('VisitorMessage') } }),
    'message to the owner of the lost report',
  )
  const threads = (await (await a.get(`/api/lost-pets/${Number(lostPet.id)}/messages`)).json()) as Array<{ id: number }>
  await created(a.post(`/api/lost-pets/${Number(lostPet.id)}/messages/${threads[0]?.id}`, { data: { message: longWord('OwnerAnswer') } }), "the owner's answer")

  const storyTitle = longWord('StoryTitle')
  const story = await created(
    a.post('/api/veteran-service-dog-stories', {
      data: {
        veteran_name: longWord('VeteranName', 120),
        service_branch: 'Army',
        service_years: longWord('Years', 40),
        dog_name: longWord('DogName', 80),
        dog_breed: longWord('DogBreed', 100),
        service_type: 'PTSD Support',
        story_title: storyTitle,
        story_content: longWord('StoryContent'),
        challenges_helped: longWord('Challenges'),
        contact_email: longEmail('story'),
        social_media_handle: longWord('Social', 100),
      },
    }),
    'veteran story',
  )
  await created(b.post(`/api/veteran-service-dog-stories/${Number(story.id)}/comments`, { data: { comment_text: longWord('Comment') } }), 'story comment')
  await created(a.post('/api/daily-pet-showcase', { data: { pet_id: petId, story: longWord('ShowcaseStory') } }), 'showcase entry')

  await created(
    a.post('/api/businesses', {
      data: { name: longWord('Business'), business_type: 'grooming', description: longWord('BusinessAbout'), address: longWord('BusinessAddress'), city: longWord('City', 100), state: 'Texas', zip_code: '78701' },
    }),
    'business',
  )

  const result: LongWordFixture = {
    owner: { storageState: await owner.page.context().storageState(), name: owner.name },
    neighbour: { storageState: await neighbour.page.context().storageState(), name: neighbour.name },
    petId,
    boardId,
    postTitle,
    messageId: Number(message.id),
    lostPetId: Number(lostPet.id),
    foundPetId: Number(foundPet.id),
    matchingFoundPetId,
    relayPath: String(started.link),
    storyTitle,
    shareToken: String(share.url).split('/').pop() ?? '',
    neighbourHandle,
  }
  await owner.page.context().close()
  await neighbour.page.context().close()
  return result
}

/** Fails the check for this screen when the page is wider than the window, naming the screen. */
export async function expectNoSideways(page: Page, screen: string): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }))
  expect.soft(widths.page, `${screen} is ${widths.page} px wide in a ${widths.window} px window`).toBeLessThanOrEqual(widths.window)
  // A text that runs out of its own box (under overflow hidden or auto) shows no page-wide scroll but is cut off.
  const clipped = await page.evaluate(() => {
    const found: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.closest('input, textarea, select, [aria-hidden="true"]')) continue
      const style = getComputedStyle(element)
      if (style.overflowX === 'visible' || style.display === 'none') continue
      // Text for screen readers only (sr-only) is a 1 px clipped box on purpose.
      if (element.getBoundingClientRect().width <= 1 || style.clip !== 'auto' || style.clipPath !== 'none') continue
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
      if (!ownText) continue
      if (element.scrollWidth > element.clientWidth + 1 && style.textOverflow !== 'ellipsis') {
        found.push(`<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`)
      }
    }
    return found
  })
  expect.soft(clipped, `${screen} has text cut off inside its box`).toEqual([])
  // A word that runs past the edge of its card (or dialog) even when the page itself still fits.
  const spilled = await page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent) continue
      const card = parent.closest<HTMLElement>('.rounded-card, [role="dialog"]')
      if (!card) continue
      // Text in a box that scrolls or cuts off on purpose (a truncated line, a scrolling row) is the other check's.
      let scrolls = false
      for (let box: HTMLElement | null = parent; box && box !== card; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') scrolls = true
      }
      if (scrolls) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const words = range.getBoundingClientRect()
      const edges = card.getBoundingClientRect()
      if (words.width > 0 && (words.right > edges.right + 1 || words.left < edges.left - 1)) found.push(`"${text.slice(0, 40)}"`)
    }
    return found
  })
  expect.soft(spilled, `${screen} has text running out of its card`).toEqual([])
}
