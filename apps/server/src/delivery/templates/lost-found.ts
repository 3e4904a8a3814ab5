import { isSet } from '../../db/row-values.ts'
import type { LostPet } from '@petfolk/contract/lost-found/reports'
import { foundPetMatchesPath, lostPetMatchesPath } from '@petfolk/contract/lost-found/matching'
import { shownPhone } from '@petfolk/contract/contact-privacy'

/** What the alert texts say of a report; the columns to read for them. */
export const TEXT_COLUMNS = [
  'id', 'pet_name', 'species', 'breed', 'color', 'last_seen_date', 'last_seen_location', 'last_seen_city', 'last_seen_state', 'last_seen_zip_code',
  'contact_name', 'contact_phone',
] as const
export type ReportForTexts = Pick<LostPet, (typeof TEXT_COLUMNS)[number]> | (Omit<Pick<LostPet, (typeof TEXT_COLUMNS)[number]>, 'species'> & { species: string })

export const ALERT_KIND = 'lost_pet_alert'
export const FOUND_KIND = 'lost_pet_found'
/** The owner's notice that someone saw their pet; one per sighting. */
export const SIGHTING_KIND = 'sighting'
/** The owner's notice that a visitor wrote to them about their report; one per message. */
export const RELAY_KIND = 'relay_message'

export interface Notice {
  title: string
  body: string
  link: string
}

/** Where an alert leads: the report's public page, which works for anyone the alert is forwarded to. */
export function reportLink(id: number): string {
  return `/lost/${id}`
}

let calendarDateFormat: Intl.DateTimeFormat | undefined
/** "Nov 24, 2026": the app's date format, for texts the server writes (alerts and their e-mails). */
export function formatCalendarDate(date: string): string {
  calendarDateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
  const at = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(at.getTime()) ? date : calendarDateFormat.format(at)
}

/**
 * The in-app alert, push and e-mail subject for a report. Composed from the report whenever it is
 * shown, so a fan-out to 100,000 members stores no copy of it (docs/decisions/023).
 */
export function alertNotice(report: ReportForTexts): Notice {
  const where = `${report.last_seen_city}, ${report.last_seen_state} ${report.last_seen_zip_code}`
  const looks = [report.color, report.breed].filter(Boolean).join(' ')
  return {
    title: `Lost ${report.species} near you: ${report.pet_name}`,
    body: `${report.pet_name} (${looks}) was last seen ${formatCalendarDate(report.last_seen_date)} at ${report.last_seen_location}, ${where}.`,
    link: reportLink(report.id),
  }
}

/** The short follow-up everyone alerted gets when the owner marks the pet found. */
export function foundNotice(report: ReportForTexts): Notice {
  return {
    title: `Good news: ${report.pet_name} has been found`,
    body: `${report.pet_name}, the ${report.species} you were alerted about near ${report.last_seen_city}, is safe. Thank you for looking.`,
    link: reportLink(report.id),
  }
}

/**
 * The owner's notice of a new sighting. It names the pet, not the sighting: the row keeps only the
 * report, and the sightings list on the report says where and when (and may have hidden this one).
 */
export function sightingNotice(report: Pick<ReportForTexts, 'id' | 'pet_name'>): Notice {
  return {
    title: `Someone saw ${report.pet_name}`,
    body: `A new sighting of ${report.pet_name} was reported. Open the report to see where and when.`,
    link: reportLink(report.id),
  }
}

/** The owner's notice of a message through the report page. Like a sighting's, it names the pet only: the text stays in the app. */
export function relayNotice(report: Pick<ReportForTexts, 'id' | 'pet_name'>): Notice {
  return {
    title: `New message about ${report.pet_name}`,
    body: `Someone wrote to you about ${report.pet_name}. Open the report to read it and reply.`,
    link: `${reportLink(report.id)}#messages`,
  }
}

/** The notice of a notification kind about a report; null for kinds that are not about reports. */
export function noticeFor(kind: string, report: ReportForTexts): Notice | null {
  if (kind === ALERT_KIND) return alertNotice(report)
  if (kind === FOUND_KIND) return foundNotice(report)
  if (kind === SIGHTING_KIND) return sightingNotice(report)
  if (kind === RELAY_KIND) return relayNotice(report)
  return null
}

