import type { Db } from '../../../db/database.ts'

/**
 * The owner marked the pet found: each confirmed match becomes a reunion and its found report is
 * closed (the finder no longer holds a stray). Call it in the transaction that marks it found.
 */
export async function recordReunions(db: Db, lostPetId: number, now: Date): Promise<number> {
  const at = now.toISOString()
  const reunited = await db
    .updateTable('pet_matches')
    .set({ reunited_at: at, updated_at: at })
    .where('lost_pet_id', '=', lostPetId)
    .where('confirmed_at', 'is not', null)
    .where('reunited_at', 'is', null)
    .returning('found_pet_id')
    .execute()
  if (reunited.length === 0) return 0
  await db
    .updateTable('found_pets')
    .set({ is_closed: 1, closed_at: at, updated_at: at })
    .where('id', 'in', reunited.map((r) => r.found_pet_id))
    .where('is_closed', '=', 0)
    .execute()
  return reunited.length
}

/**
 * The owner took "found" back (within the undo window): the reunions go, and the found reports
 * they closed (closed at that same moment) open again.
 */
export async function undoReunions(db: Db, lostPetId: number, now: Date): Promise<void> {
  const at = now.toISOString()
  // Read before clearing: an UPDATE … RETURNING answers the new, cleared values.
  const undone = await db
    .selectFrom('pet_matches')
    .select(['found_pet_id', 'reunited_at'])
    .where('lost_pet_id', '=', lostPetId)
    .where('reunited_at', 'is not', null)
    .execute()
  if (undone.length === 0) return
  await db.updateTable('pet_matches').set({ reunited_at: null, updated_at: at }).where('lost_pet_id', '=', lostPetId).where('reunited_at', 'is not', null).execute()
  for (const { found_pet_id, reunited_at } of undone) {
    if (reunited_at === null) continue
    await db.updateTable('found_pets').set({ is_closed: 0, closed_at: null, updated_at: at }).where('id', '=', found_pet_id).where('closed_at', '=', reunited_at).execute()
  }
}
