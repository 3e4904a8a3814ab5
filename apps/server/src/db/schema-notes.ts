/**
 * What a table or a column means where its name and type do not say: the generator writes these
 * as comments into schema.generated.ts (decision 051), and schema-types.test.ts checks that each
 * names a real table and column. Types never come from here; they come from the migrations.
 */
export interface TableNotes {
  /** What a row is. */
  readonly table?: string
  readonly columns?: Readonly<Record<string, string>>
}

export const SCHEMA_NOTES: Readonly<Record<string, TableNotes>> = {
  alert_preferences: {
    columns: {
      species_preferences: 'JSON text: array of species; empty means every species.',
      zip_codes: 'JSON text: array of 5-digit ZIP codes.',
    },
  },
  alert_zip_codes: {
    columns: {
      alert_radius: "Copied from the member's alert_preferences (saved together), so matching reads one table.",
    },
  },
  appointments: {
    columns: {
      appointment_date: 'Local date-time with seconds as the owner entered it (no time zone).',
      reminded_for_date: 'The appointment_date its reminder was sent for (migration 0039); a moved appointment no longer matches it and is reminded again.',
    },
  },
  audit_log: {
    columns: {
      actor_id: 'Null when no member acted (the command line, ADMIN_EMAILS at sign-in).',
      details: 'JSON text.',
    },
  },
  board_messages: {
    columns: {
      hidden_at: 'Set when Petfolk staff hid it after a report (migration 0030): gone for everyone but staff.',
      removed_at: "Set when the board's moderator removed the post; its title and content are then blank.",
      username: "The author's display name when they posted.",
    },
  },
  board_replies: {
    columns: {
      hidden_at: 'Hidden by staff (migration 0030).',
    },
  },
  businesses: {
    columns: {
      reviewed_at: "The review queue's decision (migration 0028): when, by whom, and a rejection's reason.",
    },
  },
  care_tips: {
    columns: {
      retired_at: 'When staff retired it (migration 0034): hidden from members, kept for what names it.',
    },
  },
  daily_pet_showcase: {
    columns: {
      hidden_at: 'Hidden by staff (migration 0035).',
      showcase_date: 'Local calendar date YYYY-MM-DD the entry competes on.',
      user_id: 'Null for demo entries; the submitting owner otherwise.',
    },
  },
  dev_idp_records: {
    table: 'One record of the development identity provider (migration 0025), shared by every replica.',
  },
  devices: {
    table: 'A browser where the user signed in with their identity provider; only such a device may use PIN login.',
  },
  direct_messages: {
    columns: {
      hidden_at: 'Hidden by staff (migration 0030).',
    },
  },
  found_pets: {
    columns: {
      has_pet: '1 when the finder holds the pet; 0 when they only saw it loose.',
      hidden_at: 'Hidden by staff (migration 0035).',
      is_closed: '1 once the pet is back with its owner or the finder closed the report.',
      latitude: 'The centre of found_zip_code.',
      photo_signature: 'JSON colour signature of the photo (matching); null without a photo.',
      user_id: 'The member who found or saw the pet.',
    },
  },
  gift_products: {
    columns: {
      retired_at: 'When staff retired it (migration 0034): hidden from members, kept for what names it.',
    },
  },
  gift_transactions: {
    columns: {
      hidden_at: 'When staff hid the note (migration 0035): the note reads as none, the gift stays.',
    },
  },
  handle_changes: {
    table: 'One row per handle change, for the daily limit (migration 0033).',
  },
  health_record_shares: {
    columns: {
      token_hash: "SHA-256 (hex) of the link's token; the token itself is never stored.",
    },
  },
  jobs: {
    table: 'Background work every replica shares (migration 0037): a notice to deliver to its channels, or a new report to match.',
    columns: {
      task: "'deliver' (a notice's e-mails and pushes to queue) or 'match' (score a new report against the other kind).",
      notice_kind: "For 'deliver': the kind of the notifications whose members the job follows up.",
      lost_pet_id: 'The report the job is about, if any: a lost one or a found one, never both.',
      next_attempt_at: 'Not before this time: when it is queued, then the backoff after a failed try.',
      claimed_at: 'When a runner took it; an old claim belongs to a runner that died, and the job may be taken again.',
    },
  },
  lost_pet_relay_links: {
    table: "A visitor's secret link to their conversation, one per e-mail sent; only its SHA-256 is kept.",
  },
  lost_pet_relay_messages: {
    columns: {
      from_owner: "1 when the report's owner wrote it, 0 for the visitor.",
      hidden_at: 'Hidden by staff (migration 0035).',
    },
  },
  lost_pet_relay_threads: {
    table: "A conversation between a lost-pet report's owner and a visitor, relayed so neither sees the other's address.",
    columns: {
      confirm_token_hash: "SHA-256 of the confirmation link's secret; null once confirmed.",
      email_confirmed_at: 'When the visitor opened the confirmation link e-mailed to them; until then no reply is e-mailed (migration 0031).',
      visitor_email: "Where the owner's replies are e-mailed; never answered to anyone.",
    },
  },
  lost_pet_sightings: {
    columns: {
      hidden_at: 'Hidden by staff (migration 0030).',
      is_hidden: '1 when the owner hid it from the public page.',
      latitude: 'The point the reporter gave; null when they gave only a ZIP code.',
      phone: "Shown to the report's owner only.",
    },
  },
  lost_pets: {
    columns: {
      found_at: 'When the owner marked the pet found; they may undo it for a day.',
      hidden_at: 'Hidden by staff (migration 0030).',
      photo_signature: 'JSON colour signature of the photo (matching); null without a photo (migration 0020).',
      show_contact_phone: '1 when the owner lets the public report page show contact_phone (migration 0019).',
    },
  },
  media_backups: {
    columns: {
      client_id: "The device gallery's id of the item; unique per user, so a second backup replaces the first.",
      mime_type: "Judged from the file's bytes, not from what the browser declared.",
      path: 'Relative to UPLOAD_DIR: "private/<user id>/<random>.<ext>", never served by /uploads.',
      pet_id: "The owner's pet as the device knew it; no foreign key, a deleted pet leaves the backup intact.",
      tags: 'JSON text: a list of tags.',
    },
  },
  medical_records: {
    columns: {
      reminded_for_due_date: 'The next_due_date its reminder was sent for (migration 0039); a changed due date no longer matches it and is reminded again.',
    },
  },
  member_blocks: {
    table: "A member's block of another (migration 0031): no messages, gifts or contact either way.",
  },
  merchandise_order_items: {
    columns: {
      order_id: 'Null only in a database written outside the app: migration 0018 cannot add a NOT NULL column on SQLite.',
      total_price: "The line's total: unit_price times quantity.",
    },
  },
  merchandise_orders: {
    table: 'An order, from checkout on (migration 0018); its lines are merchandise_order_items.',
    columns: {
      payment_reference: "The payment provider's reference: the Stripe Checkout Session the member was sent to.",
    },
  },
  merchandise_products: {
    columns: {
      retired_at: 'When staff retired it (migration 0034): hidden from members, kept for what names it.',
    },
  },
  message_boards: {
    columns: {
      locked_at: 'Locked by staff (migration 0030): nobody posts or replies there.',
    },
  },
  notifications: {
    columns: {
      found_pet_id: 'The found-pet report an alert is about; null for other notifications.',
      lost_pet_id: 'The lost-pet report an alert or its follow-up is about; null for other notifications.',
      title: 'Null for notifications about a lost-pet report: their text is composed from the report.',
    },
  },
  outbox: {
    table: 'Mail waiting to be sent (or, without SMTP_URL, kept for the operator to read).',
    columns: {
      next_attempt_at: 'Not before this time (backoff after a failed try); null: due now.',
      subject: 'Null for mail about a lost-pet report: it is composed from the report when sent.',
    },
  },
  partner_announcements: {
    columns: {
      retired_at: 'When staff retired it (migration 0034): hidden from members, kept for what names it.',
    },
  },
  pet_matches: {
    table: 'A scored pair of a lost and a found report (migration 0023); each side answers for itself.',
    columns: {
      reasons: 'JSON text: the reasons in plain English, strongest first.',
    },
  },
  photographers: {
    columns: {
      reviewed_at: "The review queue's decision (migration 0028): when, by whom, and a rejection's reason.",
    },
  },
  pins: {
    columns: {
      consecutive_failures: 'Wrong PINs since the last success, across lock windows.',
      failed_attempts: 'Wrong PINs in the current window; reaching the maximum locks PIN login.',
    },
  },
  push_outbox: {
    table: 'Pushes waiting to leave; claimed before sending so two replicas never send one twice. Sent and given-up rows stay two days for the staff overview.',
    columns: {
      sent_at: 'When the push service took it (migration 0036).',
      failed_at: 'When the sender gave up on it (migration 0036).',
    },
  },
  push_subscriptions: {
    table: "One browser's Web Push subscription (RFC 8030 endpoint and RFC 8291 keys), per member and device.",
    columns: {
      auth: "The browser's 16-byte authentication secret, base64url.",
      p256dh: "The browser's P-256 public key, base64url.",
    },
  },
  rate_limits: {
    columns: {
      window_start: 'Unix seconds at which the current window began.',
    },
  },
  reports: {
    table: 'A report of something a member or visitor wrote (migration 0030).',
  },
  server_secrets: {
    table: 'A secret the server generated because the environment set none (migration 0024); shared by every replica.',
  },
  sessions: {
    columns: {
      label: 'The browser and device it started in, e.g. "Chrome on Android" (migration 0016); null on older rows.',
      token_hash: 'SHA-256 of the cookie token; the token itself is never stored.',
    },
  },
  spent_challenges: {
    table: 'A proof-of-work solution already used (migration 0031): each is good once, until it expires.',
    columns: {
      expires_at: 'Unix seconds.',
    },
  },
  story_comments: {
    columns: {
      hidden_at: 'Hidden by staff (migration 0035).',
    },
  },
  uploads: {
    table: 'Files stored under UPLOAD_DIR, owned by the user who uploaded them.',
    columns: {
      lost_pet_id: "The open report a visitor without an account sent this sighting photo for; null for members' uploads.",
      path: 'Relative to UPLOAD_DIR, e.g. "ab/abcdef….jpg"; served at /uploads/<path>.',
      user_id: "The member who uploaded it; null for a visitor's sighting photo (then lost_pet_id names its report).",
    },
  },
  user_settings: {
    columns: {
      report_emails: "1: e-mail about sightings of and messages about the member's lost-pet reports.",
    },
  },
  users: {
    columns: {
      banned_at: 'When staff banned the member; null when not banned.',
      display_name: 'The name other members see: the profile name, else "Member 4821" after the handle (never the e-mail).',
      google_user_data: 'JSON text: { name, email, picture } from the identity provider.',
      handle: 'Unique, lower case, without the `@` (migration 0017); null only for rows written outside sign-in.',
      needs_name: '1 while the member has no name of their own and the app asks for one (migration 0033).',
      role: 'member, moderator or admin (migration 0027).',
      suspended_until: 'Until when staff suspended the member (migration 0030); null when not suspended.',
    },
  },
  vendor_features: {
    columns: {
      retired_at: 'When staff retired it (migration 0034): hidden from members, kept for what names it.',
    },
  },
  veteran_stories: {
    columns: {
      hidden_at: 'Hidden by staff (migration 0035).',
    },
  },
}
