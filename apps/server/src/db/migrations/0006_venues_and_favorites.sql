CREATE TABLE "co_stream_destinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "co_stream_destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"destination_venue_user_id" integer NOT NULL,
	"price_minor" integer DEFAULT 1999 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_artists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorite_artists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"artist_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_djs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorite_djs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"dj_name" text NOT NULL,
	"dj_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_event_co_stream_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_event_co_stream_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"dj_name" text NOT NULL,
	"start_time" time NOT NULL,
	"duration_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"event_date" date NOT NULL,
	"event_time" time NOT NULL,
	"timezone" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"dj_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"co_stream_enabled" boolean DEFAULT false NOT NULL,
	"duration_minutes" integer DEFAULT 120 NOT NULL,
	"flyer_image_url" text,
	"ticket_url" text,
	"ticket_price_minor" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"city" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_events_remote_or_co_stream_check" CHECK (not ("venue_events"."is_remote" and "venue_events"."co_stream_enabled"))
);
--> statement-breakpoint
CREATE TABLE "venue_opening_hours" (
	"venue_user_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"open_time" time NOT NULL,
	"close_time" time NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_opening_hours_venue_user_id_day_of_week_pk" PRIMARY KEY("venue_user_id","day_of_week"),
	CONSTRAINT "venue_opening_hours_day_check" CHECK ("venue_opening_hours"."day_of_week" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "co_stream_destinations" ADD CONSTRAINT "co_stream_destinations_event_id_venue_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."venue_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_stream_destinations" ADD CONSTRAINT "co_stream_destinations_destination_venue_user_id_users_id_fk" FOREIGN KEY ("destination_venue_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_artists" ADD CONSTRAINT "favorite_artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_djs" ADD CONSTRAINT "favorite_djs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_djs" ADD CONSTRAINT "favorite_djs_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_event_co_stream_slots" ADD CONSTRAINT "venue_event_co_stream_slots_event_id_venue_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."venue_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_events" ADD CONSTRAINT "venue_events_venue_user_id_users_id_fk" FOREIGN KEY ("venue_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_opening_hours" ADD CONSTRAINT "venue_opening_hours_venue_user_id_users_id_fk" FOREIGN KEY ("venue_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "co_stream_destinations_event_venue_unique" ON "co_stream_destinations" USING btree ("event_id","destination_venue_user_id");--> statement-breakpoint
CREATE INDEX "co_stream_destinations_destination_idx" ON "co_stream_destinations" USING btree ("destination_venue_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_artists_owner_name_unique" ON "favorite_artists" USING btree ("user_id",lower("artist_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_djs_owner_name_unique" ON "favorite_djs" USING btree ("user_id",lower("dj_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "venue_event_co_stream_slots_position_unique" ON "venue_event_co_stream_slots" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "venue_events_owner_date_idx" ON "venue_events" USING btree ("venue_user_id","event_date","event_time");--> statement-breakpoint
CREATE INDEX "venue_events_public_starts_idx" ON "venue_events" USING btree ("is_public","starts_at");