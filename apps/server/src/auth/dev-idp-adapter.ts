import type { Adapter, AdapterPayload } from 'oidc-provider'

const store = new Map<string, { payload: AdapterPayload; expiresAt: number | null }>()

/**
 * Keeps the development provider's short-lived records (interactions, codes, grants) in memory
 * with their expiry. The development provider runs in one process by design.
 */
export class DevIdpMemoryAdapter implements Adapter {
  readonly #name: string
  constructor(name: string) {
    this.#name = name
  }

  #key(id: string) {
    return `${this.#name}:${id}`
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    sweep()
    store.set(this.#key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null })
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const entry = store.get(this.#key(id))
    if (!entry) return undefined
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      store.delete(this.#key(id))
      return undefined
    }
    return entry.payload
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findBy((p) => p.userCode === userCode)
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findBy((p) => p.uid === uid)
  }

  async consume(id: string): Promise<void> {
    const entry = store.get(this.#key(id))
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
  }

  async destroy(id: string): Promise<void> {
    store.delete(this.#key(id))
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key)
  }

  async #findBy(match: (payload: AdapterPayload) => boolean): Promise<AdapterPayload | undefined> {
    const prefix = `${this.#name}:`
    for (const [key, entry] of store) {
      if (key.startsWith(prefix) && match(entry.payload)) return this.find(key.slice(prefix.length))
    }
    return undefined
  }
}

function sweep() {
  const now = Date.now()
  for (const [key, entry] of store) if (entry.expiresAt !== null && entry.expiresAt <= now) store.delete(key)
}
