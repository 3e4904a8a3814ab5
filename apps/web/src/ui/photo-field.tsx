import { useId, useRef, useState, type ChangeEvent } from 'react'
import { ImagePlus, Trash2 } from 'lucide-react'
import { describeActionError } from '../lib/api.ts'
import { IMAGE_ACCEPT, IMAGE_PROCESSING_ERROR, ImageError, processImage, validateImageFile } from '../lib/image.ts'
import { photoSrc } from '../lib/photo.ts'
import { uploadImage } from '../lib/upload.ts'
import { cx } from '../lib/cx.ts'
import { buttonClasses, Button } from './button.tsx'
import { FieldLabel } from './field.tsx'
import { Spinner } from './spinner.tsx'

type Phase = 'idle' | 'processing' | 'uploading'

/** How the picture is previewed: a 3:4 pet portrait, a 4:3 flyer photo, or a small square beside other fields. */
export type PhotoShape = 'portrait' | 'landscape' | 'thumbnail'

// `controls` holds the input, its button and the status; the button stays a sibling of the input
// so its peer-focus and peer-disabled styles apply. A thumbnail puts the buttons in a row instead.
const SHAPES: Record<PhotoShape, { layout: string; frame: string; width: number; height: number; icon: string; controls: string; status: string }> = {
  portrait: {
    layout: 'flex flex-col gap-4 sm:flex-row sm:items-start',
    frame: 'aspect-[3/4] w-40',
    width: 300,
    height: 400,
    icon: 'size-8',
    controls: 'flex flex-col items-start gap-2',
    status: 'text-sm',
  },
  landscape: {
    layout: 'flex flex-col gap-4 sm:flex-row sm:items-start',
    frame: 'aspect-[4/3] w-48',
    width: 400,
    height: 300,
    icon: 'size-8',
    controls: 'flex flex-col items-start gap-2',
    status: 'text-sm',
  },
  thumbnail: {
    layout: 'flex items-start gap-3',
    frame: 'size-20',
    width: 80,
    height: 80,
    icon: 'size-6',
    controls: 'flex flex-wrap items-start gap-2',
    status: 'w-full text-sm',
  },
}

const CHOOSE_CLASSES = buttonClasses({
  variant: 'secondary',
  size: 'sm',
  className:
    'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
})

interface PhotoFieldProps {
  label: string
  /**
   * 'group' (My Pets): the label names a group and the file input is named by its Choose / Change
   * Photo button. 'input': the label names the file input, and the button only draws it.
   */
  labels?: 'group' | 'input'
  /** A required photo is marked, and offers no Remove Photo. */
  required?: boolean
  hint: string
  /** The preview's text alternative. */
  alt: string
  shape: PhotoShape
  accept?: string
  /** The file name the upload is sent under (the server names the stored file itself). */
  uploadName: string
  /** The saved address (an upload name, `/uploads/…`), or '' for none. */
  value: string
  onChange: (url: string) => void
  /** True while a picture is being processed or uploaded, so the form can hold Save. */
  onBusyChange: (busy: boolean) => void
  /** The form's validation message for the photo, if any; a failed upload's own message comes first. */
  error?: string | null
  /** Where the picture goes: members' uploads unless a form has its own path (a visitor's sighting photo). */
  upload?: (image: Blob, filename: string) => Promise<string>
}

/**
 * Photo upload with a preview. The device's own step runs first, so big photos never travel (image type, 5 MB, scaled
 * to fit 800×600, JPEG 0.8); the result is then uploaded and its address becomes the value.
 */
export function PhotoField({
  label,
  labels = 'input',
  required = false,
  hint,
  alt,
  shape,
  accept = IMAGE_ACCEPT,
  uploadName,
  value,
  onChange,
  onBusyChange,
  error = null,
  upload = uploadImage,
}: PhotoFieldProps) {
  const inputId = useId()
  const statusId = `${inputId}-status`
  const inputRef = useRef<HTMLInputElement>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [failure, setFailure] = useState<string | null>(null)
  // The processed picture, shown at once while its upload runs.
  const [preview, setPreview] = useState<{ forValue: string; dataUrl: string } | null>(null)
  const sizes = SHAPES[shape]

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
      setFailure(invalid)
      return
    }
    setFailure(null)
    setBusy('processing')
    try {
      const processed = await processImage(file)
      setPreview({ forValue: '', dataUrl: processed.dataUrl })
      setBusy('uploading')
      const url = await upload(processed.blob, uploadName)
      setPreview({ forValue: url, dataUrl: processed.dataUrl })
      onChange(url)
    } catch (problem) {
      setPreview(null)
      setFailure(problem instanceof ImageError ? problem.message : describeActionError(problem, IMAGE_PROCESSING_ERROR))
    } finally {
      setBusy('idle')
    }
  }

  const remove = () => {
    setPreview(null)
    setFailure(null)
    onChange('')
    inputRef.current?.focus()
  }

  const shown = preview && (preview.forValue === value || phase !== 'idle') ? preview.dataUrl : photoSrc(value)
  const busy = phase !== 'idle'
  const message = failure ?? error
  const chooseText = (
    <>
      <ImagePlus aria-hidden="true" className="size-4" />
      {value ? 'Change Photo' : 'Choose Photo'}
    </>
  )

  const body = (
    <div className={sizes.layout}>
      <div className={cx('relative shrink-0 overflow-hidden rounded-card border border-line bg-sunken', sizes.frame)}>
        {shown ? (
          <img src={shown} alt={alt} width={sizes.width} height={sizes.height} className="size-full object-cover" />
        ) : shape === 'thumbnail' ? (
          <div className="flex size-full items-center justify-center text-fg-muted">
            <ImagePlus aria-hidden="true" className={sizes.icon} />
          </div>
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-3 text-center text-sm text-fg-muted">
            <ImagePlus aria-hidden="true" className={sizes.icon} />
            No photo yet
          </div>
        )}
        {busy ? (
          <div className="absolute inset-0 flex items-center justify-center bg-surface/70">
            <Spinner className={cx(sizes.icon, 'text-brand-fg')} />
          </div>
        ) : null}
      </div>
      <div className={sizes.controls}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept}
          aria-required={required ? true : undefined}
          onChange={(event) => void onFile(event)}
          disabled={busy}
          aria-describedby={statusId}
          aria-invalid={message ? true : undefined}
          className="peer sr-only"
        />
        {labels === 'group' ? (
          <label htmlFor={inputId} className={CHOOSE_CLASSES}>
            {chooseText}
          </label>
        ) : (
          // The input is named by the field's label; this only draws its button.
          <span aria-hidden="true" onClick={() => inputRef.current?.click()} className={CHOOSE_CLASSES}>
            {chooseText}
          </span>
        )}
        {value && !busy && !required ? (
          <Button variant="ghost" size="sm" onClick={remove}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove Photo
          </Button>
        ) : null}
        <div id={statusId} className={sizes.status}>
          {phase === 'processing' ? <p role="status">Processing image...</p> : null}
          {phase === 'uploading' ? <p role="status">Uploading photo...</p> : null}
          {message ? (
            <p role="alert" className="font-semibold text-danger-fg">
              {message}
            </p>
          ) : null}
          <p className="text-fg-muted">{hint}</p>
        </div>
      </div>
    </div>
  )

  if (labels === 'group') {
    return (
      <fieldset className="flex flex-col gap-2" aria-describedby={statusId}>
        <legend className="mb-1.5 font-semibold">{label}</legend>
        {body}
      </fieldset>
    )
  }
  return (
    <div className="flex flex-col gap-2">
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      {body}
    </div>
  )
}
