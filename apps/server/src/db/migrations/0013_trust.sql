CREATE TABLE "test_gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_refunds_amount_check" CHECK ("test_gateway_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_transfer_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_transfer_reversals_amount_check" CHECK ("test_gateway_transfer_reversals"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "account_suspensions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"suspended_by_user_id" integer,
	"suspended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by_user_id" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_target_check" CHECK ("content_reports"."target_type" in ('review', 'message')),
	CONSTRAINT "content_reports_status_check" CHECK ("content_reports"."status" in ('open', 'resolved')),
	CONSTRAINT "content_reports_resolution_check" CHECK ("content_reports"."resolution" is null or "content_reports"."resolution" in ('removed', 'kept'))
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"opened_by_user_id" integer NOT NULL,
	"opened_by_side" text NOT NULL,
	"reason" text NOT NULL,
	"statement" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"charged_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"outcome" text,
	"refund_minor" integer,
	"dj_share_minor" integer,
	"platform_share_minor" integer,
	"decision_note" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_side_check" CHECK ("disputes"."opened_by_side" in ('customer', 'dj')),
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'answered', 'decided')),
	CONSTRAINT "disputes_outcome_check" CHECK ("disputes"."outcome" is null or "disputes"."outcome" in ('full_refund', 'partial_refund', 'no_refund')),
	CONSTRAINT "disputes_split_check" CHECK ("disputes"."refund_minor" is null or ("disputes"."refund_minor" >= 0 and "disputes"."refund_minor" <= "disputes"."charged_minor" and "disputes"."dj_share_minor" + "disputes"."platform_share_minor" = "disputes"."refund_minor"))
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"customer_user_id" integer NOT NULL,
	"dj_user_id" integer NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"body" text NOT NULL,
	"previous_bodies" text[] DEFAULT '{}'::text[] NOT NULL,
	"edited_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_user_id" integer,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dispute_id" integer NOT NULL,
	"payout_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"reversal_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_adjustments_kind_check" CHECK ("payout_adjustments"."kind" in ('reduced', 'reversed')),
	CONSTRAINT "payout_adjustments_amount_check" CHECK ("payout_adjustments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"author_user_id" integer NOT NULL,
	"subject_user_id" integer NOT NULL,
	"author_side" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_author_side_check" CHECK ("reviews"."author_side" in ('customer', 'dj'))
);
--> statement-breakpoint
ALTER TABLE "test_gateway_refunds" ADD CONSTRAINT "test_gateway_refunds_intent_id_test_gateway_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."test_gateway_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_transfer_reversals" ADD CONSTRAINT "test_gateway_transfer_reversals_transfer_id_test_gateway_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."test_gateway_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_suspended_by_user_id_users_id_fk" FOREIGN KEY ("suspended_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_operator_user_id_users_id_fk" FOREIGN KEY ("operator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_adjustments" ADD CONSTRAINT "payout_adjustments_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_adjustments" ADD CONSTRAINT "payout_adjustments_payout_id_booking_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."booking_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_refunds_idempotency_unique" ON "test_gateway_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_gateway_refunds_intent_idx" ON "test_gateway_refunds" USING btree ("intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_transfer_reversals_idempotency_unique" ON "test_gateway_transfer_reversals" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_gateway_transfer_reversals_transfer_idx" ON "test_gateway_transfer_reversals" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_target_reporter_unique" ON "content_reports" USING btree ("target_type","target_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("created_at") WHERE "content_reports"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_booking_unique" ON "disputes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_request_dj_unique" ON "message_threads" USING btree ("request_id","dj_user_id");--> statement-breakpoint
CREATE INDEX "message_threads_customer_idx" ON "message_threads" USING btree ("customer_user_id");--> statement-breakpoint
CREATE INDEX "message_threads_dj_idx" ON "message_threads" USING btree ("dj_user_id");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "operator_audit_created_idx" ON "operator_audit" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_adjustments_dispute_payout_unique" ON "payout_adjustments" USING btree ("dispute_id","payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_author_unique" ON "reviews" USING btree ("booking_id","author_user_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_user_id","created_at");