import { z } from 'zod'
import { endpoint } from './endpoint.ts'

/** Longest push service address we keep; real ones are 150–500 characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048

/**
 * Base64url as PushSubscription.toJSON() writes it, with or without `=` padding; the answer is
 * always unpadded so one key has one spelling in the database.
 */
function base64urlOfBytes(bytes: number, message: string) {
  const chars = Math.ceil((bytes * 4) / 3)
  const padding = (4 - (chars % 4)) % 4
  return z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${padding}}$`), message)
    .transform((value) => value.replace(/=+$/, ''))
}

/**
 * What the browser's `PushSubscription.toJSON()` gives: the push service's address for this
 * device and the keys the server encrypts each message with (RFC 8291): the device's P-256
 * public key (65 bytes, uncompressed) and a 16-byte authentication secret.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'Give the push service address as an https URL.' })
    .max(PUSH_ENDPOINT_MAX_LENGTH, `The push service address can be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters.`),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64urlOfBytes(65, 'The device key must be a P-256 public key in base64url (87 characters).'),
      auth: base64urlOfBytes(16, 'The authentication secret must be 16 bytes in base64url (22 characters).'),
    },
    { error: 'Send the subscription keys (p256dh and auth) as the browser gives them.' },
  ),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

/** Names one device's subscription: `?endpoint=` on GET …/current and DELETE. */
export const pushEndpointQuerySchema = z.object({
  endpoint: z
    .string({ error: 'Say which device: add ?endpoint= with its push service address.' })
    .min(1, 'Say which device: add ?endpoint= with its push service address.')
    .max(PUSH_ENDPOINT_MAX_LENGTH, `The push service address can be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters.`),
})

/** GET /api/push/public-key: the server's VAPID public key, base64url (the applicationServerKey). */
export const pushPublicKeySchema = z.object({ publicKey: z.string().min(1) })

/** Whether this device's subscription belongs to the signed-in member. */
export const pushDeviceStatusSchema = z.object({ subscribed: z.boolean() })
export type PushDeviceStatus = z.infer<typeof pushDeviceStatusSchema>

/** A browser's push subscription. */
export const examplePushSubscription = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'BJo-EBO74nYfY5ypa-6OpENF0JnwPvBcidPjbPUr2NDlCs7uKiapxYjfATmcblIhb6YIs-XvS9BiCbKuekHutfk', auth: 'c2VjcmV0LXRlc3QtYXV0aA' } }

/**
 * A device turns alerts on by posting the subscription its browser made with the server's public
 * key; it is addressed by its push service address afterwards, in the query string (a DELETE body
 * has no defined meaning in HTTP).
 */
export const pushEndpoints = {
  publicKey: endpoint({
    method: 'GET',
    path: '/api/push/public-key',
    summary: "The server's Web Push (VAPID) public key, which a browser needs before it can subscribe.",
    access: 'public',
    answers: { 200: pushPublicKeySchema },
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    summary: "Turns alerts on for this device: saves its browser's push subscription (201 when new, 200 when already saved).",
    access: 'signed-in',
    example: { body: examplePushSubscription },
    body: pushSubscriptionSchema,
    answers: { 200: pushDeviceStatusSchema, 201: pushDeviceStatusSchema },
  }),
  current: endpoint({
    method: 'GET',
    path: '/api/push/subscriptions/current',
    summary: "Whether this device's subscription belongs to the signed-in member.",
    access: 'signed-in',
    example: { query: { endpoint: 'https://push.example.com/send/abc' } },
    query: pushEndpointQuerySchema,
    answers: { 200: pushDeviceStatusSchema },
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    summary: 'Turns alerts off for this device: forgets its subscription.',
    access: 'signed-in',
    example: { query: { endpoint: 'https://push.example.com/send/abc' } },
    query: pushEndpointQuerySchema,
    answers: { 200: pushDeviceStatusSchema },
    // The device has no alerts turned on for this member.
    errors: [404],
  }),
} as const
