CREATE TABLE "mixcloud_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"access_token_sealed" text NOT NULL,
	"token_status" text DEFAULT 'ok' NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mixcloud_publishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mixcloud_publishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dj_user_id" integer NOT NULL,
	"set_id" integer,
	"target" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"tags" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"mp3_key" text NOT NULL,
	"mp3_size_bytes" bigint NOT NULL,
	"mp3_name" text NOT NULL,
	"own_file" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"next_attempt_at" timestamp with time zone,
	"cloudcast_key" text,
	"cloudcast_url" text,
	"sections_on_mixcloud" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mixcloud_connections" ADD CONSTRAINT "mixcloud_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixcloud_publishes" ADD CONSTRAINT "mixcloud_publishes_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixcloud_publishes" ADD CONSTRAINT "mixcloud_publishes_set_id_dj_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."dj_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mixcloud_publishes_owner_idx" ON "mixcloud_publishes" USING btree ("dj_user_id","created_at");--> statement-breakpoint
CREATE INDEX "mixcloud_publishes_set_idx" ON "mixcloud_publishes" USING btree ("set_id","created_at");