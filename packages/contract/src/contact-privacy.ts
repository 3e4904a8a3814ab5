/**
 * A lost or found report's phone as anyone but its reporter sees it: the number only when the
 * reporter chose "Show my phone number on the public page" (`show_contact_phone`). One rule for
 * the API answers, the public pages and the alerts, so the setting means the same everywhere.
 */
export function shownPhone(report: { contact_phone: string | null; show_contact_phone: boolean | number }): string | null {
  return report.show_contact_phone === true || report.show_contact_phone === 1 ? report.contact_phone : null
}
