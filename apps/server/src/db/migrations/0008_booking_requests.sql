CREATE TABLE "booking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_payment_authorizations" (
	"intent_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"gateway" text NOT NULL,
	"user_id" integer NOT NULL,
	"dj_user_id" integer,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"hourly_rate_minor" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"strategy" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payment_authorizations_kind_check" CHECK ("booking_payment_authorizations"."kind" in ('payment_intent', 'setup_intent'))
);
--> statement-breakpoint
CREATE TABLE "booking_request_recipients" (
	"request_id" integer NOT NULL,
	"dj_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "booking_request_recipients_request_id_dj_user_id_pk" PRIMARY KEY("request_id","dj_user_id"),
	CONSTRAINT "booking_request_recipients_reason_check" CHECK ("booking_request_recipients"."reason" in ('targeted', 'matching', 'similar'))
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_user_id" integer NOT NULL,
	"customer_role" text NOT NULL,
	"dj_user_id" integer,
	"accepted_dj_user_id" integer,
	"description" text NOT NULL,
	"similar_djs" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"example_playlist" text,
	"event_at" timestamp with time zone NOT NULL,
	"event_timezone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"event_ends_at" timestamp with time zone NOT NULL,
	"performance_type" text NOT NULL,
	"city" text,
	"country" text,
	"hourly_budget_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"platform_fee_minor" integer NOT NULL,
	"processing_fee_minor" integer NOT NULL,
	"dj_payout_minor" integer NOT NULL,
	"charge_minor" integer,
	"authorization_strategy" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"off_session_pending" boolean DEFAULT false NOT NULL,
	"payment_error" text,
	"gateway" text NOT NULL,
	"payment_intent_id" text,
	"setup_intent_id" text,
	"payment_method_id" text,
	"idempotency_key" text,
	"routed_at" timestamp with time zone NOT NULL,
	"shared_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_customer_role_check" CHECK ("booking_requests"."customer_role" in ('venue', 'enthusiast')),
	CONSTRAINT "booking_requests_status_check" CHECK ("booking_requests"."status" in ('routed_to_dj', 'shared', 'accepted', 'confirmed', 'completed', 'expired', 'cancelled')),
	CONSTRAINT "booking_requests_payment_status_check" CHECK ("booking_requests"."payment_status" in ('card_saved', 'authorized', 'captured', 'released', 'failed')),
	CONSTRAINT "booking_requests_performance_type_check" CHECK ("booking_requests"."performance_type" in ('remote', 'onsite')),
	CONSTRAINT "booking_requests_strategy_check" CHECK ("booking_requests"."authorization_strategy" in ('save_payment_method', 'authorize_now')),
	CONSTRAINT "booking_requests_gateway_check" CHECK ("booking_requests"."gateway" in ('test', 'stripe')),
	CONSTRAINT "booking_requests_amounts_check" CHECK ("booking_requests"."amount_minor" > 0 and "booking_requests"."hourly_budget_minor" > 0 and "booking_requests"."duration_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payment_authorizations" ADD CONSTRAINT "booking_payment_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_recipients" ADD CONSTRAINT "booking_request_recipients_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_request_recipients" ADD CONSTRAINT "booking_request_recipients_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_dj_user_id_users_id_fk" FOREIGN KEY ("dj_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_accepted_dj_user_id_users_id_fk" FOREIGN KEY ("accepted_dj_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_request_idx" ON "booking_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "booking_events_undelivered_idx" ON "booking_events" USING btree ("id") WHERE "booking_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "booking_payment_authorizations_user_idx" ON "booking_payment_authorizations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payment_authorizations_key_unique" ON "booking_payment_authorizations" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_request_recipients_dj_idx" ON "booking_request_recipients" USING btree ("dj_user_id","reached_at");--> statement-breakpoint
CREATE INDEX "booking_requests_customer_idx" ON "booking_requests" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_status_expires_idx" ON "booking_requests" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_payment_intent_unique" ON "booking_requests" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_setup_intent_unique" ON "booking_requests" USING btree ("setup_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_requests_idempotency_unique" ON "booking_requests" USING btree ("customer_user_id","idempotency_key");