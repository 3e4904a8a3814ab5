import { useId, useState, type ChangeEvent } from 'react'
import { ImagePlus } from 'lucide-react'
import { describeActionError } from '../../lib/api.ts'
import { IMAGE_PROCESSING_ERROR, ImageError, processImage, validateImageFile } from '../../lib/image.ts'
import { photoSrc } from '../../lib/photo.ts'
import { buttonClasses } from '../../ui/button.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { useUploadLostPetPhoto } from './api/upload-photo.ts'

/** The spec's accepted types: jpeg, jpg and png. */
export const LOST_PET_PHOTO_ACCEPT = 'image/jpeg,image/jpg,image/png,.jpg,.jpeg,.png'

type Phase = 'idle' | 'processing' | 'uploading'

interface LostPetPhotoFieldProps {
  /** The uploaded address (`/uploads/…`), a pet's existing photo, or '' for none. */
  value: string
  onChange: (url: string) => void
  onBusyChange: (busy: boolean) => void
  /** The form's validation message for the photo, if any. */
  error: string | null
  petName: string
}

/**
 * 'Pet Photo *': the shared client-side step (type, 5 MB, scaled to fit, re-encoded as JPEG),
 * then POST /api/uploads; the answered address becomes the value.
 */
export function LostPetPhotoField({ value, onChange, onBusyChange, error, petName }: LostPetPhotoFieldProps) {
  const id = useId()
  const statusId = `${id}-status`
  const [phase, setPhase] = useState<Phase>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const upload = useUploadLostPetPhoto()

  const setBusy = (next: Phase) => {
    setPhase(next)
    onBusyChange(next !== 'idle')
  }

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const invalid = validateImageFile(file)
    if (invalid) {
      setFailure(invalid)
      return
    }
    setFailure(null)
    setBusy('processing')
    try {
      const processed = await processImage(file)
      setPreview(processed.dataUrl)
      setBusy('uploading')
      const url = await upload.mutateAsync(processed.blob)
      onChange(url)
    } catch (problem) {
      setPreview(null)
      setFailure(problem instanceof ImageError ? problem.message : describeActionError(problem, IMAGE_PROCESSING_ERROR))
    } finally {
      setBusy('idle')
    }
  }

  const busy = phase !== 'idle'
  const shown = preview ?? photoSrc(value)
  const message = failure ?? error

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        Pet Photo <span aria-hidden="true" className="text-danger-fg">*</span>
      </label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="relative aspect-[4/3] w-48 shrink-0 overflow-hidden rounded-card border border-line bg-sunken">
          {shown ? (
            <img
              src={shown}
              alt={petName ? `Photo of ${petName}` : 'Photo of the lost pet'}
              width={400}
              height={300}
              className="size-full object-cover"
            />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-2 p-3 text-center text-sm text-fg-muted">
              <ImagePlus aria-hidden="true" className="size-8" />
              No photo yet
            </div>
          )}
          {busy ? (
            <div className="absolute inset-0 flex items-center justify-center bg-surface/70">
              <Spinner className="size-8 text-brand-fg" />
            </div>
          ) : null}
        </div>
        <div className="flex flex-col items-start gap-2">
          <input
            id={id}
            type="file"
            accept={LOST_PET_PHOTO_ACCEPT}
            aria-required="true"
            onChange={(event) => void onFile(event)}
            disabled={busy}
            aria-describedby={statusId}
            aria-invalid={message ? true : undefined}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            onClick={() => document.getElementById(id)?.click()}
            className={buttonClasses({
              variant: 'secondary',
              size: 'sm',
              className:
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            })}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {value ? 'Change Photo' : 'Choose Photo'}
          </span>
          <div id={statusId} className="text-sm">
            {phase === 'processing' ? <p role="status">Processing image...</p> : null}
            {phase === 'uploading' ? <p role="status">Uploading photo...</p> : null}
            {message ? (
              <p role="alert" className="font-semibold text-danger-fg">
                {message}
              </p>
            ) : null}
            <p className="text-fg-muted">A clear, recent photo. JPEG or PNG, up to 5 MB.</p>
          </div>
        </div>
      </div>
    </div>
  )
}
