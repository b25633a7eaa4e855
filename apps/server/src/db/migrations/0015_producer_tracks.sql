CREATE TABLE "producer_track_files" (
	"track_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"price_minor" integer,
	"entries" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "producer_track_files_track_id_kind_pk" PRIMARY KEY("track_id","kind")
);
--> statement-breakpoint
CREATE TABLE "producer_track_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"track_id" integer NOT NULL,
	"kind" text NOT NULL,
	"buyer_user_id" integer,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"sold_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producer_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"producer_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"genre" text NOT NULL,
	"bpm" integer,
	"currency" text NOT NULL,
	"rights_confirmed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producer_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"producer_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"offset_bytes" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"error" text,
	"content_type" text,
	"entries" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "producer_track_files" ADD CONSTRAINT "producer_track_files_track_id_producer_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."producer_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_track_sales" ADD CONSTRAINT "producer_track_sales_track_id_producer_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."producer_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_track_sales" ADD CONSTRAINT "producer_track_sales_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_tracks" ADD CONSTRAINT "producer_tracks_producer_user_id_users_id_fk" FOREIGN KEY ("producer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_uploads" ADD CONSTRAINT "producer_uploads_producer_user_id_users_id_fk" FOREIGN KEY ("producer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "producer_track_sales_track_idx" ON "producer_track_sales" USING btree ("track_id","kind");--> statement-breakpoint
CREATE INDEX "producer_tracks_owner_idx" ON "producer_tracks" USING btree ("producer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "producer_uploads_owner_idx" ON "producer_uploads" USING btree ("producer_user_id","status");