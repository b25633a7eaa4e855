CREATE TABLE "booking_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"dj_user_id" integer NOT NULL,
	"status" text NOT NULL,
	"hourly_rate_minor" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"counter_hourly_rate_minor" integer,
	"counter_amount_minor" integer,
	"counter_by" text,
	"awaiting" text,
	"message" text,
	"status_message" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_offers_status_check" CHECK ("booking_offers"."status" in ('pending', 'negotiating', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "booking_offers_awaiting_check" CHECK ("booking_offers"."awaiting" is null or "booking_offers"."awaiting" in ('customer', 'dj')),
	CONSTRAINT "booking_offers_counter_by_check" CHECK ("booking_offers"."counter_by" is null or "booking_offers"."counter_by" in ('customer', 'dj')),
	CONSTRAINT "booking_offers_amounts_check" CHECK ("booking_offers"."hourly_rate_minor" > 0 and "booking_offers"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"dj_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"gateway" text NOT NULL,
	"transfer_id" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payouts_kind_check" CHECK ("booking_payouts"."kind" in ('upfront', 'after_event')),
	CONSTRAINT "booking_payouts_status_check" CHECK ("booking_payouts"."status" in ('scheduled', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "booking_payouts_amount_check" CHECK ("booking_payouts"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"offer_id" integer,
	"dj_user_id" integer NOT NULL,
	"customer_user_id" integer NOT NULL,
	"status" text NOT NULL,
	"hourly_rate_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"platform_fee_minor" integer NOT NULL,
	"processing_fee_minor" integer NOT NULL,
	"dj_payout_minor" integer NOT NULL,
	"payment_terms" text,
	"cancellation_notice_hours" integer,
	"equipment_provided" text[] DEFAULT '{}'::text[] NOT NULL,
	"additional_terms" text,
	"special_requirements" text,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_role" text,
	"cancelled_by_user_id" integer,
	"cancel_reason" text,
	"cancellation_charge_minor" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('awaiting_confirmation', 'confirmed', 'completed', 'cancelled', 'expired')),
	CONSTRAINT "bookings_payment_terms_check" CHECK ("bookings"."payment_terms" is null or "bookings"."payment_terms" in ('50_50', 'upfront', 'after', '30_70')),
	CONSTRAINT "bookings_notice_check" CHECK ("bookings"."cancellation_notice_hours" is null or "bookings"."cancellation_notice_hours" in (24, 48, 72, 168)),
	CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by_role" is null or "bookings"."cancelled_by_role" in ('customer', 'dj')),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."amount_minor" > 0 and "bookings"."dj_payout_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"destination_account_ref" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"source_intent_id" text,
	"transfer_group" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_transfers_amount_check" CHECK ("test_gateway_transfers"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payouts" ADD CONSTRAINT "booking_payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payouts" ADD CONSTRAINT "booking_payouts_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offer_id_booking_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."booking_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_offers_request_idx" ON "booking_offers" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "booking_offers_dj_idx" ON "booking_offers" USING btree ("dj_user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_offers_live_unique" ON "booking_offers" USING btree ("request_id","dj_user_id") WHERE "booking_offers"."status" in ('pending', 'negotiating');--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payouts_kind_unique" ON "booking_payouts" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "booking_payouts_due_idx" ON "booking_payouts" USING btree ("due_at") WHERE "booking_payouts"."status" in ('scheduled', 'failed');--> statement-breakpoint
CREATE INDEX "booking_payouts_dj_idx" ON "booking_payouts" USING btree ("dj_user_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_per_request_unique" ON "bookings" USING btree ("request_id") WHERE "bookings"."status" in ('awaiting_confirmation', 'confirmed', 'completed');--> statement-breakpoint
CREATE INDEX "bookings_request_idx" ON "bookings" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "bookings_dj_idx" ON "bookings" USING btree ("dj_user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_transfers_idempotency_unique" ON "test_gateway_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_gateway_transfers_destination_idx" ON "test_gateway_transfers" USING btree ("destination_account_ref","created_at");