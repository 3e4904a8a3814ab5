import { Camera, Crop, Upload, Video } from 'lucide-react'
import { Button } from '../../ui/button.tsx'
import { FileButton } from './file-button.tsx'

interface CaptureButtonsProps {
  /** A file taken, recorded or chosen, before it is judged. */
  onFile: (file: File) => void
  onOpenEditor: () => void
}

/** The ways into the gallery: take a photo, record a video, upload either, or open the image editor. */
export function CaptureButtons({ onFile, onOpenEditor }: CaptureButtonsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <FileButton
        variant="primary"
        accept="image/*"
        capture="environment"
        onFile={onFile}
        label={
          <>
            <Camera aria-hidden="true" className="size-5" />
            Take Photo
          </>
        }
      />
      <FileButton
        accept="video/*"
        capture
        onFile={onFile}
        label={
          <>
            <Video aria-hidden="true" className="size-5" />
            Record Video
          </>
        }
      />
      <FileButton
        accept="image/*,video/*"
        onFile={onFile}
        label={
          <>
            <Upload aria-hidden="true" className="size-5" />
            Upload
          </>
        }
      />
      <Button variant="secondary" onClick={onOpenEditor}>
        <Crop aria-hidden="true" className="size-5" />
        Image Editor
      </Button>
    </div>
  )
}
