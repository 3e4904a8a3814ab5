import type { Selectable } from 'kysely'
import { ANNOUNCEMENT_TYPES, FEATURE_TYPES, type PartnerAnnouncement, type VendorFeature } from '@petfolk/contract/vendors'
import type { Db } from '../../db/database.ts'
import type { PartnerAnnouncementsTable, VendorFeaturesTable } from '../../db/schema.ts'
import { choiceOf, isSet } from '../../db/row-values.ts'

function toVendorFeature(row: Selectable<VendorFeaturesTable>): VendorFeature {
  return {
    id: row.id,
    feature_type: choiceOf(FEATURE_TYPES, row.feature_type),
    title: row.title,
    description: row.description,
    highlight_text: row.highlight_text,
    banner_image_url: row.banner_image_url,
    vendor_name: row.vendor_name,
    vendor_logo: row.vendor_logo,
    vendor_description: row.vendor_description,
    start_date: row.start_date,
  }
}

function toAnnouncement(row: Selectable<PartnerAnnouncementsTable>): PartnerAnnouncement {
  return {
    id: row.id,
    vendor_name: row.vendor_name,
    vendor_logo: row.vendor_logo,
    announcement_type: choiceOf(ANNOUNCEMENT_TYPES, row.announcement_type),
    title: row.title,
    content: row.content,
    image_url: row.image_url,
    external_link: row.external_link,
    is_pinned: isSet(row.is_pinned),
    created_at: row.created_at,
  }
}

export async function listVendorFeatures(db: Db): Promise<VendorFeature[]> {
  const rows = await db.selectFrom('vendor_features').selectAll().where('retired_at', 'is', null).orderBy('start_date', 'desc').orderBy('id').limit(100).execute()
  return rows.map(toVendorFeature)
}

/** Pinned first, then newest. */
export async function listAnnouncements(db: Db): Promise<PartnerAnnouncement[]> {
  const rows = await db.selectFrom('partner_announcements').selectAll().where('retired_at', 'is', null).orderBy('is_pinned', 'desc').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute()
  return rows.map(toAnnouncement)
}
