ALTER TABLE "test_gateway_payment_methods" DROP CONSTRAINT "test_gateway_payment_methods_behaviour_check";--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "payment_decline" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "authorization_retried" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "rescue_reminded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_payment_methods" ADD CONSTRAINT "test_gateway_payment_methods_behaviour_check" CHECK ("test_gateway_payment_methods"."behaviour" in ('succeeds', 'declined', 'insufficient_funds', 'live_card_declined', 'always_authenticate', 'authenticate_unless_set_up', 'decline_after_attach'));