import { useState } from 'react'
import { toast } from 'sonner'
import { TriangleAlert, X } from 'lucide-react'
import { newMediaId, type MediaType, type StoredMedia } from './media-gallery.ts'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { useAddMedia, useGalleryItems, useRemoveMedia, useUpdateMedia } from './api/gallery.ts'
import { BackupPanel } from './backup-panel.tsx'
import { CaptureButtons } from './capture-buttons.tsx'
import { editedPhotoItem } from './edited-photo.ts'
import { filterMedia, type MediaFilter } from './filter-media.ts'
import { GalleryItems } from './gallery-items.tsx'
import { GalleryToolbar } from './gallery-toolbar.tsx'
import { ImageEditorDialog } from './image-editor-dialog.tsx'
import { MediaCard, type GalleryPet, type GalleryView } from './media-card.tsx'
import { notMediaMessage, sniffMedia } from './media-bytes.ts'
import { MediaDetailsDialog, type MediaDetails } from './media-details-dialog.tsx'
import { describeStorageError, shareLinkNote, URL_COPIED } from './media-texts.ts'
import { SelectionBar } from './selection-bar.tsx'
import { ShareDialog, type ShareFallback } from './share-dialog.tsx'
import { downloadMedia, shareMedia } from './share-media.ts'
import { StorageUsage } from './storage-usage.tsx'
import { PageHeader } from '../../ui/page-header.tsx'

const NO_FILTER: MediaFilter = { query: '', type: 'all', petId: null }

interface MediaPageProps {
  /** The owner's pets for the pet filter and the item details (the pets area owns them; the router passes them). */
  pets: GalleryPet[]
}

