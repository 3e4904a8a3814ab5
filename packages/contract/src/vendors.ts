import { z } from 'zod'
import { endpoint } from './endpoint.ts'

export const FEATURE_TYPES = ['vendor_of_day', 'new_partner', 'featured'] as const
export const ANNOUNCEMENT_TYPES = ['new_partnership', 'promotion', 'update', 'other'] as const

export const vendorFeatureSchema = z.object({
  id: z.number().int(),
  feature_type: z.enum(FEATURE_TYPES),
  title: z.string(),
  description: z.string(),
  highlight_text: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  vendor_name: z.string(),
  vendor_logo: z.string().nullable(),
  vendor_description: z.string().nullable(),
  start_date: z.string(),
})
export type VendorFeature = z.infer<typeof vendorFeatureSchema>

export const partnerAnnouncementSchema = z.object({
  id: z.number().int(),
  vendor_name: z.string(),
  vendor_logo: z.string().nullable(),
  announcement_type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  content: z.string(),
  image_url: z.string().nullable(),
  external_link: z.string().nullable(),
  is_pinned: z.boolean(),
  created_at: z.string(),
})
export type PartnerAnnouncement = z.infer<typeof partnerAnnouncementSchema>

export const vendorEndpoints = {
  features: endpoint({
    method: 'GET',
    path: '/api/vendor-features',
    summary: 'Vendor features, newest first (at most 100).',
    access: 'signed-in',
    answers: { 200: z.array(vendorFeatureSchema) },
  }),
  announcements: endpoint({
    method: 'GET',
    path: '/api/partner-announcements',
    summary: 'Partner news, pinned first, then newest first (at most 100).',
    access: 'signed-in',
    answers: { 200: z.array(partnerAnnouncementSchema) },
  }),
} as const
