import {
  ALERT_KIND,
  FOUND_KIND,
  FOUND_PET_ALERT_KIND,
  PET_MATCH_CONFIRMED_KIND,
  PET_MATCH_KIND,
  RELAY_KIND,
  SIGHTING_KIND,
  alertMail,
  alertNotice,
  finderMatchNotice,
  foundAlertMail,
  foundAlertNotice,
  foundNotice,
  matchConfirmedNotice,
  ownerMatchNotice,
  ownerReportMail,
  relayNotice,
  sightingNotice,
  type FoundReportForTexts,
  type MatchConfirmedSubject,
  type MatchSubject,
  type Notice,
  type ReportForTexts,
} from './lost-found.ts'
import { DIRECT_MESSAGE_KIND, GIFT_KIND, directMessageNotice, giftNotice, type DirectMessageSubject, type GiftSubject } from './members.ts'
import {
  REMINDER_KINDS,
  appointmentReminderNotice,
  dueReminderNotice,
  reminderMail,
  type AppointmentReminderSubject,
  type DueReminderSubject,
} from './reminders.ts'
import { REVIEW_APPROVED_KIND, REVIEW_REJECTED_KIND, decisionMail, decisionNotice, type DecisionTexts } from './review.ts'
import { MODERATION_NOTICE_KIND, ORDER_NOTICE_KIND, REPORT_HANDLED_KIND, orderMail, orderNotice, staffNotice, type OrderSubject, type StaffNoticeSubject } from './staff.ts'

/** What a notice says in the app and on a lock screen: its title, its text and where it leads. */
export interface NoticeText {
  title: string
  body: string
  link: string | null
}

export interface MailText {
  subject: string
  text: string
}

/**
 * Whose e-mail address a notice goes to: the account's always, or only when the member's settings
 * ask for it ("Sightings and Messages on My Reports", or e-mail in their lost-pet alert area).
 */
export type MailRule = 'account' | 'report-emails' | 'alert-emails'

/**
 * Everything one kind of notice says, on every channel, composed here and nowhere else.
 * - `bell`: 'stored' keeps the composed text in the notification row; 'composed' keeps only the
 *   report it is about (a fan-out to 100,000 members stores no copies; docs/decisions/023) and
 *   composes the text whenever it is read; 'none' has no bell entry (direct messages).
 * - `push`: how urgently push services deliver it and the tag that lets its pushes replace each
 *   other on a device; the push shows the notice's title and text and opens its link.
 * - `mail`: who gets an e-mail, and what it says.
 * - `live`: what the member's open tabs refetch.
 */
export interface Template<S> {
  /** The kind its notification rows carry (the web app's icons and filters read it). */
  kind: string | ((subject: S) => string)
  bell: 'stored' | 'composed' | 'none'
  notice(subject: S): NoticeText
  push?: { urgency: 'normal' | 'high'; tag(subject: S): string }
  mail?: { to: MailRule; compose(subject: S, appUrl: string): MailText }
  live: 'notifications' | 'messages'
}

const template = <S>(t: Template<S>): Template<S> => t

/**
 * A reminder (features/reminders): in the bell, on the member's devices and by e-mail. It goes
 * only to members whose setting for it is on, so its e-mail goes to the account's address, like
 * the member's other personal notices.
 */
const reminder = <S extends { id: number }>(kind: string, notice: (subject: S) => Notice, mailSubject: string): Template<S> =>
  template<S>({
    kind,
    bell: 'stored',
    notice,
    push: { urgency: 'normal', tag: (s) => `${kind}-${s.id}` },
    mail: { to: 'account', compose: (s, appUrl) => reminderMail(mailSubject, notice(s), appUrl) },
    live: 'notifications',
  })

/** A lost report's texts, with whether its phone is shown (the e-mail gives it only then). */
export type LostReportSubject = ReportForTexts & { show_contact_phone: number | boolean }

/**
 * Every notice Petfolk sends, by name. Features call `deliver` (delivery/deliver.ts) with a name
 * and its subject; the registry is where translations will plug in.
 */
