import { memberProfilePath } from '@petfolk/contract/members'
import type { ReportContentKind } from '@petfolk/contract/reports'
import type { Db } from '../../db/database.ts'

/** What a report is about, read from the feature's own table. */
export interface ReportedContent {
  text: string | null
  photo_url: string | null
  author_id: number | null
  /** A visitor's name when no member wrote it. */
  author_label: string
  link: string | null
  hidden: boolean
  board_id: number | null
  /** Who may see it, for the reporter check: everyone, or only these members. */
  visibleTo: 'everyone' | number[]
}

const clip = (text: string | null | undefined) => (text ? text.slice(0, 2000) : null)

/** The content a report names, or null when there is no such thing (or it is gone). */
export async function findReportedContent(db: Db, kind: ReportContentKind, id: number): Promise<ReportedContent | null> {
  switch (kind) {
    case 'board_post': {
      const row = await db.selectFrom('board_messages').select(['user_id', 'username', 'title', 'content', 'board_id', 'hidden_at', 'removed_at']).where('id', '=', id).executeTakeFirst()
      if (!row || row.removed_at) return null
      return { text: clip(`${row.title}\n${row.content}`), photo_url: null, author_id: row.user_id, author_label: row.username, link: '/community', hidden: Boolean(row.hidden_at), board_id: row.board_id, visibleTo: 'everyone' }
    }
    case 'board_reply': {
      const row = await db
        .selectFrom('board_replies')
        .innerJoin('board_messages', 'board_messages.id', 'board_replies.message_id')
        .select(['board_replies.user_id', 'board_replies.username', 'board_replies.content', 'board_replies.hidden_at', 'board_messages.board_id'])
        .where('board_replies.id', '=', id)
        .executeTakeFirst()
      if (!row) return null
      return { text: clip(row.content), photo_url: null, author_id: row.user_id, author_label: row.username, link: '/community', hidden: Boolean(row.hidden_at), board_id: row.board_id, visibleTo: 'everyone' }
    }
    case 'direct_message': {
      const row = await db.selectFrom('direct_messages').select(['sender_id', 'receiver_id', 'subject', 'content', 'hidden_at']).where('id', '=', id).executeTakeFirst()
      if (!row) return null
      return { text: clip([row.subject, row.content].filter(Boolean).join('\n')), photo_url: null, author_id: row.sender_id, author_label: 'member', link: null, hidden: Boolean(row.hidden_at), board_id: null, visibleTo: [row.receiver_id, row.sender_id] }
    }
    case 'gift_note': {
      const row = await db.selectFrom('gift_transactions').select(['sender_id', 'receiver_id', 'gift_message', 'hidden_at']).where('id', '=', id).executeTakeFirst()
      if (!row || !row.gift_message) return null
      return { text: clip(row.gift_message), photo_url: null, author_id: row.sender_id, author_label: 'member', link: null, hidden: Boolean(row.hidden_at), board_id: null, visibleTo: [row.receiver_id, row.sender_id] }
    }
    case 'story': {
      const row = await db.selectFrom('veteran_stories').select(['user_id', 'veteran_name', 'story_title', 'story_content', 'dog_photo_url', 'veteran_photo_url', 'hidden_at']).where('id', '=', id).executeTakeFirst()
      if (!row) return null
      return { text: clip(`${row.story_title}\n${row.story_content}`), photo_url: row.dog_photo_url ?? row.veteran_photo_url, author_id: row.user_id, author_label: row.veteran_name, link: '/service-dog-veterans', hidden: Boolean(row.hidden_at), board_id: null, visibleTo: 'everyone' }
    }
    case 'story_comment': {
      const row = await db.selectFrom('story_comments').select(['user_id', 'commenter_name', 'comment_text', 'hidden_at']).where('id', '=', id).executeTakeFirst()
      if (!row) return null
      return { text: clip(row.comment_text), photo_url: null, author_id: row.user_id, author_label: row.commenter_name, link: '/service-dog-veterans', hidden: Boolean(row.hidden_at), board_id: null, visibleTo: 'everyone' }
    }
    case 'showcase_entry': {
      const row = await db.selectFrom('daily_pet_showcase').select(['user_id', 'pet_name', 'story', 'pet_photo', 'hidden_at']).where('id', '=', id).executeTakeFirst()
      if (!row) return null
      return { text: clip([row.pet_name, row.story].filter(Boolean).join('\n')), photo_url: row.pet_photo, author_id: row.user_id, author_label: 'member', link: '/dashboard', hidden: Boolean(row.hidden_at), board_id: null, visibleTo: 'everyone' }
    }
    case 'lost_pet': {
      const row = await db.selectFrom('lost_pets').select(['user_id', 'pet_name', 'last_seen_location', 'additional_details', 'photo_url', 'hidden_at']).where('id', '=', id).executeTakeFirst()
      if (!row) return null
      return { text: clip([row.pet_name, row.last_seen_location, row.additional_details].filter(Boolean).join('\n')), photo_url: row.photo_url, author_id: row.user_id, author_label: 'member', link: `/lost/${id}`, hidden: Boolean(row.hidden_at), board_id: null, visibleTo: 'everyone' }
    }
    case 'found_pet': {
      const row = await db.selectFrom('found_pets').select(['user_id', 'found_location', 'distinctive_markings', 'photo_url', 'hidden_at']).where('id', '=', id).executeTakeFirst()
      if (!row) return null
      return { text: clip([row.found_location, row.distinctive_markings].filter(Boolean).join('\n')), photo_url: row.photo_url, author_id: row.user_id, author_label: 'member', link: `/found/${id}`, hidden: Boolean(row.hidden_at), board_id: null, visibleTo: 'everyone' }
    }
    case 'sighting': {
      const row = await db.selectFrom('lost_pet_sightings').select(['lost_pet_id', 'reporter_user_id', 'name', 'location', 'note', 'photo_url', 'hidden_at']).where('id', '=', id).executeTakeFirst()
      if (!row) return null
      return { text: clip([row.location, row.note].filter(Boolean).join('\n')), photo_url: row.photo_url, author_id: row.reporter_user_id, author_label: row.name ?? 'a visitor', link: `/lost/${row.lost_pet_id}`, hidden: Boolean(row.hidden_at), board_id: null, visibleTo: 'everyone' }
    }
    case 'relay_message': {
      const row = await db
        .selectFrom('lost_pet_relay_messages')
        .innerJoin('lost_pet_relay_threads', 'lost_pet_relay_threads.id', 'lost_pet_relay_messages.thread_id')
        .innerJoin('lost_pets', 'lost_pets.id', 'lost_pet_relay_threads.lost_pet_id')
        .select(['lost_pet_relay_messages.body', 'lost_pet_relay_messages.from_owner', 'lost_pet_relay_messages.hidden_at', 'lost_pet_relay_threads.visitor_name', 'lost_pets.user_id as owner_id'])
        .where('lost_pet_relay_messages.id', '=', id)
        .executeTakeFirst()
      if (!row) return null
      // A visitor's message reaches the owner only; the owner's answer reaches the visitor by e-mail.
      return { text: clip(row.body), photo_url: null, author_id: row.from_owner ? row.owner_id : null, author_label: row.from_owner ? 'member' : row.visitor_name, link: null, hidden: Boolean(row.hidden_at), board_id: null, visibleTo: [row.owner_id] }
    }
    case 'member': {
      const row = await db.selectFrom('users').select(['id', 'display_name', 'handle', 'banned_at']).where('id', '=', id).executeTakeFirst()
      if (!row || row.banned_at) return null
      return { text: `${row.display_name}${row.handle ? ` (@${row.handle})` : ''}`, photo_url: null, author_id: row.id, author_label: row.display_name, link: row.handle ? memberProfilePath(row.handle) : null, hidden: false, board_id: null, visibleTo: 'everyone' }
    }
  }
}
