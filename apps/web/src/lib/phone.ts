/** Keeps the digits and dialling symbols, so "(555) 010-2030" becomes a working tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+*#,;]/g, '')}`
}
