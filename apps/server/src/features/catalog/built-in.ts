import { catalogSchema, type Catalog } from '@petfolk/contract/catalog'
import { careTipSeeds, showcaseSeeds } from '../care/seed-data.ts'
import { businessSeeds } from '../directory/seed-data.ts'
import { giftProductSeeds } from '../gifts/seed-data.ts'
import { merchandiseCategorySeeds, merchandiseProductSeeds } from '../merchandise/seed-data.ts'
import { photographerSeeds } from '../photographers/seed-data.ts'
import { announcementSeeds, vendorFeatureSeeds } from '../vendors/seed-data.ts'
import { veteranStorySeeds } from '../veterans/seed-data.ts'

/** The original demo content shipped with Petfolk, checked by the same schema an imported catalog must pass. */
export function builtInCatalog(): Catalog {
  return catalogSchema.parse({
    care_tips: careTipSeeds,
    showcase: showcaseSeeds,
    photographers: photographerSeeds,
    businesses: businessSeeds,
    gift_products: giftProductSeeds,
    vendor_features: vendorFeatureSeeds,
    partner_announcements: announcementSeeds,
    veteran_stories: veteranStorySeeds,
    merchandise_categories: merchandiseCategorySeeds,
    merchandise_products: merchandiseProductSeeds,
  })
}
