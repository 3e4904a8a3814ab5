import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { Archive, ArchiveRestore, ImageOff, PackageOpen, Pencil, Plus } from 'lucide-react'
import { CATALOG_SHOW } from '@petfolk/contract/catalog-admin'
import { describeActionError } from '../../lib/api.ts'
import { photoSrc } from '../../lib/photo.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { EmptyState } from '../../ui/empty-state.tsx'
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx'
import { LoadError } from '../../ui/load-error.tsx'
import { SkeletonCards } from '../../ui/skeleton.tsx'
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx'
import { useCatalogItems, useRetireCatalogItem, type CatalogShow } from './api/catalog-items.ts'
import { KIND_SPECS, kindSpec, type CatalogItem, type KindSpec } from './catalog-kinds.ts'
import { ItemDialog } from './item-dialog.tsx'

const SHOW_LABELS: Record<CatalogShow, string> = { offered: 'Offered to members', retired: 'Retired', all: 'All' }
const SHOW_OPTIONS = CATALOG_SHOW.map((value) => ({ value, label: SHOW_LABELS[value] }))

/**
 * The staff area's catalog: vendors, their news, care tips, gifts and merchandise, each added,
 * edited, retired and offered again here. Members stop seeing a retired item at once; gifts and
 * orders that name it keep it.
 */
export function CatalogAdminPage() {
  const [search, setSearch] = useSearchParams()
  const spec = kindSpec(search.get('kind'))
  const show = (CATALOG_SHOW as readonly string[]).includes(search.get('show') ?? '') ? (search.get('show') as CatalogShow) : 'offered'
  const choose = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes)) next.set(key, value)
    setSearch(next, { replace: true })
  }

  return (
    <section aria-labelledby="catalog-heading" className="flex flex-col gap-4">
      <h2 id="catalog-heading" className="text-2xl font-bold">
        Catalog
      </h2>
      <Tabs value={spec.kind} onValueChange={(kind) => choose({ kind })}>
        <TabList label="Catalog sections">
          {KIND_SPECS.map((kind) => (
            <Tab key={kind.kind} value={kind.kind} icon={kind.icon}>
              {kind.many}
            </Tab>
          ))}
        </TabList>
        {KIND_SPECS.map((kind) => (
          <TabPanel key={kind.kind} value={kind.kind}>
            {kind.kind === spec.kind ? <KindPanel spec={kind} show={show} onShow={(value) => choose({ show: value })} /> : null}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  )
}

function KindPanel({ spec, show, onShow }: { spec: KindSpec; show: CatalogShow; onShow: (show: string) => void }) {
  const items = useCatalogItems(spec, show)
  const [editing, setEditing] = useState<{ item: CatalogItem | null } | null>(null)

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <FilterBar label={`Filter ${spec.many.toLowerCase()}`} className="sm:min-w-72">
          <FilterSelect id={`catalog-show-${spec.kind}`} label="Show" value={show} onChange={onShow} options={SHOW_OPTIONS} />
        </FilterBar>
        <Button onClick={() => setEditing({ item: null })}>
          <Plus aria-hidden="true" className="size-4" />
          Add {spec.one}
        </Button>
      </div>
      {items.error ? (
        <LoadError error={items.error} onRetry={() => void items.refetch()} />
      ) : !items.data ? (
        <SkeletonCards count={3} layout="stack" cardClassName="h-20" label={`Loading ${spec.many.toLowerCase()}`} />
      ) : items.data.length === 0 ? (
        <EmptyState icon={PackageOpen} title={show === 'retired' ? `No retired ${spec.many.toLowerCase()}` : `No ${spec.many.toLowerCase()} yet`} hint={show === 'retired' ? 'Items you retire are kept here.' : `Add one and members see it at once.`} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={spec.many}>
          {items.data.map((item) => (
            <ItemRow key={item.id} spec={spec} item={item} onEdit={() => setEditing({ item })} />
          ))}
        </ul>
      )}
      <ItemDialog spec={spec} item={editing?.item ?? null} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
    </div>
  )
}

function ItemRow({ spec, item, onEdit }: { spec: KindSpec; item: CatalogItem; onEdit: () => void }) {
  const retire = useRetireCatalogItem(spec)
  const [confirming, setConfirming] = useState(false)
  const title = spec.title(item)
  const picture = spec.picture ? photoSrc(typeof item[spec.picture] === 'string' ? String(item[spec.picture]) : '') : null
  const retired = item.retired_at !== null

  const setRetired = async (next: boolean) => {
    try {
      await retire.mutateAsync({ id: item.id, retired: next })
      toast.success(next ? `Retired ${title}. Members no longer see it.` : `${title} is offered to members again.`)
      setConfirming(false)
    } catch (problem) {
      toast.error(describeActionError(problem, 'That did not work. Please try again.'))
    }
  }

  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          {spec.picture ? (
            <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-control border border-line bg-sunken text-fg-muted">
              {picture ? <img src={picture} alt="" width={56} height={56} className="size-full object-cover" /> : <ImageOff aria-hidden="true" className="size-5" />}
            </div>
          ) : null}
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="font-bold break-words">{title}</h3>
            <p className="text-sm break-words text-fg-muted">{spec.detail(item)}</p>
            {retired ? (
              <Badge tone="warning" className="self-start">
                Retired
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="flex gap-2 sm:shrink-0">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${title}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          {retired ? (
            <Button variant="secondary" size="sm" loading={retire.isPending} loadingText="Restoring..." onClick={() => void setRetired(false)} aria-label={`Restore ${title}`}>
              <ArchiveRestore aria-hidden="true" className="size-4" />
              Restore
            </Button>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Retire ${title}`}>
              <Archive aria-hidden="true" className="size-4" />
              Retire
            </Button>
          )}
        </div>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Retire ${title}?`}
        description="Members stop seeing it at once. Gifts and orders that name it keep it, and you can restore it from the Retired list."
        confirmLabel="Retire"
        confirmingLabel="Retiring..."
        confirming={retire.isPending}
        onConfirm={() => void setRetired(true)}
      />
    </li>
  )
}
