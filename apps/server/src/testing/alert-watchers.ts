import { sql } from 'kysely'
import type { Db } from '../db/database.ts'
import { zipCentroid } from '../geo/geo.ts'

export interface WatcherGroup {
  /** How many members to add; each watches one of `zips`, taken in turn. */
  count: number
  /** Distinguishes the group's e-mail addresses: `${label}-${n}@watchers.example`. */
  label: string
  zips: readonly string[]
  radius: number
  species?: readonly string[]
  emailAlerts?: boolean
}

/**
 * Adds many members with lost-pet alert preferences, set-based (a few statements whatever the
 * count), for the fan-out tests and `npm run bench:alerts`. Answers the new members' id range.
 */
export async function addWatchers(db: Db, group: WatcherGroup, now = new Date()): Promise<{ firstId: number; lastId: number }> {
  const at = now.toISOString()
  const places = group.zips.map((zip, i) => {
    const centre = zipCentroid(zip)
    if (!centre) throw new Error(`unknown ZIP ${zip}`)
    return sql`(cast(${i} as integer), ${zip}, cast(${centre.latitude} as double precision), cast(${centre.longitude} as double precision))`
  })
  const before = await db.selectFrom('users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()
  const afterId = Number(before.id ?? 0)
  await sql`
    insert into users (email, google_sub, google_user_data, display_name, created_at, updated_at, last_signed_in_at)
    with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${group.count})
    select ${group.label} || '-' || n || '@watchers.example', ${group.label} || '-sub-' || n, '{}', 'Watcher ' || n, ${at}, ${at}, ${at} from seq
  `.execute(db)
  const after = await db.selectFrom('users').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()
  const lastId = Number(after.id)
  const zipList = JSON.stringify(group.zips)
  await sql`
    insert into alert_preferences (user_id, zip_codes, alert_radius, email_alerts, species_preferences, updated_at)
    select id, ${zipList}, cast(${group.radius} as integer), cast(${group.emailAlerts === false ? 0 : 1} as integer), ${JSON.stringify(group.species ?? [])}, ${at}
    from users where id > ${afterId} and id <= ${lastId}
  `.execute(db)
  await sql`
    insert into alert_zip_codes (user_id, zip_code, latitude, longitude, alert_radius, species_preferences)
    with places(i, zip, latitude, longitude) as (values ${sql.join(places)})
    select u.id, p.zip, p.latitude, p.longitude, cast(${group.radius} as integer), ${JSON.stringify(group.species ?? [])}
    from users u join places p on p.i = u.id % ${group.zips.length}
    where u.id > ${afterId} and u.id <= ${lastId}
  `.execute(db)
  return { firstId: afterId + 1, lastId }
}
