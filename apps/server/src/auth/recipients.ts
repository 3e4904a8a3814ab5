import type { Db } from '../db/database.ts'
import { ApiError } from '../http/errors.ts'
import { findIdByHandle, userExists } from './users-store.ts'
import { BLOCKED_CONTACT } from '@petfolk/contract/blocks'
import { isBlockedEitherWay } from '../features/blocks/store.ts'

/**
 * The one answer for a recipient who cannot be found, whatever was typed (an id, a handle, a name,
 * an e-mail with or without an account): a different sentence would tell a stranger which
 * e-mails belong to members.
 */
export const RECIPIENT_NOT_FOUND = 'No member was found for that recipient. Search by name or @handle and pick them from the list.'

/**
 * The member a message or gift is for: by id, or by handle. Refuses anyone else, and the sender
 * themselves, with a 400; a member who blocked the sender or was blocked by them, with a 403.
 */
export async function requireRecipient(db: Db, input: { receiver_id?: number | undefined; recipient?: string | undefined }, senderId: number): Promise<number> {
  const receiverId =
    input.receiver_id !== undefined ? ((await userExists(db, input.receiver_id)) ? input.receiver_id : undefined) : await findIdByHandle(db, input.recipient ?? '')
  if (receiverId === undefined) throw new ApiError(400, RECIPIENT_NOT_FOUND)
  if (receiverId === senderId) throw new ApiError(400, 'You cannot send this to yourself.')
  if (await isBlockedEitherWay(db, senderId, receiverId)) throw new ApiError(403, BLOCKED_CONTACT)
  return receiverId
}
