import { useEffect, useId, useRef, useState } from 'react'
import ReactCrop, { convertToPercentCrop, convertToPixelCrop, type PercentCrop } from 'react-image-crop'
import 'react-image-crop/dist/ReactCrop.css'
import { ImagePlus, RotateCw, TriangleAlert, Undo2 } from 'lucide-react'
import { IMAGE_TYPE_ERROR } from '../../lib/image.ts'
import { MediaStorageError } from './media-gallery.ts'
import { cx } from '../../lib/cx.ts'
import { Button } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import {
  ASPECT_RATIOS,
  MIN_CROP_SIZE,
  ROTATION,
  SCALE,
  exportGeometry,
  initialCrop,
  quarterTurn,
  type AspectLabel,
  type Size,
} from './editor-geometry.ts'
import { renderEditedImage } from './edited-photo.ts'
import { FileButton } from './file-button.tsx'
import { EDITOR_SAVE_ERROR, STORAGE_FULL_MESSAGE } from './media-texts.ts'
import { useObjectUrl } from './use-object-url.ts'
import { FormAlert } from '../../ui/form-alert.tsx'

interface ImageEditorDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The gallery photo to edit; null opens the editor empty, to upload an image. */
  photo: Blob | null
  /** Stores the edited picture; rejects when the device refuses it. */
  onSave: (image: Blob) => Promise<void>
}

