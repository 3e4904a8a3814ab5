import type { PartnerAnnouncement, VendorFeature } from '@petfolk/contract/vendors'
import type { Db } from '../../db/database.ts'

export async function listVendorFeatures(db: Db): Promise<VendorFeature[]> {
  return (await db.selectFrom('vendor_features').selectAll().orderBy('start_date', 'desc').orderBy('id').limit(100).execute()) as VendorFeature[]
}

/** Pinned first, then newest. */
export async function listAnnouncements(db: Db): Promise<PartnerAnnouncement[]> {
  const rows = await db.selectFrom('partner_announcements').selectAll().orderBy('is_pinned', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute()
  return rows.map((r) => ({ ...r, is_pinned: r.is_pinned === 1 })) as PartnerAnnouncement[]
}
