import { MAX_MATCHES_PER_REPORT } from '@petfolk/contract/lost-found/matching'
import type { Db } from '../../../db/database.ts'
import { enqueueJob, type JobHandler } from '../../../delivery/jobs.ts'
import { deliver } from '../../../delivery/deliver.ts'
import { foundCandidates, foundFactsOf, lostCandidates, lostFactsOf, type FoundFacts, type LostFacts } from './candidates.ts'
import { MIN_MATCH_SCORE, scoreMatch, type ScoredMatch } from './score.ts'

/** The new report to score, written in its own transaction so matching survives a crash after the 201. */
export async function enqueueMatching(db: Db, report: { lostPetId: number } | { foundPetId: number }, now: Date): Promise<void> {
  await enqueueJob(db, { task: 'match', ...('lostPetId' in report ? { lost_pet_id: report.lostPetId } : { found_pet_id: report.foundPetId }) }, now)
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
 * Stores the pairs not stored yet and tells both sides of each (in-app and push, through
 * delivery), in the caller's transaction.
 */
export async function recordMatches(db: Db, pairs: Pair[], now: Date, appUrl: string): Promise<void> {
  const at = now.toISOString()
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
    const subject = { lost, found, reasons: match.reasons, matchId: inserted.id }
    const options = { about: { lost_pet_id: lost.id, found_pet_id: found.id }, appUrl }
    await deliver(db, 'matchForOwner', subject, [lost.userId], now, options)
    await deliver(db, 'matchForFinder', subject, [found.userId], now, options)
  }
}

/** Scores the new report of a 'match' job, in the transaction that deletes the job. */
export function matchJobHandler(appUrl: string): JobHandler {
  return async (trx, job, now) => {
    const report = job.lost_pet_id !== null ? { lostPetId: job.lost_pet_id } : job.found_pet_id !== null ? { foundPetId: job.found_pet_id } : null
    if (report) await recordMatches(trx, await pairsFor(trx, report), now, appUrl)
  }
}
