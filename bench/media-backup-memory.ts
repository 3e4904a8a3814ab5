// Memory of media backups (issue 14, item 4): starts the built server as `npm start` runs it
// (SQLite in a fresh temporary directory), signs one member in, sends BACKUPS (default 4) backups
// of BACKUP_MB (default 60) MB at once, and prints the server's peak resident memory, sampled every
// 20 ms and read from the kernel's high-water mark, against the 300 MB target.
// BENCH_BACKUPS_S3=1 stores them in a bucket instead (a loopback s3rver this script starts, which
// runs in this process, not the server's), to show the S3 store's multipart upload stays bounded too.
// Usage: npm run build && npm run bench:backups
import { randomBytes } from 'node:crypto'
import { readFileSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { storedKeys } from '../apps/server/src/storage/stored-keys.ts'
import { HttpBrowser } from '../apps/server/src/testing/dev-signin.ts'
import { startTestS3Server } from '../apps/server/src/testing/s3-server.ts'
import { startProductServer } from './lib/processes.ts'

const BACKUPS = Number(process.env.BACKUPS ?? 4)
const BACKUP_MB = Number(process.env.BACKUP_MB ?? 60)
const TARGET_MB = 300
const CHUNK_BYTES = 256 * 1024

const kb = (line: RegExp, pid: number) => Number(line.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024

/**
 * One backup as a browser sends it: the fields, then a PNG header followed by random bytes,
 * written as it goes (the bench holds no whole file either) with a declared Content-Length.
 */
function sendBackup(base: string, cookie: string, clientId: string, header: Buffer, fileBytes: number): Promise<{ status: number; body: string }> {
  const boundary = `bench-${clientId}`
  const fields = { client_id: clientId, type: 'photo', title: `Bench backup ${clientId}`, tags: '[]', created_at: new Date().toISOString() }
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const noise = randomBytes(CHUNK_BYTES)
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/media-backups`,
      {
        method: 'POST',
        headers: {
          cookie,
          origin: base,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + fileBytes + tail.length),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      },
    )
    req.on('error', reject)
    req.write(head)
    req.write(header)
    let left = fileBytes - header.length
    const pump = () => {
      while (left > 0) {
        const piece = noise.subarray(0, Math.min(left, CHUNK_BYTES))
        left -= piece.length
        if (!req.write(piece)) return void req.once('drain', pump)
      }
      req.end(tail)
    }
    pump()
  })
}

const dir = mkdtempSync(join(tmpdir(), 'petfolk-bench-backups-'))
const s3 = process.env.BENCH_BACKUPS_S3 === '1' ? await startTestS3Server('petfolk-bench') : null
const server = await startProductServer('product', {
  NODE_ENV: 'production',
  ALLOW_DEV_SIGNIN: '1',
  DATABASE_URL: join(dir, 'petfolk.db'),
  DATA_DIR: dir,
  UPLOAD_DIR: join(dir, 'uploads'),
  ...s3?.env,
})
try {
  const browser = new HttpBrowser(server.base)
  await browser.signIn({ email: 'bench-backups@example.com', name: 'Bench Backups' })
  const cookie = browser.jar.header(`${server.base}/api/media-backups`)
  const header = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0f6760' } }).png().toBuffer()

  const before = server.rssMb()
  let peakSampled = before
  const sampler = setInterval(() => {
    peakSampled = Math.max(peakSampled, server.rssMb())
  }, 20)
  const started = performance.now()
  const results = await Promise.all(Array.from({ length: BACKUPS }, (_, i) => sendBackup(server.base, cookie, `bench-${i}`, header, BACKUP_MB * 1024 * 1024)))
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const highWater = kb(/VmHWM:\s+(\d+)/, server.pid)

  const peak = Math.max(peakSampled, highWater)
  console.log(`store: ${s3 ? `S3 bucket (s3rver at ${s3.endpoint})` : 'disk (UPLOAD_DIR)'}`)
  console.log(`${BACKUPS} concurrent backups of ${BACKUP_MB} MB in ${seconds.toFixed(1)} s (${((BACKUPS * BACKUP_MB) / seconds).toFixed(0)} MB/s)`)
  console.log(`server RSS: ${before.toFixed(0)} MB before, peak ${peakSampled.toFixed(0)} MB sampled, high-water mark ${highWater.toFixed(0)} MB`)
  console.log(`peak ${peak.toFixed(0)} MB against the ${TARGET_MB} MB target: ${peak < TARGET_MB ? 'met' : 'MISSED'}`)
  if (peak >= TARGET_MB) process.exitCode = 1
  for (const r of results) if (r.status !== 201) throw new Error(`a backup answered ${r.status}: ${r.body}`)
  const usage = (await (await fetch(`${server.base}/api/media-backups/usage`, { headers: { cookie } })).json()) as { used_bytes: number }
  if (usage.used_bytes !== BACKUPS * BACKUP_MB * 1024 * 1024) throw new Error(`the server holds ${usage.used_bytes} bytes, not ${BACKUPS * BACKUP_MB} MB`)
  const objects = (await storedKeys({ uploadDir: join(dir, 'uploads'), s3: s3 ? { bucket: s3.bucket, region: 'us-east-1', endpoint: s3.endpoint, credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY ?? '' } } : null })).filter((key) => key.startsWith('private/'))
  if (objects.length !== BACKUPS) throw new Error(`the store holds ${objects.length} backup files, not ${BACKUPS}`)
} finally {
  await server.stop()
  await s3?.close()
  rmSync(dir, { recursive: true, force: true })
}