export const TEMPLATES = {
  lostPetAlert: template<LostReportSubject>({
    kind: ALERT_KIND,
    bell: 'composed',
    notice: alertNotice,
    // A pet is missing now: push services may wake a sleeping phone for it.
    push: { urgency: 'high', tag: (r) => `lost-pet-${r.id}` },
    mail: { to: 'alert-emails', compose: alertMail },
    live: 'notifications',
  }),
  lostPetFound: template<ReportForTexts>({ kind: FOUND_KIND, bell: 'composed', notice: foundNotice, push: { urgency: 'high', tag: (r) => `lost-pet-${r.id}` }, live: 'notifications' }),
  foundPetAlert: template<FoundReportForTexts>({
    kind: FOUND_PET_ALERT_KIND,
    bell: 'composed',
    notice: foundAlertNotice,
    push: { urgency: 'high', tag: (r) => `found-pet-${r.id}` },
    mail: { to: 'alert-emails', compose: foundAlertMail },
    live: 'notifications',
  }),
  sighting: template<Pick<ReportForTexts, 'id' | 'pet_name'>>({
    kind: SIGHTING_KIND,
    bell: 'composed',
    notice: sightingNotice,
    push: { urgency: 'normal', tag: (r) => `${SIGHTING_KIND}-${r.id}` },
    mail: { to: 'report-emails', compose: (r, appUrl) => ownerReportMail(sightingNotice(r), appUrl) },
    live: 'notifications',
  }),
  relayMessage: template<Pick<ReportForTexts, 'id' | 'pet_name'>>({
    kind: RELAY_KIND,
    bell: 'composed',
    notice: relayNotice,
    push: { urgency: 'normal', tag: (r) => `${RELAY_KIND}-${r.id}` },
    mail: { to: 'report-emails', compose: (r, appUrl) => ownerReportMail(relayNotice(r), appUrl) },
    live: 'notifications',
  }),
  matchForOwner: template<MatchSubject & { matchId: number }>({
    kind: PET_MATCH_KIND,
    bell: 'stored',
    notice: ownerMatchNotice,
    push: { urgency: 'normal', tag: (m) => `pet-match-${m.matchId}` },
    live: 'notifications',
  }),
  matchForFinder: template<MatchSubject & { matchId: number }>({
    kind: PET_MATCH_KIND,
    bell: 'stored',
    notice: finderMatchNotice,
    push: { urgency: 'normal', tag: (m) => `pet-match-${m.matchId}` },
    live: 'notifications',
  }),
  matchConfirmed: template<MatchConfirmedSubject>({ kind: PET_MATCH_CONFIRMED_KIND, bell: 'stored', notice: matchConfirmedNotice, live: 'notifications' }),
  directMessage: template<DirectMessageSubject>({
    kind: DIRECT_MESSAGE_KIND,
    bell: 'none',
    notice: directMessageNotice,
    push: { urgency: 'normal', tag: (m) => `message-${m.messageId}` },
    live: 'messages',
  }),
  gift: template<GiftSubject>({ kind: GIFT_KIND, bell: 'stored', notice: giftNotice, live: 'notifications' }),
  reviewDecision: template<DecisionTexts>({
    kind: (d) => (d.approved ? REVIEW_APPROVED_KIND : REVIEW_REJECTED_KIND),
    bell: 'stored',
    notice: decisionNotice,
    mail: { to: 'account', compose: decisionMail },
    live: 'notifications',
  }),
  orderStatus: template<OrderSubject>({ kind: ORDER_NOTICE_KIND, bell: 'stored', notice: orderNotice, mail: { to: 'account', compose: orderMail }, live: 'notifications' }),
  moderation: template<StaffNoticeSubject>({ kind: MODERATION_NOTICE_KIND, bell: 'stored', notice: staffNotice, live: 'notifications' }),
  reportHandled: template<StaffNoticeSubject>({ kind: REPORT_HANDLED_KIND, bell: 'stored', notice: staffNotice, live: 'notifications' }),
  appointmentReminder: reminder<AppointmentReminderSubject>(REMINDER_KINDS.appointment, appointmentReminderNotice, 'Petfolk: your appointment reminder'),
  medicationReminder: reminder<DueReminderSubject>(REMINDER_KINDS.medication, dueReminderNotice, 'Petfolk: a medication is due'),
  healthCheckupReminder: reminder<DueReminderSubject>(REMINDER_KINDS.healthCheckup, dueReminderNotice, 'Petfolk: a health checkup is due'),
} as const

export type TemplateName = keyof typeof TEMPLATES
export type SubjectOf<N extends TemplateName> = (typeof TEMPLATES)[N] extends Template<infer S> ? S : never

/** The templates whose bell text is composed from a report when read, by the kind their rows carry. */
export const COMPOSED_FROM_LOST_REPORT: Readonly<Record<string, Template<LostReportSubject>>> = {
  [ALERT_KIND]: TEMPLATES.lostPetAlert,
  [FOUND_KIND]: TEMPLATES.lostPetFound,
  [SIGHTING_KIND]: TEMPLATES.sighting,
  [RELAY_KIND]: TEMPLATES.relayMessage,
}
export const COMPOSED_FROM_FOUND_REPORT: Readonly<Record<string, Template<FoundReportForTexts>>> = {
  [FOUND_PET_ALERT_KIND]: TEMPLATES.foundPetAlert,
}
