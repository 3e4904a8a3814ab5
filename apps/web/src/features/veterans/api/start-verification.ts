import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api.ts'

const authUrlSchema = z.object({ authUrl: z.string().min(1) })

/** The identity provider's address for this attempt; the server remembers the attempt in a cookie. */
export function fetchVerificationUrl(): Promise<string> {
  return api.get('/api/idme/auth-url', { schema: authUrlSchema }).then(({ authUrl }) => authUrl)
}

/** Sends the browser to the provider, which returns to /service-dog-veterans?verification=... */
export function useStartVerification() {
  return useMutation({
    mutationFn: fetchVerificationUrl,
    onSuccess: (authUrl) => window.location.assign(authUrl),
  })
}
