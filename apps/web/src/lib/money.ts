/** Prices are US dollars (spec constant). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** "$24.99" */
export function formatUsd(amount: number): string {
  return usd.format(amount)
}
