import { MAX_MATCHES_PER_REPORT } from '@petfolk/contract/pet-matches'
import type { Db } from '../../../db/database.ts'
import type { DialectName } from '../../../db/dialect.ts'
import { startJobWorker, type JobWorker } from '../../../job-worker.ts'
import type { Logger } from '../../../logger.ts'
import type { EventBus } from '../../events/bus.ts'
import { notify } from '../../notifications/store.ts'
import { queuePushForUsers } from '../../push/store.ts'
import { foundCandidates, foundFactsOf, lostCandidates, lostFactsOf, type FoundFacts, type LostFacts } from './candidates.ts'
import { MIN_MATCH_SCORE, scoreMatch, type ScoredMatch } from './score.ts'
import { finderMatchNotice, ownerMatchNotice, PET_MATCH_KIND } from './texts.ts'

const POLL_MS = 1_000
/** Tries per job; a job that failed this often stays, with its last_error, for the operator. */
export const MATCH_MAX_ATTEMPTS = 10

/** The new report to score, written in its own transaction so matching survives a crash after the 201. */
export async function enqueueMatching(db: Db, report: { lostPetId: number } | { foundPetId: number }, now: Date): Promise<void> {
  await db
    .insertInto('match_jobs')
    .values({
      lost_pet_id: 'lostPetId' in report ? report.lostPetId : null,
      found_pet_id: 'foundPetId' in report ? report.foundPetId : null,
      created_at: now.toISOString(),
    })
    .execute()
}

export interface Pair {
  lost: LostFacts
  found: FoundFacts
  match: ScoredMatch
}

/** The best pairs for a new report, best first: at least MIN_MATCH_SCORE, at most MAX_MATCHES_PER_REPORT. */
export function bestPairs(pairs: Pair[]): Pair[] {
  return pairs
    .filter((p) => p.match.score >= MIN_MATCH_SCORE)
    .sort((a, b) => b.match.score - a.match.score || a.found.id - b.found.id || a.lost.id - b.lost.id)
    .slice(0, MAX_MATCHES_PER_REPORT)
}

/** Scores one new report against the open reports of the other kind; answers the best pairs. */
export async function pairsFor(db: Db, report: { lostPetId: number } | { foundPetId: number }): Promise<Pair[]> {
  const pairs: Pair[] = []
  if ('lostPetId' in report) {
    const lost = await lostFactsOf(db, report.lostPetId)
    if (!lost) return []
    for (const found of await foundCandidates(db, lost)) {
      const match = scoreMatch(lost, found)
      if (match) pairs.push({ lost, found, match })
    }
  } else {
    const found = await foundFactsOf(db, report.foundPetId)
    if (!found) return []
    for (const lost of await lostCandidates(db, found)) {
      const match = scoreMatch(lost, found)
      if (match) pairs.push({ lost, found, match })
    }
  }
  return bestPairs(pairs)
}

/**
 * Stores the pairs not stored yet and tells both sides of each: an in-app notification and a
 * push, in the caller's transaction. Answers the members to tell live once it commits.
 */
export async function recordMatches(db: Db, pairs: Pair[], now: Date): Promise<number[]> {
  const at = now.toISOString()
  const told = new Set<number>()
  for (const { lost, found, match } of pairs) {
    const inserted = await db
      .insertInto('pet_matches')
      .values({
        lost_pet_id: lost.id,
        found_pet_id: found.id,
        score: match.score,
        reasons: JSON.stringify(match.reasons),
        distance_miles: match.distanceMiles,
        days_apart: match.daysApart,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['lost_pet_id', 'found_pet_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) continue
    const notices = [
      { userId: lost.userId, notice: ownerMatchNotice(lost, found, match) },
      { userId: found.userId, notice: finderMatchNotice(lost, found, match) },
    ]
    await notify(db, notices.map(({ userId, notice }) => ({ user_id: userId, kind: PET_MATCH_KIND, ...notice, lost_pet_id: lost.id, found_pet_id: found.id })), now)
    for (const { userId, notice } of notices) {
      await queuePushForUsers(db, [userId], { title: notice.title, body: notice.body, url: notice.link, tag: `pet-match-${inserted.id}` }, now)
      told.add(userId)
    }
  }
  return [...told]
}

/**
 * Runs the waiting match jobs, each in one transaction that also deletes it (a crash leaves the
 * job to run again, never half done); on PostgreSQL replicas take different jobs (SKIP LOCKED).
 * After each commit the members told hear it live. Answers how many jobs ran.
 */
export async function runMatchJobs(db: Db, dialect: DialectName, events: Pick<EventBus, 'publish'>, now: () => Date = () => new Date(), limit = 20): Promise<number> {
  let ran = 0
  const failed = new Set<number>()
  while (ran < limit) {
    let jobId: number | undefined
    try {
      const result = await db.transaction().execute(async (trx) => {
        let next = trx.selectFrom('match_jobs').select(['id', 'lost_pet_id', 'found_pet_id']).where('attempts', '<', MATCH_MAX_ATTEMPTS).orderBy('id').limit(1)
        if (failed.size > 0) next = next.where('id', 'not in', [...failed])
        const job = await (dialect === 'postgres' ? next.forUpdate().skipLocked() : next).executeTakeFirst()
        if (!job) return null
        jobId = job.id
        const report = job.lost_pet_id !== null ? { lostPetId: job.lost_pet_id } : job.found_pet_id !== null ? { foundPetId: job.found_pet_id } : null
        const told = report ? await recordMatches(trx, await pairsFor(trx, report), now()) : []
        await trx.deleteFrom('match_jobs').where('id', '=', job.id).execute()
        return told
      })
      if (!result) break
      ran++
      if (result.length > 0) events.publish({ topic: 'notifications', userIds: result })
    } catch (err) {
      if (jobId === undefined) throw err
      failed.add(jobId)
      const message = err instanceof Error ? err.message.slice(0, 500) : 'matching failed'
      await db.updateTable('match_jobs').set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: message })).where('id', '=', jobId).execute()
    }
  }
  return ran
}

/**
 * Runs match jobs when kicked and every POLL_MS, so a report's matches are found within a second
 * of its 201 on whichever replica is free.
 */
export function startMatchWorker(
  db: Db,
  dialect: DialectName,
  options: { logger: Logger; events: EventBus; now?: () => Date; afterRun?: (ran: number) => void },
): JobWorker {
  return startJobWorker({
    runRound: () => runMatchJobs(db, dialect, options.events, options.now),
    pollMs: POLL_MS,
    logger: options.logger,
    failure: 'matching lost and found reports failed; it will be retried',
    afterRun: options.afterRun,
  })
}
