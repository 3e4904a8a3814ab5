/**
 * How a lost or found report's contact reaches anyone but its reporter: the phone only when the
 * reporter chose "Show my phone number on the public page" (`show_contact_phone`), the e-mail
 * never. The reporter sees their own report whole. One rule for the API answers, the public pages
 * and the alert e-mails, so the setting means the same everywhere.
 */
export function contactAsSeenBy<T extends { user_id: number; contact_phone: string | null; contact_email: string | null; show_contact_phone: boolean }>(
  report: T,
  viewerId: number | null,
): T {
  if (viewerId !== null && report.user_id === viewerId) return report
  return { ...report, contact_phone: shownPhone(report), contact_email: null }
}

/** The phone as others may see it: the number when the reporter shows it, otherwise null. */
export function shownPhone(report: { contact_phone: string | null; show_contact_phone: boolean | number }): string | null {
  return report.show_contact_phone === true || report.show_contact_phone === 1 ? report.contact_phone : null
}
