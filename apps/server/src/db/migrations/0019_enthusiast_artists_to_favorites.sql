-- An enthusiast's preferred artists of sign-up are favorite artists (the Favorites tab, decision record 046): move
-- them there, once per artist whatever the case, and leave the profile's copy empty so the two cannot drift.
INSERT INTO "favorite_artists" ("user_id", "artist_name", "created_at")
SELECT "enthusiast_profiles"."user_id", trim("artist"."name"), "users"."created_at"
FROM "enthusiast_profiles"
JOIN "users" ON "users"."id" = "enthusiast_profiles"."user_id"
CROSS JOIN LATERAL unnest("enthusiast_profiles"."preferred_artists") AS "artist"("name")
WHERE trim("artist"."name") <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "enthusiast_profiles" SET "preferred_artists" = '{}' WHERE cardinality("preferred_artists") > 0;
