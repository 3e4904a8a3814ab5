import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describeBehindTlsProxy, documentedBlock, installed, runProxy, substituted, type ProxySetup, type RunningProxy } from './behind-tls-proxy.ts'

/**
 * docs/operations.md's Caddyfile, run by Debian's caddy in front of two replicas. Only the site's
 * name and the replicas' addresses are replaced, and the site gets the test's certificate (`tls`),
 * where the documented one would obtain its own. The global options keep Caddy off the network
 * and off the machine's settings: no admin endpoint, no ACME, no trust store, its ports and its
 * data in the test's folder.
 */
const caddy = installed('caddy')

describeBehindTlsProxy({
  name: 'Caddy',
  skipReason: caddy ? null : 'caddy is not installed (Debian: apt-get install caddy)',
  start: (setup) => startCaddy(caddy ?? 'caddy', setup),
})

async function startCaddy(binary: string, { dir, httpsPort, httpPort, upstreams, certificates }: ProxySetup): Promise<RunningProxy> {
  const site = substituted(documentedBlock('caddyfile'), [
    ['pets.example.com {', `localhost:${httpsPort} {\n    tls ${certificates.certFile} ${certificates.keyFile}`],
    ['10.0.0.11:8787', upstreams[0]],
    ['10.0.0.12:8787', upstreams[1]],
  ])
  const home = join(dir, 'caddy-home')
  mkdirSync(home)
  const caddyfile = join(dir, 'Caddyfile')
  writeFileSync(
    caddyfile,
    `{
    admin off
    skip_install_trust
    http_port ${httpPort}
    https_port ${httpsPort}
}

${site}`,
  )
  const run = runProxy(binary, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    HOME: home,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
  })
  return { diagnostics: run.output, stop: run.stop }
}
