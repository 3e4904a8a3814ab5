// npm run admin -- grant <e-mail or @handle> <moderator|admin> | revoke <e-mail or @handle> | list
// Names a community's first staff from the machine it runs on, or recovers one whose admins are
// gone. Each change is written to the audit log as taken from the command line.
import { ROLES, type Role } from '@petfolk/contract/staff'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/database.ts'
import { migrateToLatest } from '../src/db/migrate.ts'
import { changeRole, findMemberByAddress } from '../src/features/staff/roles.ts'
import { searchStaffMembers } from '../src/features/staff/members-store.ts'

const USAGE = `Usage:
  npm run admin -- grant <e-mail or @handle> <moderator|admin>
  npm run admin -- revoke <e-mail or @handle>
  npm run admin -- list`

const [command, who, roleArg] = process.argv.slice(2)
const granted = ROLES.find((r) => r === roleArg && r !== 'member')
if (!((command === 'grant' && who && granted) || (command === 'revoke' && who && !roleArg) || (command === 'list' && !who))) {
  console.error(USAGE)
  process.exit(2)
}

const config = loadConfig()
const database = openDatabase(config.databaseUrl)
try {
  await migrateToLatest(database)
  if (command === 'list') {
    const staff = await searchStaffMembers(database.db, { role: 'staff' }, { limit: 1000, after: null })
    if (staff.length === 0) console.log('No staff yet. Grant a role with: npm run admin -- grant <e-mail or @handle> admin')
    for (const m of staff) console.log(`${m.role.padEnd(9)} ${m.handle ? `@${m.handle}` : '-'} ${m.email}`)
  } else {
    const member = await findMemberByAddress(database.db, who ?? '')
    if (!member) {
      console.error(`No member ${who} has signed in to this Petfolk yet. They sign in once, then you grant the role.`)
      process.exitCode = 1
    } else {
      const role: Role = command === 'grant' && granted ? granted : 'member'
      const reason = command === 'grant' ? `Granted ${role} from the command line.` : 'Revoked from the command line.'
      const result = await changeRole(database.db, { memberId: member.id, role, actor: { label: 'command line' }, reason, at: new Date(), keepAnAdmin: false })
      const name = member.handle ? `@${member.handle}` : member.email
      console.log(result.changed ? `${name} is now ${role === 'member' ? 'a member' : `${role === 'admin' ? 'an' : 'a'} ${role}`}.` : `${name} is already ${member.role === 'member' ? 'a member' : `${member.role === 'admin' ? 'an' : 'a'} ${member.role}`}; nothing changed.`)
    }
  }
} finally {
  await database.close()
}
