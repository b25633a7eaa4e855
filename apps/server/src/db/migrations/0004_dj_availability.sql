CREATE TABLE "dj_availability_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dj_availability_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dj_user_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"country" text NOT NULL,
	"city" text,
	"technical_needs" text,
	"availability_type" text DEFAULT 'in_person' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dj_availability_periods_order_check" CHECK ("dj_availability_periods"."to_date" >= "dj_availability_periods"."from_date")
);
--> statement-breakpoint
CREATE TABLE "dj_performance_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dj_performance_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dj_user_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"timezone" text NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dj_performance_hours_day_check" CHECK ("dj_performance_hours"."day_of_week" between 1 and 7),
	CONSTRAINT "dj_performance_hours_length_check" CHECK ("dj_performance_hours"."start_time" <> "dj_performance_hours"."end_time")
);
--> statement-breakpoint
ALTER TABLE "dj_availability_periods" ADD CONSTRAINT "dj_availability_periods_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dj_performance_hours" ADD CONSTRAINT "dj_performance_hours_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dj_availability_periods_owner_to_idx" ON "dj_availability_periods" USING btree ("dj_user_id","to_date");--> statement-breakpoint
CREATE INDEX "dj_performance_hours_owner_idx" ON "dj_performance_hours" USING btree ("dj_user_id");