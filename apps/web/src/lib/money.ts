/** Prices are US dollars, the one currency the shop, gifts and orders use. */
// Built on first use: building an Intl formatter at module load delays the first screen (lib/format.ts).
let usd: Intl.NumberFormat | undefined

/** "$24.99" */
export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  return usd.format(amount)
}
