/** The networks the public page offers a share link for, in the order it shows them. */
export type ShareTarget = 'Facebook' | 'X' | 'Nextdoor' | 'WhatsApp' | 'E-mail'

/** Where each network's "share this link" form lives, with the page's address and a line of text filled in. */
export function shareLinks(url: string, text: string): { target: ShareTarget; href: string }[] {
  const u = encodeURIComponent(url)
  const both = encodeURIComponent(`${text} ${url}`)
  return [
    { target: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { target: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}` },
    { target: 'Nextdoor', href: `https://nextdoor.com/sharekit/?source=petfolk&body=${both}` },
    { target: 'WhatsApp', href: `https://wa.me/?text=${both}` },
    { target: 'E-mail', href: `mailto:?subject=${encodeURIComponent(text)}&body=${both}` },
  ]
}
