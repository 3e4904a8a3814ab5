import { shownPhone } from '@petfolk/contract/contact-privacy'

/**
 * How a lost or found report's contact reaches anyone but its reporter: the phone only when the
 * reporter shows it (`shownPhone`), the e-mail never. The reporter sees their own report whole.
 */
export function contactAsSeenBy<T extends { user_id: number; contact_phone: string | null; contact_email: string | null; show_contact_phone: boolean }>(
  report: T,
  viewerId: number | null,
): T {
  if (viewerId !== null && report.user_id === viewerId) return report
  return { ...report, contact_phone: shownPhone(report), contact_email: null }
}

/** A lost or found report for anyone with its link: no reporter id or e-mail, the phone only if shown. */
export function publicContact<T extends { user_id: number; contact_phone: string | null; contact_email: string | null; show_contact_phone: boolean }>(
  report: T,
): Omit<T, 'user_id' | 'contact_email' | 'show_contact_phone' | 'contact_phone'> & { contact_phone: string | null } {
  const { user_id: _reporter, contact_email: _email, show_contact_phone, contact_phone, ...shown } = report
  return { ...shown, contact_phone: shownPhone({ contact_phone, show_contact_phone }) }
}
