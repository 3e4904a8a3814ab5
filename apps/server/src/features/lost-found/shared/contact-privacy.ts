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