/** /media: the owner's photos and videos, kept on this device, with the image editor and a private cloud backup. */
export function MediaPage({ pets }: MediaPageProps) {
  const gallery = useGalleryItems()
  const addMedia = useAddMedia()
  const updateMedia = useUpdateMedia()
  const removeMedia = useRemoveMedia()

  const [filter, setFilter] = useState<MediaFilter>(NO_FILTER)
  const [view, setView] = useState<GalleryView>('grid')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [adding, setAdding] = useState<{ file: File; type: MediaType; mime: string } | null>(null)
  const [editingDetails, setEditingDetails] = useState<StoredMedia | null>(null)
  const [detailsError, setDetailsError] = useState<string | null>(null)
  const [editor, setEditor] = useState<{ open: boolean; photo: StoredMedia | null }>({ open: false, photo: null })
  const [deleting, setDeleting] = useState<string[] | null>(null)
  // A refused write stays on screen until the next write succeeds or it is dismissed.
  const [storageError, setStorageError] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  // The item's own address (for Download) rides along: the card that made it keeps it alive.
  const [shareFallback, setShareFallback] = useState<(ShareFallback & { item: StoredMedia; url: string }) | null>(null)

  const items = gallery.data ?? []
  const shown = filterMedia(items, filter)
  const selectedIds = items.filter((item) => selected.has(item.id)).map((item) => item.id)
  const petNames = new Map(pets.map((pet) => [pet.id, pet.name]))

  // Judged by its bytes, not its name: a mislabelled file would show a broken picture, hang the
  // image editor and be refused by every later backup.
  const chooseFile = async (file: File) => {
    const sniffed = await sniffMedia(file).catch(() => null)
    if (!sniffed) {
      setFileError(notMediaMessage(file.name))
      return
    }
    setFileError(null)
    setDetailsError(null)
    setAdding({ file, type: sniffed.type, mime: sniffed.mime })
  }

  const onStorageFailure = (error: unknown) => {
    const message = describeStorageError(error)
    setDetailsError(message)
    setStorageError(message)
  }

  const addChosen = (details: MediaDetails) => {
    if (!adding) return
    const now = new Date()
    const { file, type, mime } = adding
    const item: StoredMedia = { id: newMediaId(now), type, ...details, created_at: now.toISOString(), mime_type: mime, size: file.size, blob: file }
    addMedia.mutate(item, {
      onSuccess: () => {
        setAdding(null)
        setStorageError(null)
        toast.success(`${type === 'photo' ? 'Photo' : 'Video'} added to your gallery.`)
      },
      onError: onStorageFailure,
    })
  }

  const saveDetails = (details: MediaDetails) => {
    if (!editingDetails) return
    updateMedia.mutate(
      { ...editingDetails, ...details },
      {
        onSuccess: () => {
          setEditingDetails(null)
          setStorageError(null)
        },
        onError: onStorageFailure,
      },
    )
  }

  const saveEdited = async (image: Blob) => {
    try {
      await addMedia.mutateAsync(editedPhotoItem(image, editor.photo?.pet_id ?? null))
    } catch (error) {
      setStorageError(describeStorageError(error))
      throw error
    }
    setStorageError(null)
    toast.success('Edited photo saved to your gallery.')
  }

  const confirmDelete = () => {
    if (!deleting) return
    const ids = deleting
    removeMedia.mutate(ids, {
      onSuccess: () => {
        setSelected((previous) => new Set([...previous].filter((id) => !ids.includes(id))))
        setDeleting(null)
        toast.success(ids.length === 1 ? 'Deleted 1 item.' : `Deleted ${ids.length} items.`)
      },
      onError: (error) => {
        setDeleting(null)
        setStorageError(describeStorageError(error))
      },
    })
  }

  const share = (item: StoredMedia, url: string) => {
    shareMedia(item).then(
      (outcome) => {
        if (outcome.kind === 'link' && outcome.copied) toast.success(URL_COPIED, { description: shareLinkNote(item.type, outcome.link.expires_at) })
        else if (outcome.kind === 'link') setShareFallback({ item, url, type: item.type, link: outcome.link })
        else if (outcome.kind === 'device-only') setShareFallback({ item, url, type: item.type, link: null })
      },
      () => toast.error('This item could not be shared.'),
    )
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const allShownSelected = shown.length > 0 && shown.every((item) => selected.has(item.id))

  return (
    <div className="flex flex-col gap-6">
      <title>Media · Petfolk</title>
      <PageHeader title="Media Gallery" description="Photos and videos of your pets, kept on this device.">
        <CaptureButtons onFile={(file) => void chooseFile(file)} onOpenEditor={() => setEditor({ open: true, photo: null })} />
      </PageHeader>

      {fileError ? (
        <p role="alert" className="font-semibold text-danger-fg">
          {fileError}
        </p>
      ) : null}
      {storageError ? (
        <div role="alert" className="flex items-start justify-between gap-3 rounded-card bg-danger-soft p-4 text-danger-fg">
          <p className="flex items-start gap-2 font-semibold">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {storageError}
          </p>
          <button type="button" aria-label="Dismiss" onClick={() => setStorageError(null)} className="-m-1 rounded-control p-1 hover:bg-danger/10">
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}

      <StorageUsage items={items} />
      <GalleryToolbar filter={filter} onFilterChange={setFilter} pets={pets} view={view} onViewChange={setView} />

      {items.length > 0 ? (
        <SelectionBar
          allShownSelected={allShownSelected}
          noneShown={shown.length === 0}
          selectedCount={selectedIds.length}
          onSelectAllShown={(on) => setSelected(on ? new Set([...selected, ...shown.map((item) => item.id)]) : new Set())}
          onDeleteSelected={() => setDeleting(selectedIds)}
        />
      ) : null}

      <GalleryItems
        gallery={gallery}
        shown={shown}
        view={view}
        onClearFilters={() => setFilter(NO_FILTER)}
        renderCard={(item) => (
          <MediaCard
            item={item}
            view={view}
            petName={item.pet_id === null ? null : (petNames.get(item.pet_id) ?? null)}
            selected={selected.has(item.id)}
            onSelectedChange={(on) => toggle(item.id, on)}
            onEditImage={() => setEditor({ open: true, photo: item })}
            onEditDetails={() => {
              setDetailsError(null)
              setEditingDetails(item)
            }}
            onShare={(url) => share(item, url)}
            onDownload={(url) => downloadMedia(item, url)}
            onDelete={() => setDeleting([item.id])}
          />
        )}
      />

      <BackupPanel />

      <MediaDetailsDialog
        open={adding !== null}
        onOpenChange={(open) => !open && setAdding(null)}
        heading="Add to Gallery"
        initial={{ title: adding?.file.name ?? '', tags: [], pet_id: filter.petId }}
        preview={adding ? { blob: adding.file, type: adding.type } : null}
        pets={pets}
        saving={addMedia.isPending}
        error={detailsError}
        onSave={addChosen}
      />
      <MediaDetailsDialog
        open={editingDetails !== null}
        onOpenChange={(open) => !open && setEditingDetails(null)}
        heading="Edit Details"
        initial={editingDetails ?? { title: '', tags: [], pet_id: null }}
        pets={pets}
        saving={updateMedia.isPending}
        error={detailsError}
        onSave={saveDetails}
      />
      <ImageEditorDialog
        open={editor.open}
        onOpenChange={(open) => setEditor((previous) => ({ open, photo: open ? previous.photo : null }))}
        photo={editor.photo?.blob ?? null}
        onSave={saveEdited}
      />
      <ShareDialog
        fallback={shareFallback}
        onClose={() => setShareFallback(null)}
        onDownload={() => shareFallback && downloadMedia(shareFallback.item, shareFallback.url)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting && deleting.length > 1 ? `Delete ${deleting.length} items?` : 'Delete this item?'}
        description="It is removed from this device. A copy in your cloud backup stays there."
        confirmLabel="Delete"
        confirmingLabel="Deleting..."
        confirming={removeMedia.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  )
}
