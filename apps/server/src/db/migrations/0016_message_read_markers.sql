ALTER TABLE "message_threads" ADD COLUMN "customer_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "dj_read_at" timestamp with time zone;