import { Link } from 'react-router'
import { ArrowRight, CalendarDays } from 'lucide-react'
import type { VendorFeature } from '@petfolk/contract/vendors'
import { Badge } from '../../ui/badge.tsx'
import { buttonClasses } from '../../ui/button.tsx'
import { VendorLogo } from './vendor-logo.tsx'
import { formatVendorDate, vendorProductsPath } from './vendor-features.ts'

export function NewPartnerCard({ feature }: { feature: VendorFeature }) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-raised">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <VendorLogo src={feature.vendor_logo} />
          <h3 className="text-lg font-bold">{feature.vendor_name}</h3>
        </div>
        <Badge tone="success">New Partner</Badge>
      </div>
      <p className="font-semibold">Welcome {feature.vendor_name} to the Petfolk family!</p>
      <p className="text-fg-muted">{feature.vendor_description ?? feature.description}</p>
      {feature.highlight_text ? <p className="text-sm font-semibold text-brand-fg">{feature.highlight_text}</p> : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <CalendarDays aria-hidden="true" className="size-4" />
          Joined <time dateTime={feature.start_date}>{formatVendorDate(feature.start_date)}</time>
        </p>
        <Link to={vendorProductsPath(feature.vendor_name)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Explore Products<span className="sr-only"> from {feature.vendor_name}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  )
}

export function FeaturedVendorCard({ feature }: { feature: VendorFeature }) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-raised">
      <div className="flex items-center gap-3">
        <VendorLogo src={feature.vendor_logo} />
        <div>
          <h3 className="text-lg font-bold">{feature.vendor_name}</h3>
          {feature.title !== feature.vendor_name ? <p className="text-sm text-fg-muted">{feature.title}</p> : null}
        </div>
      </div>
      <p className="text-fg-muted">{feature.vendor_description ?? feature.description}</p>
      {feature.highlight_text ? (
        <Badge tone="brand" className="self-start">
          {feature.highlight_text}
        </Badge>
      ) : null}
      <Link to={vendorProductsPath(feature.vendor_name)} className={buttonClasses({ size: 'sm', className: 'mt-auto self-start' })}>
        View Products<span className="sr-only"> from {feature.vendor_name}</span>
      </Link>
    </li>
  )
}
