CREATE TYPE "public"."blog_category" AS ENUM('technology', 'tutorials', 'business', 'industry');--> statement-breakpoint
CREATE TYPE "public"."dj_set_type" AS ENUM('audio', 'video', 'tracklist');--> statement-breakpoint
CREATE TYPE "public"."set_platform" AS ENUM('mixcloud', 'soundcloud', 'youtube', 'twitch', 'libsyn', 'other');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('dj', 'venue', 'enthusiast', 'producer', 'label', 'tour_manager');--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content_html" text NOT NULL,
	"category" "blog_category" NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"read_time" integer NOT NULL,
	"featured_image" text,
	"featured" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"source_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dj_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dj_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dj_user_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"set_type" "dj_set_type" DEFAULT 'audio' NOT NULL,
	"platform" "set_platform" NOT NULL,
	"external_url" text NOT NULL,
	"embed_html" text,
	"tracklist" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dj_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stage_name" text NOT NULL,
	"slug" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"hourly_rate_min_minor" integer DEFAULT 8000 NOT NULL,
	"until_date" date,
	"accepts_in_person" boolean DEFAULT true NOT NULL,
	"accepts_co_streaming" boolean DEFAULT false NOT NULL,
	"accepts_remote_venues" boolean DEFAULT false NOT NULL,
	"accepts_remote_private" boolean DEFAULT false NOT NULL,
	"preferred_artists" text[] DEFAULT '{}'::text[] NOT NULL,
	"website_url" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"profile_image_url" text,
	"banner_image_url" text,
	"current_city" text,
	"current_country" text,
	"availability_type" text DEFAULT 'home_base' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enthusiast_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"accepts_remote_performances" boolean DEFAULT true NOT NULL,
	"preferred_artists" text[] DEFAULT '{}'::text[] NOT NULL,
	"favorite_genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "label_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"label_name" text NOT NULL,
	"catalogue_size" integer,
	"monetize_back_catalogue" boolean DEFAULT false NOT NULL,
	"promote_to_djs" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"producer_name" text NOT NULL,
	"catalogue_size" integer,
	"want_to_remix" boolean DEFAULT false NOT NULL,
	"want_others_to_remix" boolean DEFAULT false NOT NULL,
	"want_to_promote" boolean DEFAULT false NOT NULL,
	"accepts_in_person" boolean DEFAULT false NOT NULL,
	"offers_training" boolean DEFAULT false NOT NULL,
	"training_currency" text DEFAULT 'USD' NOT NULL,
	"training_hourly_rate_minor" integer DEFAULT 0 NOT NULL,
	"training_experience_years" integer DEFAULT 0 NOT NULL,
	"training_specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"remix_handle" text,
	"primary_daw" text,
	"secondary_daws" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"preferred_artists" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"venue_name" text NOT NULL,
	"venue_type" text DEFAULT 'club' NOT NULL,
	"capacity" integer,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"hourly_budget_min_minor" integer DEFAULT 5000 NOT NULL,
	"hourly_budget_max_minor" integer DEFAULT 20000 NOT NULL,
	"accepts_remote_djs" boolean DEFAULT true NOT NULL,
	"remote_streaming" text DEFAULT 'both' NOT NULL,
	"venue_url" text,
	"venue_email" text,
	"preferred_artists" text[] DEFAULT '{}'::text[] NOT NULL,
	"banner_image_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"user_type" "user_type" NOT NULL,
	"display_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"country" text,
	"city" text,
	"timezone" text,
	"app_id" text NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dj_sets" ADD CONSTRAINT "dj_sets_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD CONSTRAINT "dj_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enthusiast_profiles" ADD CONSTRAINT "enthusiast_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_profiles" ADD CONSTRAINT "label_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producer_profiles" ADD CONSTRAINT "producer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_profiles" ADD CONSTRAINT "venue_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_unique" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("is_published","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dj_sets_owner_slug_unique" ON "dj_sets" USING btree ("dj_user_id","slug");--> statement-breakpoint
CREATE INDEX "dj_sets_public_recent_idx" ON "dj_sets" USING btree ("is_public","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dj_profiles_slug_unique" ON "dj_profiles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "producer_profiles_remix_handle_unique" ON "producer_profiles" USING btree (lower("remix_handle"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_app_id_unique" ON "users" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "users_user_type_idx" ON "users" USING btree ("user_type");