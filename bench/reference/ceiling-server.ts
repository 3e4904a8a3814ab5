// THE CEILING (not the product): node:http sending the product's own answers from memory, with no
// database and no checks — what this machine can serve at all.
import { createServer } from 'node:http'

const bodies = new Map<string, Buffer>([
  ['/api/health', Buffer.from(process.env.CEILING_HEALTH_BODY ?? '{"status":"ok"}')],
  ['/api/pets', Buffer.from(process.env.CEILING_PETS_BODY ?? '[]')],
])

createServer((req, res) => {
  const body = bodies.get(req.url ?? '')
  if (!body) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'content-length': body.length })
  res.end(body)
}).listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1')
