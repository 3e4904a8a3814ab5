import { Link } from 'react-router'
import { Newspaper, ShoppingBag, Sparkles } from 'lucide-react'
import type { VendorFeature } from '@petfolk/contract/vendors'
import { Badge } from '../../ui/badge.tsx'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { VendorLogo } from './vendor-logo.tsx'
import { vendorProductsPath } from './vendor-features.ts'

interface VendorOfDayBannerProps {
  feature: VendorFeature
  /** Opens Partner News narrowed to this vendor. */
  onLearnMore: () => void
}

export function VendorOfDayBanner({ feature, onLearnMore }: VendorOfDayBannerProps) {
  return (
    <section aria-labelledby="vendor-of-day-title" className="flex flex-col overflow-hidden rounded-card border border-line bg-brand-soft shadow-raised">
      {/* Banner art is wide (3:1) with its subject anywhere in it: shown whole across the top at its own
          proportions, never cropped to fill a column. The size attributes only reserve space until it loads. */}
      {feature.banner_image_url ? (
        <img src={feature.banner_image_url} alt="" width={1200} height={400} className="block h-auto w-full bg-sunken object-contain" />
      ) : null}
      <div className="flex flex-col gap-3 p-6 sm:p-8">
        <Badge tone="warning" className="self-start">
          <Sparkles aria-hidden="true" className="size-4" />
          Vendor of the Day
        </Badge>
        <div className="flex items-center gap-3">
          <VendorLogo src={feature.vendor_logo} size="lg" />
          <p className="text-lg font-bold">{feature.vendor_name}</p>
        </div>
        <h2 id="vendor-of-day-title" className="text-2xl font-extrabold sm:text-3xl">
          {feature.title}
        </h2>
        {feature.highlight_text ? <p className="font-semibold text-brand-fg">{feature.highlight_text}</p> : null}
        <p className="text-fg-muted">{feature.description}</p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Link to={vendorProductsPath(feature.vendor_name)} className={buttonClasses()}>
            <ShoppingBag aria-hidden="true" className="size-4" />
            Shop Now
          </Link>
          <Button variant="secondary" onClick={onLearnMore}>
            <Newspaper aria-hidden="true" className="size-4" />
            Learn More
          </Button>
        </div>
      </div>
    </section>
  )
}
