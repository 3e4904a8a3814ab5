import { useId, useRef, useState, type ChangeEvent } from 'react'
import { ImagePlus, Trash2 } from 'lucide-react'
import { describeActionError } from '../../lib/api.ts'
import { IMAGE_ACCEPT, IMAGE_PROCESSING_ERROR, ImageError, processImage, validateImageFile } from '../../lib/image.ts'
import { photoSrc } from '../../lib/photo.ts'
import { buttonClasses, Button } from '../../ui/button.tsx'
import { Spinner } from '../../ui/spinner.tsx'
import { useUploadPetPhoto } from './api/upload-photo.ts'

type Phase = 'idle' | 'processing' | 'uploading'

interface PhotoFieldProps {
  /** The saved address (an upload name, `/uploads/…`), or '' for none. */
  value: string
  onChange: (url: string) => void
  /** True while a picture is being processed or uploaded, so the form can hold Save. */
  onBusyChange: (busy: boolean) => void
  petName: string
}

/**
 * Photo upload with a 3:4 preview. The spec's client-side step runs first (image type, 5 MB,
 * scaled to fit 800×600, JPEG 0.8); the result is then uploaded and its address becomes the value.
 */
export function PhotoField({ value, onChange, onBusyChange, petName }: PhotoFieldProps) {
  const inputId = useId()
  const statusId = `${inputId}-status`
  const inputRef = useRef<HTMLInputElement>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [error, setError] = useState<string | null>(null)
  // The processed picture, shown at once while its upload runs.
  const [preview, setPreview] = useState<{ forValue: string; dataUrl: string } | null>(null)
  const upload = useUploadPetPhoto()

  const setBusy = (next: Phase) => {
    setPhase(next)
    onBusyChange(next !== 'idle')
  }

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = ''
    if (!file) return
    const invalid = validateImageFile(file)
    if (invalid) {
      setError(invalid)
      return
    }
    setError(null)
    setBusy('processing')
    try {
      const processed = await processImage(file)
      setPreview({ forValue: '', dataUrl: processed.dataUrl })
      setBusy('uploading')
      const url = await upload.mutateAsync(processed.blob)
      setPreview({ forValue: url, dataUrl: processed.dataUrl })
      onChange(url)
    } catch (failure) {
      setPreview(null)
      setError(failure instanceof ImageError ? failure.message : describeActionError(failure, IMAGE_PROCESSING_ERROR))
    } finally {
      setBusy('idle')
    }
  }

  const remove = () => {
    setPreview(null)
    setError(null)
    onChange('')
    inputRef.current?.focus()
  }

  const shown = preview && (preview.forValue === value || phase !== 'idle') ? preview.dataUrl : photoSrc(value)
  const busy = phase !== 'idle'

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={statusId}>
      <legend className="mb-1.5 font-semibold">Photo</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="relative aspect-[3/4] w-40 shrink-0 overflow-hidden rounded-card border border-line bg-sunken">
          {shown ? (
            <img
              src={shown}
              alt={petName ? `Photo preview of ${petName}` : 'Photo preview'}
              width={300}
              height={400}
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
            ref={inputRef}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => void onFile(event)}
            disabled={busy}
            aria-describedby={statusId}
            aria-invalid={error ? true : undefined}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={buttonClasses({
              variant: 'secondary',
              size: 'sm',
              className:
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            })}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {value ? 'Change Photo' : 'Choose Photo'}
          </label>
          {value && !busy ? (
            <Button variant="ghost" size="sm" onClick={remove}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove Photo
            </Button>
          ) : null}
          <div id={statusId} className="text-sm">
            {phase === 'processing' ? <p role="status">Processing image...</p> : null}
            {phase === 'uploading' ? <p role="status">Uploading photo...</p> : null}
            {error ? (
              <p role="alert" className="font-semibold text-danger-fg">
                {error}
              </p>
            ) : null}
            <p className="text-fg-muted">JPEG or PNG, up to 5 MB. Large pictures are scaled down to 800×600.</p>
          </div>
        </div>
      </div>
    </fieldset>
  )
}
