/** A unit price times a quantity, counted in whole cents so $19.99 × 3 is exactly $59.97. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return (Math.round(unitPrice * 100) * quantity) / 100
}