/** The image editor modal: crop (with an aspect ratio), scale and rotate, then save as a new photo. */
export function ImageEditorDialog({ open, onOpenChange, photo, onSave }: ImageEditorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Image Editor" className="sm:max-w-4xl">
      {/* Mounted per opening, so every edit starts from the photo as it is. */}
      {open ? <ImageEditor photo={photo} onSave={onSave} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function aspectOf(label: AspectLabel): number | undefined {
  return ASPECT_RATIOS.find((ratio) => ratio.label === label)?.value
}

/**
 * The image's laid-out size in CSS pixels, with fractions and before its CSS transform: the box the
 * crop is drawn in. (`img.width` rounds to whole pixels, the bounding rectangle includes the rotation.)
 */
function layoutSize(image: HTMLImageElement): Size {
  const style = getComputedStyle(image)
  return { width: parseFloat(style.width) || image.width, height: parseFloat(style.height) || image.height }
}

function ImageEditor({ photo, onSave, onDone }: { photo: Blob | null; onSave: (image: Blob) => Promise<void>; onDone: () => void }) {
  const [image, setImage] = useState<Blob | null>(photo)
  const url = useObjectUrl(image)
  const imageRef = useRef<HTMLImageElement>(null)
  const [natural, setNatural] = useState<Size | null>(null)
  const [displayed, setDisplayed] = useState<Size | null>(null)
  const [crop, setCrop] = useState<PercentCrop>()
  const [aspect, setAspect] = useState<AspectLabel>('Free')
  const [scale, setScale] = useState<number>(SCALE.initial)
  const [rotation, setRotation] = useState<number>(ROTATION.initial)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const [saveError, setSaveError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  // A file whose bytes are no picture (stored before the gallery checked them) never loads: say so instead of waiting.
  const [unreadable, setUnreadable] = useState(false)
  const scaleId = useId()
  const rotationId = useId()
  const helpId = useId()

  // The crop is kept in percent, so it stays on the same part of the picture when the dialog resizes.
  useEffect(() => {
    const element = imageRef.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setDisplayed(layoutSize(element)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [url])

  const startCrop = (box: Size, label: AspectLabel) =>
    setCrop(convertToPercentCrop({ unit: 'px', ...initialCrop(box, aspectOf(label)) }, box.width, box.height))

  const onImageLoad = () => {
    const element = imageRef.current
    if (!element) return
    const box = layoutSize(element)
    setNatural({ width: element.naturalWidth, height: element.naturalHeight })
    setDisplayed(box)
    startCrop(box, aspect)
  }

  const chooseAspect = (label: AspectLabel) => {
    setAspect(label)
    if (displayed) startCrop(displayed, label)
  }

  const resetAll = () => {
    setScale(SCALE.initial)
    setRotation(ROTATION.initial)
    setAspect('Free')
    if (displayed) startCrop(displayed, 'Free')
  }

  const chooseFile = (file: File) => {
    if (!file.type.startsWith('image/')) {
      setUploadError(IMAGE_TYPE_ERROR)
      return
    }
    setUploadError(null)
    setSaveError(null)
    setUnreadable(false)
    setCrop(undefined)
    setNatural(null)
    setDisplayed(null)
    setImage(file)
  }

  const pixelCrop = crop && displayed ? convertToPixelCrop(crop, displayed.width, displayed.height) : null
  const geometry = pixelCrop && displayed && natural ? exportGeometry({ natural, displayed, crop: pixelCrop, scale, rotation }) : null

  const save = async () => {
    const element = imageRef.current
    if (!geometry || !element) return
    setSaving(true)
    setSaveError(null)
    try {
      await onSave(await renderEditedImage(element, geometry))
      onDone()
    } catch (error) {
      setSaveError(error instanceof MediaStorageError && error.reason === 'full' ? `${EDITOR_SAVE_ERROR} ${STORAGE_FULL_MESSAGE}` : EDITOR_SAVE_ERROR)
      setSaving(false)
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <FileButton
          label={
            <>
              <ImagePlus aria-hidden="true" className="size-4" />
              {image ? 'Upload Another Image' : 'Upload Image'}
            </>
          }
          accept="image/*"
          onFile={chooseFile}
        />
        {uploadError ? (
          <p role="alert" className="font-semibold text-danger-fg">
            {uploadError}
          </p>
        ) : null}
      </div>

      {url ? (
        <>
          <div className="flex justify-center overflow-hidden rounded-control bg-sunken p-2">
            <ReactCrop
              crop={crop}
              onChange={(_pixels, percent) => setCrop(percent)}
              aspect={aspectOf(aspect)}
              minWidth={MIN_CROP_SIZE}
              minHeight={MIN_CROP_SIZE}
              keepSelection
              // White where the turned or shrunk image leaves gaps, as the saved JPEG has it.
              className="bg-white"
              style={{ maxHeight: '50vh' }}
            >
              <img
                ref={imageRef}
                src={url}
                alt="The photo being edited"
                onLoad={onImageLoad}
                onError={() => setUnreadable(true)}
                aria-describedby={helpId}
                style={{ transform: `scale(${scale}) rotate(${rotation}deg)` }}
              />
            </ReactCrop>
          </div>
          <p id={helpId} className="text-sm text-fg-muted">
            Drag the crop box to reposition it, or drag its edges to resize it. With the crop box focused, arrow keys move it 1 px
            (10 with Shift, 100 with Ctrl or Cmd).
          </p>

          <div className="grid gap-4 md:grid-cols-3">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1.5 font-semibold">Aspect ratio</legend>
              <div className="flex flex-wrap gap-2">
                {ASPECT_RATIOS.map(({ label }) => (
                  <Button
                    key={label}
                    size="sm"
                    variant={aspect === label ? 'primary' : 'secondary'}
                    aria-pressed={aspect === label}
                    onClick={() => chooseAspect(label)}
                  >
                    {label}
                  </Button>
                ))}
              </div>
            </fieldset>
            <div className="flex flex-col gap-2">
              <label htmlFor={scaleId} className="font-semibold">
                Scale: <span className="tabular-nums">{scale.toFixed(1)}×</span>
              </label>
              <input
                id={scaleId}
                type="range"
                min={SCALE.min}
                max={SCALE.max}
                step={SCALE.step}
                value={scale}
                onChange={(event) => setScale(Number(event.target.value))}
                className="accent-brand"
              />
            </div>
            <div className="flex flex-col gap-2">
              <label htmlFor={rotationId} className="font-semibold">
                Rotation: <span className="tabular-nums">{rotation}°</span>
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={rotationId}
                  type="range"
                  min={ROTATION.min}
                  max={ROTATION.max}
                  step={ROTATION.step}
                  value={rotation}
                  onChange={(event) => setRotation(Number(event.target.value))}
                  className="min-w-0 flex-1 accent-brand"
                />
                <Button size="sm" variant="secondary" onClick={() => setRotation(quarterTurn)}>
                  <RotateCw aria-hidden="true" className="size-4" />
                  Rotate 90°
                </Button>
              </div>
            </div>
          </div>

          <p className={cx('text-sm', geometry ? 'text-fg' : 'text-fg-muted')} aria-live="polite">
            {geometry ? (
              <>
                Saved size: <span className="tabular-nums" data-testid="output-size">{`${geometry.width} × ${geometry.height}`}</span> px
              </>
            ) : unreadable ? (
              'This picture could not be opened. Upload another image.'
            ) : (
              'Loading the image...'
            )}
          </p>

          <FormAlert message={saveError} icon={TriangleAlert} />

          {/* Pinned to the dialog's foot: with the picture and controls above, the dialog scrolls on most screens, and the
              actions must stay in view (at 1280×800 they were below the fold). */}
          <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 grid grid-cols-2 gap-3 border-t border-line bg-surface px-6 py-4 sm:flex sm:justify-end">
            <Button variant="secondary" onClick={resetAll}>
              <Undo2 aria-hidden="true" className="size-4" />
              Reset All
            </Button>
            <Button onClick={() => void save()} disabled={!geometry} loading={saving} loadingText="Saving...">
              Save Image
            </Button>
          </div>
        </>
      ) : (
        <p className="rounded-control border border-dashed border-line-strong/50 p-8 text-center text-fg-muted">
          Upload an image to crop, scale and rotate it. The edited copy is saved to your gallery as a new photo.
        </p>
      )}
    </div>
  )
}
