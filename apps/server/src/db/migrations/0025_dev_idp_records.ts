import type { Kysely } from 'kysely'

/**
 * The development identity provider's records (its interactions, sessions, grants and codes, and
 * the test identities typed into its form), kept where every replica finds them: a sign-in may
 * start on one replica and continue on another (docs/decisions/046). Rows are short-lived; the
 * session sweeper deletes them once past `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dev_idp_records')
    // oidc-provider's model name (Interaction, Session, Grant, AuthorizationCode…, or DevAccount).
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    // The provider's payload as JSON, read back as it was written.
    .addColumn('payload', 'text', (c) => c.notNull())
    // Copied out of the payload for the provider's lookups by them.
    .addColumn('grant_id', 'text')
    .addColumn('uid', 'text')
    .addColumn('user_code', 'text')
    .addColumn('consumed_at', 'text')
    .addColumn('expires_at', 'text')
    .addPrimaryKeyConstraint('dev_idp_records_pk', ['model', 'record_id'])
    .execute()
  await db.schema.createIndex('dev_idp_records_uid_idx').on('dev_idp_records').columns(['model', 'uid']).execute()
  await db.schema.createIndex('dev_idp_records_grant_idx').on('dev_idp_records').columns(['model', 'grant_id']).execute()
  await db.schema.createIndex('dev_idp_records_expires_idx').on('dev_idp_records').column('expires_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dev_idp_records').execute()
}
