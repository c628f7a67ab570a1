// The accounts a person can act in: their own, then the labels they are a member of (the web's
// account switcher), each with its plan; and an account's activity log, newest first.
import { sql } from 'drizzle-orm';
import type { ActivityDto, MyAccountsDto } from '../../../domain/teams-dto.ts';
import { personOf, type UserActor } from '../../actor.ts';
import { isoTime } from '../../db/iso-time.ts';
import type { Deps } from '../../deps.ts';

export async function listMyAccounts({ db }: Deps, actor: UserActor): Promise<MyAccountsDto> {
  const { rows } = await db.execute<MyAccountsDto[number]>(sql`
    select u.id "accountId", coalesce(nullif(u.name, ''), u.email) name, 'owner' role from users u where u.id = ${personOf(actor)}
    union all
    (select m.account_id, coalesce(nullif(u.name, ''), u.email), m.role
       from account_members m join users u on u.id = m.account_id
      where m.user_id = ${personOf(actor)} order by lower(u.name), m.account_id)`);
  return rows;
}

const ACTIVITY_PAGE = 100;

export async function listActivity({ db }: Deps, actor: UserActor): Promise<ActivityDto> {
  const { rows } = await db.execute<ActivityDto['items'][number]>(sql`
    select id::text, ${isoTime(sql`created_at`)} at, actor_name who, action, target
      from account_activity where account_id = ${actor.userId}
     order by created_at desc, id desc limit ${ACTIVITY_PAGE}`);
  return { items: rows };
}
