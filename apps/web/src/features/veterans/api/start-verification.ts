import { useMutation } from '@tanstack/react-query'
import { idmeEndpoints } from '@petfolk/contract/veterans'
import { api } from '../../../lib/api.ts'

/** The identity provider's address for this attempt; the server remembers the attempt in a cookie. */
export function fetchVerificationUrl(): Promise<string> {
  return api.call(idmeEndpoints.authUrl).then(({ authUrl }) => authUrl)
}

/** Sends the browser to the provider, which returns to /service-dog-veterans?verification=... */
export function useStartVerification() {
  return useMutation({
    mutationFn: fetchVerificationUrl,
    onSuccess: (authUrl) => window.location.assign(authUrl),
  })
}