/**
 * The alert e-mail to a member who asked for e-mail alerts. It gives the owner's phone only if
 * they chose to show it (contact-privacy.ts); otherwise the report page is the way to reach them.
 */
export function alertMail(report: ReportForTexts & { show_contact_phone: number | boolean }, appUrl: string): { subject: string; text: string } {
  const notice = alertNotice(report)
  const phone = shownPhone(report)
  const contact = phone
    ? `If you see ${report.pet_name}, contact ${report.contact_name} at ${phone}.`
    : `If you see ${report.pet_name}, open the report to write to ${report.contact_name} through Petfolk.`
  return {
    subject: notice.title,
    text: `${notice.body}\n\n${contact}\n\nSee the report: ${appUrl}${notice.link}\n\nYou get this e-mail because you watch this area in Petfolk's lost-pet alert settings.`,
  }
}

/** A neighbour's alert of a found or loose pet; one per alerted member, composed like a lost alert. */
export const FOUND_PET_ALERT_KIND = 'found_pet_alert'

/** What the alert texts say of a found report; the columns to read for them. */
export const FOUND_TEXT_COLUMNS = [
  'id', 'species', 'breed', 'color', 'found_date', 'found_location', 'found_city', 'found_state', 'found_zip_code', 'has_pet', 'contact_name',
  'contact_phone', 'show_contact_phone',
] as const
/** A found_pets row with FOUND_TEXT_COLUMNS, as stored. */
export type FoundTextRow = Omit<FoundReportForTexts, 'has_pet' | 'contact_phone'> & { has_pet: number; contact_phone: string; show_contact_phone: number }
export interface FoundReportForTexts {
  id: number
  species: string
  breed: string | null
  color: string
  found_date: string
  found_location: string
  found_city: string
  found_state: string
  found_zip_code: string
  has_pet: boolean
  contact_name: string
  /** The finder's phone when they chose to show it; null otherwise. */
  contact_phone: string | null
}

/** The texts' view of a stored found report: the phone only if the finder shows it. */
export function foundReportForTexts(row: FoundTextRow): FoundReportForTexts {
  const { has_pet, show_contact_phone, contact_phone, ...rest } = row
  return { ...rest, has_pet: isSet(has_pet), contact_phone: shownPhone({ contact_phone, show_contact_phone }) }
}

/** Where a found-pet alert leads: the report's public page. */
export function foundReportLink(id: number): string {
  return `/found/${id}`
}

/** "dog", "cat", "bird", or "pet" for any other species. */
export function speciesWord(species: string): string {
  return species === 'other' ? 'pet' : species
}

/** How the finder describes the pet: "Brown Labrador dog". */
export function foundPetLooks(report: Pick<FoundReportForTexts, 'color' | 'breed' | 'species'>): string {
  return [report.color, report.breed, speciesWord(report.species)].filter(Boolean).join(' ')
}

/** The in-app alert, push and e-mail subject for a found report, composed whenever it is shown. */
export function foundAlertNotice(report: FoundReportForTexts): Notice {
  const where = `${report.found_location}, ${report.found_city}, ${report.found_state} ${report.found_zip_code}`
  const what = report.has_pet ? `was found ${formatCalendarDate(report.found_date)} at ${where}. The finder is keeping it safe.` : `was seen loose ${formatCalendarDate(report.found_date)} at ${where}.`
  return {
    title: `Found ${speciesWord(report.species)} near you: ${[report.color, report.breed].filter(Boolean).join(' ')}`,
    body: `A ${foundPetLooks(report)} ${what} Is it yours, or do you know whose it is?`,
    link: foundReportLink(report.id),
  }
}

/** The found-pet alert e-mail; it gives the finder's phone only if they chose to show it. */
export function foundAlertMail(report: FoundReportForTexts, appUrl: string): { subject: string; text: string } {
  const notice = foundAlertNotice(report)
  const contact = report.contact_phone ? `If you know this pet, contact ${report.contact_name} at ${report.contact_phone}.` : `If you know this pet, open the report to reach ${report.contact_name}.`
  return {
    subject: notice.title,
    text: `${notice.body}\n\n${contact}\n\nSee the report: ${appUrl}${notice.link}\n\nYou get this e-mail because you watch this area in Petfolk's lost-pet alert settings.`,
  }
}

