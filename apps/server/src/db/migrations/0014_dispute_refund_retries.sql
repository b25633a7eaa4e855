ALTER TABLE "disputes" ADD COLUMN "settle_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "settle_error" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "settle_alerted_at" timestamp with time zone;