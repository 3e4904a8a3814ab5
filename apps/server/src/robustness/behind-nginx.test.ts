import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describeBehindTlsProxy, documentedBlock, installed, runProxy, substituted, type ProxySetup, type RunningProxy } from './behind-tls-proxy.ts'

/**
 * docs/operations.md's nginx configuration, run by Debian's nginx (`.ci/run` installs it) in front
 * of two replicas. Only the example's addresses, ports, names and certificate paths are replaced;
 * the wrapper around it holds what a distribution's nginx.conf would (pid, logs, temp folders).
 */
const nginx = installed('nginx')

describeBehindTlsProxy({
  name: 'nginx',
  skipReason: nginx ? null : 'nginx is not installed (Debian: apt-get install nginx-light)',
  start: (setup) => startNginx(nginx ?? 'nginx', setup),
})

async function startNginx(binary: string, { dir, httpsPort, httpPort, upstreams, certificates }: ProxySetup): Promise<RunningProxy> {
  const site = substituted(documentedBlock('nginx'), [
    ['server 10.0.0.11:8787', `server ${upstreams[0]}`],
    ['server 10.0.0.12:8787', `server ${upstreams[1]}`],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl', `listen 127.0.0.1:${httpsPort} ssl`],
    ['server_name pets.example.com;', 'server_name localhost;'],
    ['/etc/letsencrypt/live/pets.example.com/fullchain.pem', certificates.certFile],
    ['/etc/letsencrypt/live/pets.example.com/privkey.pem', certificates.keyFile],
  ])
  const temp = join(dir, 'nginx-temp')
  mkdirSync(temp)
  const accessLog = join(dir, 'access.log')
  const errorLog = join(dir, 'error.log')
  const conf = join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 256; }
http {
  log_format upstreams '$upstream_addr $request_uri';
  access_log ${accessLog} upstreams;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;

${site}
}
`,
  )
  writeFileSync(accessLog, '')
  const run = runProxy(binary, ['-p', dir, '-c', conf, '-e', errorLog, '-g', 'daemon off;'])
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      return ''
    }
  }
  return {
    upstreamLog: () =>
      read(accessLog)
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [upstream = '', path = ''] = line.split(' ')
          return { upstream, path }
        }),
    diagnostics: () => `${run.output()}\n${read(errorLog)}`,
    stop: run.stop,
  }
}
