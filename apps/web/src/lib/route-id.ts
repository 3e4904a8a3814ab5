/** A positive whole id from the address (a path segment or a query value), or null for anything else. */
export function parseRouteId(raw: string | null | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null
}
