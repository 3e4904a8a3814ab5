import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/database.ts'

/**
 * Keeps the development provider's records (interactions, sessions, grants, codes, and the test
 * identities typed into its form) in the database table `dev_idp_records`, with their expiry, so a
 * sign-in begun on one replica continues on any other (docs/decisions/046). oidc-provider asks for
 * one adapter per model name; each reads and writes only its own model's rows.
 */
export class DevIdpRecords implements Adapter {
  readonly #db: Db
  readonly #clock: Clock
  readonly #model: string

  constructor(db: Db, clock: Clock, model: string) {
    this.#db = db
    this.#clock = clock
    this.#model = model
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const values = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      consumed_at: null,
      expires_at: expiresIn ? new Date(this.#clock.now().getTime() + expiresIn * 1000).toISOString() : null,
    }
    await this.#db
      .insertInto('dev_idp_records')
      .values({ model: this.#model, record_id: id, ...values })
      .onConflict((oc) => oc.columns(['model', 'record_id']).doUpdateSet(values))
      .execute()
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('record_id', id)
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('uid', uid)
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findWhere('user_code', userCode)
  }

  async consume(id: string): Promise<void> {
    await this.#db
      .updateTable('dev_idp_records')
      .set({ consumed_at: this.#clock.now().toISOString() })
      .where('model', '=', this.#model)
      .where('record_id', '=', id)
      .execute()
  }

  async destroy(id: string): Promise<void> {
    await this.#db.deleteFrom('dev_idp_records').where('model', '=', this.#model).where('record_id', '=', id).execute()
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db.deleteFrom('dev_idp_records').where('model', '=', this.#model).where('grant_id', '=', grantId).execute()
  }

  /** An expired row counts as gone at once; the session sweeper deletes it later (sweepExpired). */
  async #findWhere(column: 'record_id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const now = this.#clock.now().toISOString()
    const row = await this.#db
      .selectFrom('dev_idp_records')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.#model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst()
    if (!row) return undefined
    const payload = JSON.parse(row.payload) as AdapterPayload
    // oidc-provider reads `consumed` as seconds since the epoch.
    return row.consumed_at ? { ...payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) } : payload
  }
}
