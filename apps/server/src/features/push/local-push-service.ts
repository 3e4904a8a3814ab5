// Test support: a push service on the loopback, and a device that decrypts what it receives, so
// tests check the bytes a browser would get rather than what the server meant to send.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedPush {
  /** The device's path on this service, e.g. /push/ana-phone. */
  path: string
  headers: IncomingHttpHeaders
  body: Buffer
}

export interface LocalPushService {
  origin: string
  /** An endpoint for one device on this service. */
  endpoint(device: string): string
  received: ReceivedPush[]
  /** What the service answers this device from now on (201 until told otherwise), optionally after a delay. */
  answer(device: string, status: number, options?: { delayMs?: number; headers?: Record<string, string> }): void
  /** Resolves once `count` pushes have arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = []
  const answers = new Map<string, { status: number; delayMs: number; headers: Record<string, string> }>()
  const waiters = new Set<() => void>()
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? '/'
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      for (const wake of waiters) wake()
      const answer = answers.get(path) ?? { status: 201, delayMs: 0, headers: {} }
      setTimeout(() => {
        res.writeHead(answer.status, answer.headers)
        res.end(answer.status >= 400 ? 'refused by the test' : '')
      }, answer.delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    endpoint: (device) => `${origin}/push/${device}`,
    received,
    answer(device, status, { delayMs = 0, headers = {} } = {}) {
      answers.set(`/push/${device}`, { status, delayMs, headers })
    },
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`expected ${count} pushes, the service received ${received.length}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A device as a browser makes one: a P-256 key pair and a 16-byte authentication secret. */
export interface TestDevice {
  ecdh: ECDH
  authSecret: Buffer
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } }
}

export function testDevice(endpoint: string): TestDevice {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const authSecret = randomBytes(16)
  return {
    ecdh,
    authSecret,
    subscription: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
  }
}

/**
 * Decrypts an aes128gcm push body as the browser does (RFC 8188 record layout, RFC 8291 keys):
 * header salt(16) | record size(4) | key id length(1) | key id (the sender's one-off public key),
 * then one record, whose plaintext ends with the last-record delimiter 2 and zero padding.
 */
export function decryptPush(device: TestDevice, body: Buffer): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const keyIdLength = body[20] ?? 0
  const senderPublicKey = body.subarray(21, 21 + keyIdLength)
  const record = body.subarray(21 + keyIdLength)
  if (keyIdLength !== 65) throw new Error(`the key id should be a 65-byte P-256 point, not ${keyIdLength} bytes`)
  if (record.length > recordSize) throw new Error('the body holds more than one record')

  const sharedSecret = device.ecdh.computeSecret(senderPublicKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublicKey])
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.authSecret, keyInfo, 32))
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/** The VAPID Authorization header taken apart (RFC 8292), with its ES256 signature checked against `k`. */
export function readVapidHeader(authorization: string | undefined): { publicKey: string; header: unknown; claims: Record<string, unknown>; signatureValid: boolean } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '')
  if (!match) throw new Error(`not a VAPID authorization header: ${authorization}`)
  const [, token = '', publicKey = ''] = match
  const [header = '', claims = '', signature = ''] = token.split('.')
  const point = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  })
  const signatureValid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
  return { publicKey, header: decode(header), claims: decode(claims), signatureValid }
}
