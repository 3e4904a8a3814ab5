import { isUploadName, UPLOAD_PATH_PREFIX } from '@petfolk/contract/uploads'
import type { TestContext } from './test-context.ts'

/** Routes whose tests post made-up upload addresses as the member's own pictures. */
const PHOTO_ROUTES = /^\/api\/(?:lost-pets|found-pets|pets|custom-merchandise-orders|merchandise-orders|veteran-service-dog-stories)(?:\/\d+|\/checkout)?$/
const PHOTO_FIELDS = ['photo_url', 'pet_photo_url', 'dog_photo_url', 'veteran_photo_url'] as const

/**
 * For test files written before every stored photo had to be the sender's own upload
 * (features/uploads/ownership.ts): a report, pet, story or cart line that a signed-in member sends
 * with a made-up `/uploads/…` address first records that address as that member's upload, as if
 * they had just uploaded it. Only for the routes above; the ownership rule itself is tested
 * without this (features/uploads/photo-ownership.test.ts).
 */
export function treatSentPhotosAsOwnUploads(t: TestContext): void {
  const members = new Map<string, number>()
  const signInAs = t.signInAs.bind(t)
  t.signInAs = async (email, name) => {
    const session = await signInAs(email, name)
    members.set(session.cookie, session.user.id)
    return session
  }
  const request = t.request.bind(t)
  t.request = async (path, options = {}) => {
    const userId = options.cookie ? members.get(options.cookie) : undefined
    const method = options.method ?? 'GET'
    if (userId !== undefined && (method === 'POST' || method === 'PUT') && PHOTO_ROUTES.test(path.split('?')[0] ?? '')) {
      for (const url of photoAddresses(options.json)) await recordAsUpload(t, userId, url)
    }
    return request(path, options)
  }
}

function photoAddresses(body: unknown): string[] {
  if (!body || typeof body !== 'object') return []
  const record = body as Record<string, unknown>
  const own = PHOTO_FIELDS.map((f) => record[f]).filter((v): v is string => typeof v === 'string' && isUploadName(v.trim()))
  const items = Array.isArray(record.items) ? record.items.flatMap(photoAddresses) : []
  return [...own.map((v) => v.trim()), ...items]
}

async function recordAsUpload(t: TestContext, userId: number, url: string): Promise<void> {
  const path = url.slice(UPLOAD_PATH_PREFIX.length)
  const at = t.clock.now().toISOString()
  await t.deps.db
    .insertInto('uploads')
    .values({ user_id: userId, lost_pet_id: null, path, content_type: 'image/jpeg', bytes: 1, width: 1, height: 1, created_at: at })
    .onConflict((oc) => oc.column('path').doUpdateSet({ user_id: userId, lost_pet_id: null }))
    .execute()
}