const OWNER_MAIL_FOOTER =
  "You get this e-mail because you reported this pet lost on Petfolk. To stop these e-mails, turn off \"Sightings and Messages on My Reports\" in Settings › Notifications."

/**
 * The owner's e-mail about a sighting or a message. It says neither who wrote nor what: the
 * details, the sender's words and any way to answer are in the app, so Petfolk is never a relay
 * for text that strangers write into an inbox, and nobody's address travels in a reply.
 */
export function ownerReportMail(notice: Notice, appUrl: string): { subject: string; text: string } {
  return {
    subject: notice.title,
    text: `${notice.body}\n\n${appUrl}${notice.link}\n\nPlease answer in Petfolk, not to this e-mail: your e-mail address is never shown to people who write to you.\n\n${OWNER_MAIL_FOOTER}`,
  }
}

/** The visitor's e-mail when the owner answers: the answer, and their secret link to the conversation. */
export function visitorReplyMail(report: Pick<ReportForTexts, 'pet_name' | 'contact_name'>, reply: string, threadUrl: string): { subject: string; text: string } {
  return {
    // Only Petfolk's own words in the subject: the owner's (a contact name such as "Petfolk Security
    // Team") would let anyone with a report put a subject of their choosing in a stranger's inbox.
    subject: VISITOR_REPLY_SUBJECT,
    text:
      `${report.contact_name} replied to your message about ${report.pet_name} on Petfolk:\n\n${reply}\n\n` +
      `Read the conversation and write back here (keep this link to yourself: anyone who has it can read the conversation):\n${threadUrl}\n\n` +
      `Please do not answer this e-mail. ${report.contact_name} does not see your e-mail address, and you do not see theirs.`,
  }
}

export const VISITOR_REPLY_SUBJECT = 'You have a reply about a lost pet on Petfolk'
export const CONFIRM_EMAIL_SUBJECT = 'Confirm your e-mail address for Petfolk'

/** The one e-mail a visitor's address gets before they confirm it: Petfolk's words only, and the link. */
export function confirmEmailMail(confirmUrl: string): { subject: string; text: string } {
  return {
    subject: CONFIRM_EMAIL_SUBJECT,
    text:
      `Someone wrote to the owner of a lost pet on Petfolk and gave this e-mail address for the replies.\n\n` +
      `If that was you, confirm your address here, and the owner's replies will be e-mailed to you:\n${confirmUrl}\n\n` +
      `If it was not you, ignore this e-mail: nothing more will be sent to you about it.`,
  }
}

/** The notification kind of a new possible match, on either side. */
export const PET_MATCH_KIND = 'pet_match'
/** The finder's notification that the owner said "This is my pet". */
export const PET_MATCH_CONFIRMED_KIND = 'pet_match_confirmed'

/** What the match notices say of the two reports and their score. */
export interface MatchSubject {
  lost: { id: number; petName: string; city: string; date: string }
  found: { id: number; species: string; city: string; date: string }
  reasons: readonly string[]
}

export function ownerMatchNotice({ lost, found, reasons }: MatchSubject): Notice {
  return {
    title: `Possible match for ${lost.petName}`,
    body: `A ${speciesWord(found.species)} found in ${found.city} on ${found.date} may be ${lost.petName}: ${reasons.join(', ')}.`,
    link: lostPetMatchesPath(lost.id),
  }
}

export function finderMatchNotice({ lost, found, reasons }: MatchSubject): Notice {
  return {
    title: `The ${speciesWord(found.species)} you found may be ${lost.petName}`,
    body: `${lost.petName} was reported lost in ${lost.city} on ${lost.date}: ${reasons.join(', ')}.`,
    link: foundPetMatchesPath(found.id),
  }
}

/** What the finder is told when the owner says "This is my pet": the owner's message opens from it. */
export interface MatchConfirmedSubject {
  petName: string
  species: string
  foundCity: string
  messageId: number
}

export function matchConfirmedNotice(s: MatchConfirmedSubject): Notice {
  return {
    title: `${s.petName}'s owner says this is their pet`,
    body: `They sent you a message about the ${s.species} you found in ${s.foundCity}.`,
    link: `/messages?message=${s.messageId}`,
  }
}
