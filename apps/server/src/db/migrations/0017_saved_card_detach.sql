ALTER TABLE "booking_requests" ADD COLUMN "saved_card_detached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_gateway_payment_methods" ADD COLUMN "detached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_gateway_payment_methods" ADD COLUMN "detached_from_customer_ref" text;