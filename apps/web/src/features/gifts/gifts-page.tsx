import { useState } from 'react'
import { Gift, Inbox, Search, Send, X } from 'lucide-react'
import type { GiftProduct } from '@petfolk/contract/gifts'
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx'
import { Button } from '../../ui/button.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { useGiftProducts } from './api/get-gift-products.ts'
import { GiftProductCard } from './gift-product-card.tsx'
import { GiftTransactionList } from './gift-transaction-list.tsx'
import { CATEGORY_OPTIONS, isCategoryFilter, isSpeciesFilter, SPECIES_OPTIONS } from './gift-labels.ts'
import { SendGiftDialog } from './send-gift-dialog.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { useSearchParamChanges } from '../../lib/use-search-param-changes.ts'

const TABS = ['browse', 'sent', 'received'] as const
type GiftTab = (typeof TABS)[number]
export const GIFT_SKELETON_COUNT = 6
/** Cards in the first row load their pictures at once. */
const EAGER_IMAGES = 3

function isTab(value: string | null): value is GiftTab {
  return (TABS as readonly (string | null)[]).includes(value)
}

/** /gifts: browse the catalog and send a gift; the gifts I sent and received. `?tab=`, `?category=`, `?species=` and `?vendor=` keep the view. */
export function GiftsPage() {
  const [params, update] = useSearchParamChanges()
  const tab: GiftTab = isTab(params.get('tab')) ? (params.get('tab') as GiftTab) : 'browse'

  return (
    <div className="flex flex-col gap-6">
      <title>Pet Gifts · Petfolk</title>
      <PageHeader title="Pet Gift Marketplace" description="Treats, toys and comforts from our partners: send one to a friend’s pet." />
      <Tabs value={tab} onValueChange={(value) => update({ tab: value === 'browse' ? null : value })}>
        <TabList label="Gifts">
          <Tab value="browse" icon={Search}>Browse Gifts</Tab>
          <Tab value="sent" icon={Send}>Sent Gifts</Tab>
          <Tab value="received" icon={Inbox}>Received Gifts</Tab>
        </TabList>
        <TabPanel value="browse">
          <BrowseGifts params={params} update={update} />
        </TabPanel>
        <TabPanel value="sent">
          <GiftTransactionList direction="sent" onBrowse={() => update({ tab: null })} />
        </TabPanel>
        <TabPanel value="received">
          <GiftTransactionList direction="received" onBrowse={() => update({ tab: null })} />
        </TabPanel>
      </Tabs>
    </div>
  )
}

interface BrowseGiftsProps {
  params: URLSearchParams
  update: (changes: Record<string, string | null>) => void
}

function BrowseGifts({ params, update }: BrowseGiftsProps) {
  const categoryParam = params.get('category')
  const speciesParam = params.get('species')
  const category = isCategoryFilter(categoryParam) ? categoryParam : 'all'
  const species = isSpeciesFilter(speciesParam) ? speciesParam : 'all'
  const vendor = params.get('vendor')
  const products = useGiftProducts({ category, species })
  const [chosen, setChosen] = useState<GiftProduct | null>(null)

  const list = (products.data ?? []).filter((product) => !vendor || product.vendor_name === vendor)

  return (
    <>
      <FilterBar label="Filter gifts" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterSelect
          id="gift-category"
          label="Category"
          className="sm:w-56"
          value={category}
          onChange={(value) => update({ category: value === 'all' ? null : value })}
          options={CATEGORY_OPTIONS}
        />
        <FilterSelect
          id="gift-species"
          label="For"
          className="sm:w-56"
          value={species}
          onChange={(value) => update({ species: value === 'all' ? null : value })}
          options={SPECIES_OPTIONS}
        />
      </FilterBar>

      {vendor ? (
        <p role="status" className="flex flex-wrap items-center gap-3 rounded-control bg-info-soft px-4 py-3 text-info-fg">
          <span className="grow">
            Showing gifts from <strong>{vendor}</strong>
          </span>
          <Button variant="secondary" size="sm" onClick={() => update({ vendor: null })}>
            <X aria-hidden="true" className="size-4" />
            Show All Gifts
          </Button>
        </p>
      ) : null}

      <section aria-label="Gift catalog" aria-busy={products.isPending || products.isPlaceholderData}>
        {products.isPending ? (
          <SkeletonCards count={GIFT_SKELETON_COUNT} cardClassName="h-96" />
        ) : products.isError ? (
          <LoadError variant="card" error={products.error} onRetry={() => void products.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={Gift}
            title="No gifts found"
            hint={vendor ? `${vendor} has no gifts in this selection yet.` : 'Try another category or pet.'}
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((product, index) => (
              <GiftProductCard key={product.id} product={product} onChoose={setChosen} eager={index < EAGER_IMAGES} />
            ))}
          </ul>
        )}
      </section>

      <SendGiftDialog product={chosen} onClose={() => setChosen(null)} />
    </>
  )
}
