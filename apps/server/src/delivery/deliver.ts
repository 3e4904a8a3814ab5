import { expressionBuilder, sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely'
import type { Db } from '../db/database.ts'
import { roomToSortLargeSets } from '../db/dialect.ts'
import type { Database } from '../db/schema.ts'
import { enqueueJob } from './jobs.ts'
import { tellLive } from './live.ts'
import { queueMail } from './mail-outbox.ts'
import { queuePushForUsers } from './push-outbox.ts'
import type { ReportRef } from './report-ref.ts'
import { TEMPLATES, type SubjectOf, type Template, type TemplateName } from './templates/index.ts'

/** The kind a template's rows carry for this subject. */
export function kindOf<S>(template: Template<S>, subject: S): string {
  return typeof template.kind === 'string' ? template.kind : template.kind(subject)
}

export interface DeliverOptions {
  /** The report the notice is about: its rows name it, so deleting it (or its owner) takes them away. */
  about?: ReportRef | { lost_pet_id: number; found_pet_id: number }
  /** The app's own address, for the links in e-mails: needed by every notice that e-mails. */
  appUrl?: string
}

/**
 * Delivers one notice to a few members, in the caller's transaction, so it exists exactly when
 * what caused it does: the bell, a push to each of their devices and an e-mail as the notice's
 * template says, and a live event to their open tabs once the request or job commits. Every
 * text comes from the template registry (delivery/templates).
 */
export async function deliver<N extends TemplateName>(db: Db, name: N, subject: SubjectOf<N>, to: readonly number[], now: Date, options: DeliverOptions = {}): Promise<void> {
  if (to.length === 0) return
  const template = TEMPLATES[name] as Template<SubjectOf<N>>
  const kind = kindOf(template, subject)
  const notice = template.notice(subject)
  const at = now.toISOString()
  const about = options.about ? aboutColumns(options.about) : {}
  if (template.bell !== 'none') {
    // A composed notice keeps only the report it is about: its text is written when it is read.
    const text = template.bell === 'stored' ? { title: notice.title, body: notice.body, link: notice.link } : { title: null, body: null, link: null }
    await db
      .insertInto('notifications')
      .values(to.map((user_id) => ({ user_id, kind, ...text, ...about, is_read: 0, created_at: at })))
      .execute()
  }
  if (template.push) {
    await queuePushForUsers(db, to, { title: notice.title, body: notice.body, url: notice.link ?? '/', tag: template.push.tag(subject) }, template.push.urgency, now)
  }
  if (template.mail) {
    if (options.appUrl === undefined) throw new Error(`A ${name} notice e-mails, so it needs the app's address`)
    const mail = template.mail.compose(subject, options.appUrl)
    const addresses = await mailAddresses(db, template.mail.to, to)
    await queueMail(db, addresses.map((address) => ({ to: address, ...mail })), now)
  }
  tellLive(template.live === 'messages' ? { topic: 'messages', userIds: [...to] } : { topic: 'notifications', userIds: [...to] })
}

/** The templates whose notices go to everyone a query names, however many (an area's watchers). */
export type ManyTemplateName = 'lostPetAlert' | 'lostPetFound' | 'foundPetAlert'

/**
 * Delivers a notice about a report to every member `recipients` names (a query answering
 * `user_id`, once per member), inside the caller's transaction and inside the database: one
 * INSERT … SELECT writes every bell entry, binding a handful of values however many there are.
 * The rows are narrow (their text is composed when read); their e-mails and pushes follow from a
 * 'deliver' job written in the same transaction (delivery/expand.ts), so the report is
 * acknowledged as soon as its notices exist. Answers how many members it reached.
 */
export async function deliverToMany(
  db: Db,
  name: ManyTemplateName,
  about: ReportRef,
  recipients: SelectQueryBuilder<Database, never, { user_id: number }>,
  now: Date,
): Promise<number> {
  const { kind } = TEMPLATES[name]
  // These notices' rows are named by report and kind alone, so their kind is fixed.
  if (typeof kind !== 'string') throw new Error(`The ${name} notice has no fixed kind`)
  const at = now.toISOString()
  await roomToSortLargeSets(db)
  const inserted = await db
    .insertInto('notifications')
    .columns(['user_id', 'kind', about.column, 'is_read', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom(recipients.as('r'))
        .select((s) => ['r.user_id', s.val(kind).as('kind'), s.cast<number>(s.val(about.id), 'integer').as(about.column), s.lit(0).as('is_read'), s.val(at).as('created_at')])
        // In member order, so the per-member index is written leaf after leaf rather than all over
        // it: PostgreSQL's 100,000-member alert took 1.5-1.8 s in random order, 0.7 s sorted
        // (npm run bench:alerts). SQLite's grouping already answers in this order.
        .orderBy('r.user_id'),
    )
    .executeTakeFirst()
  const reached = Number(inserted.numInsertedOrUpdatedRows ?? 0)
  if (reached === 0) return 0
  await enqueueJob(db, { task: 'deliver', notice_kind: kind, [about.column]: about.id }, now)
  tellLive(about.column === 'lost_pet_id' ? { topic: 'notifications', lostPetId: about.id, kind } : { topic: 'notifications', foundPetId: about.id, kind })
  return reached
}

function aboutColumns(about: NonNullable<DeliverOptions['about']>): { lost_pet_id?: number; found_pet_id?: number } {
  return 'column' in about ? { [about.column]: about.id } : about
}

/** The addresses of these members that the rule allows, in no particular order. */
async function mailAddresses(db: Db, rule: NonNullable<Template<unknown>['mail']>['to'], userIds: readonly number[]): Promise<string[]> {
  let query = db.selectFrom('users as u').select('u.email').where('u.id', 'in', [...userIds])
  if (rule === 'report-emails') {
    // No settings row yet means the defaults, where these e-mails are on.
    query = query.leftJoin('user_settings as s', 's.user_id', 'u.id').where((eb) => eb.or([eb('s.report_emails', 'is', null), eb('s.report_emails', '!=', 0)]))
  } else if (rule === 'alert-emails') {
    query = query.where(wantsAlertEmails('u.id'))
  }
  return (await query.execute()).map((row) => row.email)
}

/**
 * The 'alert-emails' rule: the member (`userId`, a column naming them) turned on e-mail in their
 * lost-pet alert settings. Both ways alerts are e-mailed test it here: to a few members at once
 * (mailAddresses) and to an area's watchers from the deliver job (expand.ts).
 */
export function wantsAlertEmails(userId: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database, never>()
  return eb.exists(eb.selectFrom('alert_preferences as p').select('p.user_id').where('p.user_id', '=', sql.ref<number>(userId)).where('p.email_alerts', '=', 1))
}
