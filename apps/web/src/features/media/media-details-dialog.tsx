import { useState, type FormEvent } from 'react'
import { TriangleAlert } from 'lucide-react'
import { MAX_MEDIA_TAG_LENGTH, MAX_MEDIA_TAGS, MAX_MEDIA_TITLE_LENGTH } from '@petfolk/contract/media'
import type { MediaType } from './media-gallery.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { Field, inputClasses } from '../../ui/field.tsx'
import { parseTags } from './filter-media.ts'
import type { GalleryPet } from './media-card.tsx'
import { useObjectUrl } from './use-object-url.ts'
import { FormAlert } from '../../ui/form-alert.tsx'

export interface MediaDetails {
  title: string
  tags: string[]
  pet_id: number | null
}

interface MediaDetailsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  heading: 'Add to Gallery' | 'Edit Details'
  initial: MediaDetails
  /** The chosen file, previewed while adding. */
  preview?: { blob: Blob; type: MediaType } | null
  pets: GalleryPet[]
  saving: boolean
  /** Why the last save failed (the device refused it); the form keeps what was typed. */
  error: string | null
  onSave: (details: MediaDetails) => void
}

function tagsError(tags: string[]): string | null {
  if (tags.length > MAX_MEDIA_TAGS) return `At most ${MAX_MEDIA_TAGS} tags.`
  if (tags.some((tag) => tag.length > MAX_MEDIA_TAG_LENGTH)) return `Each tag must be at most ${MAX_MEDIA_TAG_LENGTH} characters.`
  return null
}

/** Title, tags and pet of a gallery item: asked after a file is chosen, and editable later. */
export function MediaDetailsDialog(props: MediaDetailsDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={props.heading}>
      {/* Mounted per opening, so each file or item starts from its own values. */}
      {props.open ? <DetailsForm {...props} /> : null}
    </Dialog>
  )
}

function DetailsForm({ initial, preview, pets, saving, error, onSave, onOpenChange, heading }: MediaDetailsDialogProps) {
  const [title, setTitle] = useState(initial.title)
  const [tagText, setTagText] = useState(initial.tags.join(', '))
  const [petId, setPetId] = useState(initial.pet_id === null ? '' : String(initial.pet_id))
  const [submitted, setSubmitted] = useState(false)
  const previewUrl = useObjectUrl(preview?.blob)

  const tags = parseTags(tagText)
  const titleError = title.trim() ? null : 'Title is required.'
  const tagError = tagsError(tags)
  // A pet that is no longer among the owner's pets is still shown, so saving does not drop it silently.
  const petOptions = initial.pet_id !== null && !pets.some((pet) => pet.id === initial.pet_id) ? [...pets, { id: initial.pet_id, name: `Pet #${initial.pet_id}` }] : pets

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (titleError || tagError) return
    onSave({ title: title.trim(), tags, pet_id: petId ? Number(petId) : null })
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {preview && previewUrl ? (
        preview.type === 'photo' ? (
          <img src={previewUrl} alt="The chosen photo" width={400} height={240} className="h-48 w-full rounded-control bg-sunken object-contain" />
        ) : (
          <video src={previewUrl} controls muted aria-label="The chosen video" className="h-48 w-full rounded-control bg-sunken" />
        )
      ) : null}
      <Field label="Title" required error={submitted ? titleError : null}>
        {(control) => (
          <input {...control} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={MAX_MEDIA_TITLE_LENGTH} className={inputClasses} />
        )}
      </Field>
      <Field label="Tags" hint="Separate tags with commas, e.g. beach, summer" error={submitted ? tagError : null}>
        {(control) => <input {...control} value={tagText} onChange={(event) => setTagText(event.target.value)} className={inputClasses} />}
      </Field>
      <Field label="Pet">
        {(control) => (
          <select {...control} value={petId} onChange={(event) => setPetId(event.target.value)} className={inputClasses}>
            <option value="">No pet</option>
            {petOptions.map((pet) => (
              <option key={pet.id} value={pet.id}>
                {pet.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormAlert message={error} icon={TriangleAlert} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} loadingText="Saving...">
          {heading === 'Add to Gallery' ? 'Add to Gallery' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
