/**
 * Test answers are read loosely and checked with expect(); the contract's schemas check shapes
 * where a test is about the shape.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = Record<string, any>

export function json(res: Response): Promise<LooseJson> {
  return res.json() as Promise<LooseJson>
}
