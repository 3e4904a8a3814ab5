import sharp from 'sharp'
import { HttpBrowser } from '../../apps/server/src/testing/dev-signin.ts'

const SPECIES = ['dog', 'cat', 'bird', 'rabbit'] as const

/**
 * Signs a bench owner in through the development identity provider and gives them, through the
 * API, 20 pets with every field filled (one photo they uploaded), one vet and 50 appointments.
 * Answers the session cookie.
 */
export async function seedBenchOwner(base: string): Promise<string> {
  const browser = new HttpBrowser(base)
  await browser.signIn({ email: 'bench@example.com', name: 'Bench Owner' })
  const cookie = browser.jar.header(`${base}/api/pets`)
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`)
    return (await res.json()) as { id: number }
  }
  // A pet's photo must be the owner's own upload (features/uploads/ownership.ts): one small picture for all.
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer()
  const form = new FormData()
  form.append('file', new File([new Uint8Array(picture)], 'pet.jpg', { type: 'image/jpeg' }))
  const uploaded = await fetch(`${base}/api/uploads`, { method: 'POST', headers: { cookie, origin: base }, body: form })
  if (uploaded.status !== 201) throw new Error(`POST /api/uploads answered ${uploaded.status}: ${await uploaded.text()}`)
  const { url: photoUrl } = (await uploaded.json()) as { url: string }
  const petIds: number[] = []
  for (let i = 0; i < 20; i++) {
    const pet = await post('/api/pets', {
      name: `Bench Pet ${i + 1}`,
      species: SPECIES[i % SPECIES.length],
      breed: 'Mixed breed with a fairly long descriptive name',
      sex: i % 2 === 0 ? 'male' : 'female',
      date_of_birth: `20${String(10 + (i % 14)).padStart(2, '0')}-0${1 + (i % 9)}-15`,
      weight_lbs: 10 + i * 1.5,
      color: 'Brown and white with a black patch',
      microchip_id: `98514100${String(1000 + i)}`,
      photo_url: photoUrl,
      notes: 'Friendly with other animals. Allergic to chicken. Needs a slow feeder bowl at dinner time.',
      is_spayed_neutered: i % 3 !== 0,
      owner_name: 'Bench Owner',
      owner_phone: '(512) 555-0100',
      owner_email: 'bench@example.com',
      owner_address: '100 Congress Avenue, Austin, TX 78701',
      emergency_contact_name: 'Jordan Rivera',
      emergency_contact_phone: '(512) 555-0199',
    })
    petIds.push(pet.id)
  }
  const vet = await post('/api/veterinarians', { clinic_name: 'Bench Animal Clinic', doctor_name: 'Dr. Casey Lin', phone: '(512) 555-0142' })
  for (let i = 0; i < 50; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0')
    await post('/api/appointments', {
      pet_id: petIds[i % petIds.length],
      veterinarian_id: vet.id,
      appointment_date: `2027-0${1 + (i % 9)}-${day}T09:30:00`,
      purpose: 'Annual checkup',
      notes: 'Bring the vaccination booklet.',
    })
  }
  return cookie
}
