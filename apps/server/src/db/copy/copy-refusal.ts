/**
 * A reason not to copy, in one sentence for the operator (db:copy prints it and exits 1). Thrown
 * before anything is written to the target, or inside its transaction, which then rolls back.
 */
export class CopyRefusal extends Error {
  override name = 'CopyRefusal'
}
