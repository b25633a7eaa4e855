ALTER TABLE "booking_requests" DROP CONSTRAINT "booking_requests_status_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
DROP INDEX "bookings_live_per_request_unique";--> statement-breakpoint
ALTER TABLE "booking_offers" ADD COLUMN "payment_terms" text DEFAULT '50_50' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_offers" ADD COLUMN "cancellation_notice_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dj_payment_terms" text DEFAULT '50_50' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dj_cancellation_notice_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "terms_proposed_by" text DEFAULT 'dj' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dj_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "terms_declined_message" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "terms_declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD COLUMN "default_payment_terms" text DEFAULT '50_50' NOT NULL;--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD COLUMN "default_cancellation_notice_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_per_request_unique" ON "bookings" USING btree ("request_id") WHERE "bookings"."status" in ('awaiting_confirmation', 'awaiting_dj_agreement', 'confirmed', 'completed');--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_status_check" CHECK ("booking_requests"."status" in ('routed_to_dj', 'shared', 'accepted', 'awaiting_dj_agreement', 'confirmed', 'completed', 'expired', 'cancelled'));--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_payment_terms_check" CHECK ("booking_offers"."payment_terms" in ('50_50', 'upfront', 'after', '30_70'));--> statement-breakpoint
ALTER TABLE "booking_offers" ADD CONSTRAINT "booking_offers_notice_check" CHECK ("booking_offers"."cancellation_notice_hours" in (24, 48, 72, 168));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dj_payment_terms_check" CHECK ("bookings"."dj_payment_terms" in ('50_50', 'upfront', 'after', '30_70'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dj_notice_check" CHECK ("bookings"."dj_cancellation_notice_hours" in (24, 48, 72, 168));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_terms_proposed_by_check" CHECK ("bookings"."terms_proposed_by" in ('dj', 'customer'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('awaiting_confirmation', 'awaiting_dj_agreement', 'confirmed', 'completed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD CONSTRAINT "dj_profiles_default_payment_terms_check" CHECK ("dj_profiles"."default_payment_terms" in ('50_50', 'upfront', 'after', '30_70'));--> statement-breakpoint
ALTER TABLE "dj_profiles" ADD CONSTRAINT "dj_profiles_default_notice_check" CHECK ("dj_profiles"."default_cancellation_notice_hours" in (24, 48, 72, 168));--> statement-breakpoint
UPDATE "bookings" SET "customer_agreed_at" = "confirmed_at" WHERE "confirmed_at" IS NOT NULL;