import type { Db } from '../../db/database.ts'
import { ApiError } from '../../http/errors.ts'
import { uploadOwnerOf } from './store.ts'

/** Who is storing a photo address: the signed-in member (or a visitor: null), and the lost report it is for, if any. */
export interface PhotoUser {
  userId: number | null
  /** The lost report a sighting photo is sent for; a visitor's photo counts only for this report. */
  lostPetId?: number | null
}

/**
 * The one rule for every route that stores a photo address: it must be the member's own upload,
 * or a visitor's sighting photo sent for that same report. Nobody attaches a picture somebody
 * else uploaded (a member's private pet photo, another report's sighting), even knowing its
 * address, and an address no upload has is nobody's picture.
 */
export async function mayUsePhoto(db: Db, url: string, who: PhotoUser): Promise<boolean> {
  const owner = await uploadOwnerOf(db, url)
  if (!owner) return false
  if (owner.user_id === null) return who.lostPetId !== undefined && who.lostPetId !== null && owner.lost_pet_id === who.lostPetId
  return who.userId !== null && owner.user_id === who.userId
}

/** The sentence for a photo the rule refuses; `label` names the field as the form does. */
export function notYourPhoto(label = 'Photo'): string {
  return `${label} must be a picture you uploaded to Petfolk.`
}

/**
 * Refuses (400, `field: sentence`) a photo address the sender may not use (see mayUsePhoto).
 * Null is no photo. `unchanged` is the address the row already holds: keeping it is always allowed,
 * so an edit does not fail on a picture stored before this rule.
 */
export async function requireUsablePhoto(
  db: Db,
  field: string,
  url: string | null | undefined,
  who: PhotoUser,
  options: { label?: string; sentence?: string; unchanged?: string | null } = {},
): Promise<void> {
  if (url === null || url === undefined) return
  if (options.unchanged !== undefined && options.unchanged !== null && url === options.unchanged) return
  if (await mayUsePhoto(db, url, who)) return
  throw new ApiError(400, `${field}: ${options.sentence ?? notYourPhoto(options.label)}`)
}
