import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/** Linux's USER_HZ is 100 on every common build: one tick is 10 ms. */
const CLOCK_TICK_MS = 10
const POSTGRES_PORT_HEX = (5432).toString(16).toUpperCase().padStart(4, '0')

const read = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    // the process ended between the listing and the read
    return null
  }
}

/** CPU ms (user + system) of a /proc/<pid>/stat line: fields 14 and 15, after the command name. */
function statCpuMs(stat: string): number {
  const fields = stat.split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS
}

const pids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name))

/** The local ports of a process's TCP connections to PostgreSQL (port 5432), from its sockets' inodes. */
function postgresClientPorts(pid: number): Set<string> {
  const inodes = new Set<string>()
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`)
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
        if (inode) inodes.add(inode)
      } catch {
        // closed while listing
      }
    }
  } catch {
    return new Set()
  }
  const ports = new Set<string>()
  for (const table of ['tcp', 'tcp6']) {
    for (const line of (read(`/proc/${pid}/net/${table}`) ?? '').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      const [local, remote, inode] = [cols[1], cols[2], cols[9]]
      if (!local || !remote || !inode || !inodes.has(inode) || !remote.endsWith(`:${POSTGRES_PORT_HEX}`)) continue
      ports.add(String(Number.parseInt(local.split(':').at(-1) ?? '', 16)))
    }
  }
  return ports
}

export interface PostgresCpu {
  /** Per backend pid serving one of the given processes (found by the client port in its process title). */
  backends: Map<string, number>
}

/**
 * CPU ms of the postgres backends serving `clients` (the replicas' pool connections). The server
 * may be shared: other sessions' backends come and go, so a machine-wide sum would not hold still.
 */
export function postgresCpu(clients: number[]): PostgresCpu {
  const ports = new Set(clients.flatMap((pid) => [...postgresClientPorts(pid)]))
  const result: PostgresCpu = { backends: new Map() }
  for (const pid of pids()) {
    const stat = read(`/proc/${pid}/stat`)
    if (!stat?.includes('(postgres)')) continue
    const title = (read(`/proc/${pid}/cmdline`) ?? '').replaceAll('\0', ' ')
    const port = /\((\d+)\)/.exec(title)?.[1]
    if (port && ports.has(port)) result.backends.set(pid, statCpuMs(stat))
  }
  return result
}

/** CPU ms the replicas' backends spent between two readings; a backend opened in between counts from zero. */
export function backendsCpuBetween(before: PostgresCpu, after: PostgresCpu): number {
  let total = 0
  for (const [pid, ms] of after.backends) total += ms - (before.backends.get(pid) ?? 0)
  return total
}

/** Busy and total CPU ms of the whole machine, from /proc/stat. */
export function machineCpuMs(): { busy: number; total: number } {
  const [, ...ticks] = (read('/proc/stat')?.split('\n')[0] ?? '').trim().split(/\s+/)
  const values = ticks.slice(0, 8).map(Number)
  const total = values.reduce((a, b) => a + b, 0)
  const idle = (values[3] ?? 0) + (values[4] ?? 0)
  return { busy: (total - idle) * CLOCK_TICK_MS, total: total * CLOCK_TICK_MS }
}
