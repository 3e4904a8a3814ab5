import type { Db } from '../db/database.ts'
import { ApiError } from '../http/errors.ts'
import { resolveRecipient, userExists } from './users-store.ts'

/**
 * The member a message or gift is for: by id, or by an e-mail or display name that names exactly
 * one member. Refuses unknown and ambiguous names, and the sender themselves, with a 400.
 */
export async function requireRecipient(db: Db, input: { receiver_id?: number | undefined; recipient?: string | undefined }, senderId: number): Promise<number> {
  let receiverId: number
  if (input.receiver_id !== undefined) {
    if (!(await userExists(db, input.receiver_id))) throw new ApiError(400, 'receiver_id: No Petfolk member has that id.')
    receiverId = input.receiver_id
  } else {
    const found = await resolveRecipient(db, input.recipient ?? '')
    if (found.kind === 'none') throw new ApiError(400, `recipient: No Petfolk member matches “${input.recipient}”.`)
    if (found.kind === 'ambiguous') throw new ApiError(400, `recipient: More than one member is called “${input.recipient}”. Use their e-mail address.`)
    receiverId = found.id
  }
  if (receiverId === senderId) throw new ApiError(400, 'You cannot send this to yourself.')
  return receiverId
}
