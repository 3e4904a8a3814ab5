import { useId, useState, type ChangeEvent } from 'react'
import { ImagePlus } from 'lucide-react'
import { describeActionError } from '../../lib/api.ts'
import { IMAGE_ACCEPT, IMAGE_PROCESSING_ERROR, ImageError, processImage, validateImageFile } from '../../lib/image.ts'
import { uploadImage } from '../../lib/upload.ts'
import { Button, buttonClasses } from '../../ui/button.tsx'
import { Spinner } from '../../ui/spinner.tsx'

interface DogPhotoFieldProps {
  /** The uploaded address (`/uploads/…`), or '' for none. */
  value: string
  onChange: (url: string) => void
  onBusyChange: (busy: boolean) => void
  /** The form's validation message for the photo, if any. */
  error: string | null
}

/**
 * 'Dog Photo': a picture chosen on the device, processed there and uploaded, where the spec had
 * a URL box. The server keeps only its own upload names: an address typed in could name another
 * host (which learns who read the story) or one of our actions.
 */
export function DogPhotoField({ value, onChange, onBusyChange, error }: DogPhotoFieldProps) {
  const id = useId()
  const statusId = `${id}-status`
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)

  const busyChange = (next: boolean) => {
    setBusy(next)
    onBusyChange(next)
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
    busyChange(true)
    try {
      const processed = await processImage(file)
      setPreview(processed.dataUrl)
      onChange(await uploadImage(processed.blob, 'service-dog.jpg'))
    } catch (problem) {
      setPreview(null)
      setFailure(problem instanceof ImageError ? problem.message : describeActionError(problem, IMAGE_PROCESSING_ERROR))
    } finally {
      busyChange(false)
    }
  }

  const shown = preview ?? (value || null)
  const message = failure ?? error

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold">
        Dog Photo
      </label>
      <div className="flex items-start gap-3">
        <div className="relative size-20 shrink-0 overflow-hidden rounded-card border border-line bg-sunken">
          {shown ? (
            <img src={shown} alt="Your service dog" width={80} height={80} className="size-full object-cover" />
          ) : (
            <div className="flex size-full items-center justify-center text-fg-muted">
              <ImagePlus aria-hidden="true" className="size-6" />
            </div>
          )}
          {busy ? (
            <div className="absolute inset-0 flex items-center justify-center bg-surface/70">
              <Spinner className="size-6 text-brand-fg" />
            </div>
          ) : null}
        </div>
        <div className="flex flex-col items-start gap-2">
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => void onFile(event)}
            disabled={busy}
            aria-describedby={statusId}
            aria-invalid={message ? true : undefined}
            className="peer sr-only"
          />
          <div className="flex gap-2">
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
            {value && !busy ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setPreview(null)
                  onChange('')
                }}
              >
                Remove Photo
              </Button>
            ) : null}
          </div>
          <div id={statusId} className="text-sm">
            {busy ? <p role="status">Uploading photo...</p> : null}
            {message ? (
              <p role="alert" className="font-semibold text-danger-fg">
                {message}
              </p>
            ) : null}
            <p className="text-fg-muted">Optional. JPEG or PNG, up to 5 MB.</p>
          </div>
        </div>
      </div>
    </div>
  )
}
