CREATE TABLE "dj_media_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"dj_user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"declared_mime_type" text,
	"detected_mime_type" text,
	"size_bytes" bigint NOT NULL,
	"offset_bytes" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"set_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dj_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dj_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dj_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"event_type" text DEFAULT 'dj_set' NOT NULL,
	"is_co_streaming_available" boolean DEFAULT true NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dj_feature_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dj_feature_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dj_user_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'granted' NOT NULL,
	"featured_from" timestamp with time zone,
	"featured_until" timestamp with time zone,
	"cooldown_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dj_sets" ALTER COLUMN "external_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_sets" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_sets" ADD COLUMN "tracklist_tracks" jsonb;--> statement-breakpoint
ALTER TABLE "dj_sets" ADD COLUMN "media_key" text;--> statement-breakpoint
ALTER TABLE "dj_sets" ADD COLUMN "media_mime_type" text;--> statement-breakpoint
ALTER TABLE "dj_sets" ADD COLUMN "media_size_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_sets" ADD COLUMN "media_original_name" text;--> statement-breakpoint
ALTER TABLE "dj_sets" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_media_uploads" ADD CONSTRAINT "dj_media_uploads_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_media_uploads" ADD CONSTRAINT "dj_media_uploads_set_id_dj_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."dj_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_events" ADD CONSTRAINT "dj_events_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_feature_requests" ADD CONSTRAINT "dj_feature_requests_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dj_media_uploads_owner_idx" ON "dj_media_uploads" USING btree ("dj_user_id","status");--> statement-breakpoint
CREATE INDEX "dj_events_owner_start_idx" ON "dj_events" USING btree ("dj_user_id","start_time");--> statement-breakpoint
CREATE INDEX "dj_feature_requests_owner_idx" ON "dj_feature_requests" USING btree ("dj_user_id","requested_at");--> statement-breakpoint
CREATE INDEX "dj_feature_requests_featured_idx" ON "dj_feature_requests" USING btree ("featured_until");--> statement-breakpoint
CREATE INDEX "dj_sets_owner_created_idx" ON "dj_sets" USING btree ("dj_user_id","created_at");