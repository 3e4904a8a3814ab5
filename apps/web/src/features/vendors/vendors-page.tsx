import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { Megaphone, Newspaper, Store, X } from 'lucide-react'
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { Skeleton, SkeletonCards } from '../../ui/skeleton.tsx'
import { useVendorFeatures } from './api/get-vendor-features.ts'
import { usePartnerAnnouncements } from './api/get-partner-announcements.ts'
import { AnnouncementCard } from './announcement-card.tsx'
import { FeaturedVendorCard, NewPartnerCard } from './vendor-cards.tsx'
import { splitFeatures } from './vendor-features.ts'
import { VendorOfDayBanner } from './vendor-of-day-banner.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useSearchParamChanges } from '../../lib/use-search-param-changes.ts'

/** Skeleton cards while the partners (6) and the news (3) load, about as many as a first screen shows. */
export const FEATURE_SKELETON_COUNT = 6
export const ANNOUNCEMENT_SKELETON_COUNT = 3

type VendorTab = 'partners' | 'news'

/** /vendors: the vendor of the day, featured and new partners, and partner news (`?tab=news`, `&vendor=` narrows it). */
export function VendorsPage() {
  const [params, changeParams] = useSearchParamChanges()
  const tab: VendorTab = params.get('tab') === 'news' ? 'news' : 'partners'
  const features = useVendorFeatures()
  const split = features.data ? splitFeatures(features.data) : null

  const showTab = (next: VendorTab, vendor: string | null = null) =>
    changeParams({ tab: next === 'news' ? 'news' : null, vendor })

  const learnMore = (vendor: string) => {
    showTab('news', vendor)
    document.getElementById('vendor-tabs')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    <div className="flex flex-col gap-6">
      <title>Vendors · Petfolk</title>
      <PageHeader title="Vendor Showcase" description="The pet businesses we partner with, and the latest news from them." />

      {split?.vendorOfDay ? (
        <VendorOfDayBanner feature={split.vendorOfDay} onLearnMore={() => learnMore(split.vendorOfDay?.vendor_name ?? '')} />
      ) : null}

      <div id="vendor-tabs" className="scroll-mt-24">
        <Tabs value={tab} onValueChange={(value) => showTab(value === 'news' ? 'news' : 'partners')}>
          <TabList label="Vendor showcase">
            <Tab value="partners" icon={Store}>Featured Partners</Tab>
            <Tab value="news" icon={Newspaper}>Partner News</Tab>
          </TabList>
          <TabPanel value="partners">
            <FeaturedPartners features={features} split={split} />
          </TabPanel>
          <TabPanel value="news">
            <PartnerNews vendor={params.get('vendor')} onShowAll={() => showTab('news')} />
          </TabPanel>
        </Tabs>
      </div>
    </div>
  )
}

interface FeaturedPartnersProps {
  features: ReturnType<typeof useVendorFeatures>
  split: ReturnType<typeof splitFeatures> | null
}

function FeaturedPartners({ features, split }: FeaturedPartnersProps) {
  if (features.isPending) {
    return (
      <SkeletonCards count={FEATURE_SKELETON_COUNT} cardClassName="h-56" label="Loading featured partners" />
    )
  }
  if (features.isError || !split) {
    return <LoadError variant="card" error={features.error} onRetry={() => void features.refetch()} />
  }
  if (split.newPartners.length === 0 && split.featured.length === 0) {
    return <EmptyState icon={Store} title="No featured partners yet" hint="Check back soon to meet the businesses we work with." />
  }
  return (
    <>
      {split.newPartners.length > 0 ? (
        <section aria-labelledby="new-partners-heading" className="flex flex-col gap-4">
          <h2 id="new-partners-heading" className="text-2xl font-bold">
            New Business Partners
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {split.newPartners.map((feature) => (
              <NewPartnerCard key={feature.id} feature={feature} />
            ))}
          </ul>
        </section>
      ) : null}
      {split.featured.length > 0 ? (
        <section aria-labelledby="featured-vendors-heading" className="flex flex-col gap-4">
          <h2 id="featured-vendors-heading" className="text-2xl font-bold">
            Featured Vendors
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {split.featured.map((feature) => (
              <FeaturedVendorCard key={feature.id} feature={feature} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}

function PartnerNews({ vendor, onShowAll }: { vendor: string | null; onShowAll: () => void }) {
  const announcements = usePartnerAnnouncements()
  const { hash } = useLocation()
  const list = (announcements.data ?? []).filter((item) => !vendor || item.vendor_name === vendor)

  // A shared link (#announcement-<id>) scrolls to its announcement once the news has loaded.
  const loaded = announcements.isSuccess
  useEffect(() => {
    if (!loaded || !hash.startsWith('#announcement-')) return
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' })
  }, [loaded, hash])

  if (announcements.isPending) {
    return (
      <div role="status" aria-label="Loading partner news" className="flex flex-col gap-4">
        {Array.from({ length: ANNOUNCEMENT_SKELETON_COUNT }, (_, index) => (
          <Skeleton key={index} className="h-48 rounded-card" />
        ))}
      </div>
    )
  }
  if (announcements.isError) {
    return <LoadError variant="card" error={announcements.error} onRetry={() => void announcements.refetch()} />
  }
  return (
    <>
      {vendor ? (
        <p role="status" className="flex flex-wrap items-center gap-3 rounded-control bg-info-soft px-4 py-3 text-info-fg">
          <span className="grow">
            Showing news from <strong>{vendor}</strong>
          </span>
          <Button variant="secondary" size="sm" onClick={onShowAll}>
            <X aria-hidden="true" className="size-4" />
            Show All News
          </Button>
        </p>
      ) : null}
      {list.length === 0 ? (
        <EmptyState icon={Megaphone} title="No announcements yet" hint="Check back for the latest news from our partners" />
      ) : (
        <ul aria-label="Partner news" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
          {list.map((announcement) => (
            <AnnouncementCard key={announcement.id} announcement={announcement} />
          ))}
        </ul>
      )}
    </>
  )
}
