/**
 * The two statements GET /api/flow runs, copied from the queries one request logs (Drizzle's text,
 * tests/api/flow-round-trips.test.ts keeps them equal): the session behind the access token,
 * then the flow facts. The app sends both as named (prepared) statements.
 */
export const SESSION_BY_ACCESS_TOKEN = {
  name: 'session_by_access_token',
  text: [
    'select "sessions"."id", "sessions"."access_expires_at", "sessions"."expires_at",',
    '"users"."id", "users"."email", "users"."email_verified", "users"."created_at"',
    'from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"',
    'where ("sessions"."revoked_at" is null and (("sessions"."access_token_hash" = $1 and "sessions"."access_expires_at" > $2)',
    'or ("sessions"."previous_access_token_hash" = $3 and "sessions"."previous_access_until" > $4))) limit $5',
  ].join(' '),
  /** The values the app binds: the token's hash and now, twice, then the limit. */
  values: (hash: string, now: string) => [hash, now, hash, now, 1],
};

export const FLOW_FACTS = {
  name: 'flow_facts',
  text: [
    'select "profiles"."onboarding_completed", "profiles"."invite_status", "profiles"."tinder_connected", "profiles"."hinge_connected",',
    '"profiles"."flow_marks", exists (select 1 from "personality_profiles" where "personality_profiles"."user_id" = "users"."id"),',
    '(select count(*) from "automation_sessions" where "automation_sessions"."user_id" = "users"."id")',
    'from "users" left join "profiles" on "profiles"."user_id" = "users"."id" where "users"."id" = $1',
  ].join(' '),
  values: (userId: string) => [userId],
};
