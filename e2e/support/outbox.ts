import { join } from 'node:path'
import Database from 'better-sqlite3'
import { expect } from '@playwright/test'
import { dataDir } from '../playwright.config.ts'

export interface QueuedMail {
  subject: string
  text: string
}

/** The e-mails the server has queued for this address, oldest first, read from its database (read-only). */
export function mailsTo(address: string): QueuedMail[] {
  const db = new Database(join(dataDir, 'petfolk.db'), { readonly: true, fileMustExist: true })
  try {
    return db.prepare('select subject, body_text as text from outbox where to_address = ? order by id').all(address) as QueuedMail[]
  } finally {
    db.close()
  }
}

/** Waits for the e-mail to this address whose subject matches, and answers it. */
export async function mailTo(address: string, subject: string | RegExp): Promise<QueuedMail> {
  const matches = (mail: QueuedMail) => (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))
  await expect.poll(() => mailsTo(address).some(matches), { message: `an e-mail to ${address} about ${String(subject)}` }).toBe(true)
  return mailsTo(address).find(matches) as QueuedMail
}
