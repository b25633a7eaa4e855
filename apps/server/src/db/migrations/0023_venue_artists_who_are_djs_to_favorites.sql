-- The artists a venue named at sign-up who are Cuepoint DJs (a DJ's stage name, any case) are its favorite DJs, linked
-- to the DJ's account, as sign-up now makes them (issue 30); once per name, earlier favorites kept. The profile keeps
-- its list: the names are also its taste for matchmaking.
INSERT INTO "favorite_djs" ("user_id", "dj_name", "dj_user_id", "created_at")
SELECT DISTINCT ON ("venue_profiles"."user_id", lower("dj_profiles"."stage_name"))
  "venue_profiles"."user_id", "dj_profiles"."stage_name", "dj_profiles"."user_id", "users"."created_at"
FROM "venue_profiles"
JOIN "users" ON "users"."id" = "venue_profiles"."user_id"
CROSS JOIN LATERAL unnest("venue_profiles"."preferred_artists") AS "artist"("name")
JOIN "dj_profiles" ON lower("dj_profiles"."stage_name") = lower(trim("artist"."name"))
JOIN "users" AS "dj_users" ON "dj_users"."id" = "dj_profiles"."user_id" AND "dj_users"."user_type" = 'dj'
WHERE trim("artist"."name") <> ''
ORDER BY "venue_profiles"."user_id", lower("dj_profiles"."stage_name"), "dj_profiles"."user_id"
ON CONFLICT DO NOTHING;
