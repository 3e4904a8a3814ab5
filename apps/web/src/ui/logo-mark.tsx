import { PawPrint } from 'lucide-react'

export const LOGO_CLASSES = 'inline-flex items-center gap-2 whitespace-nowrap rounded-control text-xl font-extrabold text-fg'

/** The Petfolk word mark without a link: the prerendered landing page links it without the router. */
export function LogoMark() {
  return (
    <>
      <span className="flex size-9 items-center justify-center rounded-control bg-brand text-on-brand">
        <PawPrint aria-hidden="true" className="size-5" />
      </span>
      Petfolk
    </>
  )
}
