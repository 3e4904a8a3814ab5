import { catalogAdminEndpoints as e, OWN_PICTURE_ONLY } from '@petfolk/contract/catalog-admin'
import type { Context } from 'hono'
import type { AppDeps } from '../../app-env.ts'
import type { Db } from '../../db/database.ts'
import { created, endpointRouter, ok } from '../../http/endpoint-router.ts'
import { ApiError, notFound } from '../../http/errors.ts'
import type { SessionUser } from '../../auth/session-store.ts'
import { recordAudit, type AuditActor } from '../staff/audit-log.ts'
import { findStaffMember } from '../staff/members-store.ts'
import { uploadOwnerOf } from '../uploads/store.ts'
import { careTipKind, findItem, findRow, giftKind, insertItem, listItems, merchandiseKind, newsKind, rowOf, setRetired, updateItem, vendorKind, type Item, type KindDef } from './admin-store.ts'

const NOT_FOUND = 'That catalog item was not found.'

/**
 * Staff manage the catalog: vendors, their news, care tips, gifts and merchandise. Every change
 * writes its audit entry in the same transaction. Pictures must be the staff member's own
 * uploads (or the picture the item already has), so nobody puts a member's private photo, or an
 * address that is not ours, in front of every member.
 */
export function catalogAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps

  async function actorOf(user: SessionUser): Promise<AuditActor> {
    return (await findStaffMember(db, user.id)) ?? { id: user.id, handle: null, display_name: user.display_name }
  }

  async function checkPictures<Row extends Record<string, unknown>>(def: KindDef<Row>, row: Row, user: SessionUser, before: Row | null) {
    for (const field of def.pictures) {
      const url = row[field]
      if (typeof url !== 'string' || (before && before[field] === url)) continue
      const owner = await uploadOwnerOf(db, url)
      if (owner?.user_id !== user.id) throw new ApiError(400, `${field}: ${OWN_PICTURE_ONLY}`)
    }
  }

  async function create<Row extends Record<string, unknown>>(def: KindDef<Row>, user: SessionUser, row: Row): Promise<Item<Row>> {
    await checkPictures(def, row, user, null)
    const now = clock.now()
    const actor = await actorOf(user)
    const id = await db.transaction().execute(async (trx) => {
      const newId = await insertItem(trx, def, row, now)
      await recordAudit(trx, { actor, action: `catalog.${def.noun}.create`, targetKind: def.noun, targetId: newId, targetLabel: def.label(row), reason: null, at: now })
      return newId
    })
    return found(await findItem(db, def, id, now))
  }

  async function update<Row extends Record<string, unknown>>(def: KindDef<Row>, user: SessionUser, id: number, row: Row): Promise<Item<Row>> {
    const now = clock.now()
    const existing = await findRow(db, def, id)
    if (!existing) throw notFound(NOT_FOUND)
    const before = await rowOf(db, def, existing, now)
    await checkPictures(def, row, user, before)
    const changed = Object.keys(row).filter((key) => JSON.stringify(row[key]) !== JSON.stringify(before[key]))
    if (changed.length > 0) {
      const actor = await actorOf(user)
      await db.transaction().execute(async (trx) => {
        await updateItem(trx, def, existing, row, now)
        await recordAudit(trx, { actor, action: `catalog.${def.noun}.update`, targetKind: def.noun, targetId: id, targetLabel: def.label(row), reason: null, details: { changed }, at: now })
      })
    }
    return found(await findItem(db, def, id, now))
  }

  async function retire<Row extends Record<string, unknown>>(def: KindDef<Row>, user: SessionUser, id: number, retired: boolean): Promise<Item<Row>> {
    const now = clock.now()
    const item = found(await findItem(db, def, id, now))
    // Retiring a retired item (or offering an offered one) changes nothing, so nothing is logged.
    if ((item.retired_at !== null) !== retired) {
      const actor = await actorOf(user)
      await db.transaction().execute(async (trx) => {
        await setRetired(trx, def, id, retired ? now.toISOString() : null)
        await recordAudit(trx, { actor, action: `catalog.${def.noun}.${retired ? 'retire' : 'restore'}`, targetKind: def.noun, targetId: id, targetLabel: def.label(item), reason: null, at: now })
      })
    }
    return found(await findItem(db, def, id, now))
  }

  const list = <Row extends Record<string, unknown>>(database: Db, def: KindDef<Row>, show: 'offered' | 'retired' | 'all') => listItems(database, def, show, clock.now())

  return endpointRouter(deps)
    .on(e.vendors.list, async ({ query }, c) => listed(c, await list(db, vendorKind, query.show)))
    .on(e.vendors.create, async ({ user, body }) => created(await create(vendorKind, user, body)))
    .on(e.vendors.update, async ({ user, params, body }) => ok(await update(vendorKind, user, params.id, body)))
    .on(e.vendors.retire, async ({ user, params, body }) => ok(await retire(vendorKind, user, params.id, body.retired)))
    .on(e.news.list, async ({ query }, c) => listed(c, await list(db, newsKind, query.show)))
    .on(e.news.create, async ({ user, body }) => created(await create(newsKind, user, body)))
    .on(e.news.update, async ({ user, params, body }) => ok(await update(newsKind, user, params.id, body)))
    .on(e.news.retire, async ({ user, params, body }) => ok(await retire(newsKind, user, params.id, body.retired)))
    .on(e.careTips.list, async ({ query }, c) => listed(c, await list(db, careTipKind, query.show)))
    .on(e.careTips.create, async ({ user, body }) => created(await create(careTipKind, user, body)))
    .on(e.careTips.update, async ({ user, params, body }) => ok(await update(careTipKind, user, params.id, body)))
    .on(e.careTips.retire, async ({ user, params, body }) => ok(await retire(careTipKind, user, params.id, body.retired)))
    .on(e.gifts.list, async ({ query }, c) => listed(c, await list(db, giftKind, query.show)))
    .on(e.gifts.create, async ({ user, body }) => created(await create(giftKind, user, body)))
    .on(e.gifts.update, async ({ user, params, body }) => ok(await update(giftKind, user, params.id, body)))
    .on(e.gifts.retire, async ({ user, params, body }) => ok(await retire(giftKind, user, params.id, body.retired)))
    .on(e.merchandise.list, async ({ query }, c) => listed(c, await list(db, merchandiseKind, query.show)))
    .on(e.merchandise.create, async ({ user, body }) => created(await create(merchandiseKind, user, body)))
    .on(e.merchandise.update, async ({ user, params, body }) => ok(await update(merchandiseKind, user, params.id, body)))
    .on(e.merchandise.retire, async ({ user, params, body }) => ok(await retire(merchandiseKind, user, params.id, body.retired)))
}

/** Staff lists are never cached: a retire must show at once, and they hold nothing to share. */
function listed<T>(c: Context, items: T) {
  c.header('Cache-Control', 'no-store')
  return ok(items)
}

function found<T>(item: T | undefined): T {
  if (!item) throw notFound(NOT_FOUND)
  return item
}
