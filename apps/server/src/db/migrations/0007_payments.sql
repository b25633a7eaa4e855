CREATE TABLE "payment_connected_accounts" (
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"account_ref" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_connected_accounts_user_id_gateway_pk" PRIMARY KEY("user_id","gateway"),
	CONSTRAINT "payment_connected_accounts_gateway_check" CHECK ("payment_connected_accounts"."gateway" in ('test', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"customer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_gateway_pk" PRIMARY KEY("user_id","gateway"),
	CONSTRAINT "payment_customers_gateway_check" CHECK ("payment_customers"."gateway" in ('test', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" integer,
	"amount_capturable_minor" integer DEFAULT 0 NOT NULL,
	"amount_received_minor" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"customer_ref" text,
	"payment_method_id" text,
	"capture_method" text,
	"usage" text,
	"off_session" boolean DEFAULT false NOT NULL,
	"client_secret" text NOT NULL,
	"last_error" jsonb,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"destination_account_ref" text,
	"application_fee_minor" integer,
	"cancellation_reason" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_intents_status_check" CHECK ("test_gateway_intents"."status" in ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'succeeded', 'canceled')),
	CONSTRAINT "test_gateway_intents_payment_check" CHECK (("test_gateway_intents"."kind" = 'payment_intent' and "test_gateway_intents"."amount_minor" > 0 and "test_gateway_intents"."currency" ~ '^[A-Z]{3}$') or ("test_gateway_intents"."kind" = 'setup_intent' and "test_gateway_intents"."amount_minor" is null and "test_gateway_intents"."status" <> 'requires_capture')),
	CONSTRAINT "test_gateway_intents_amounts_check" CHECK ("test_gateway_intents"."amount_capturable_minor" >= 0 and "test_gateway_intents"."amount_received_minor" >= 0 and "test_gateway_intents"."application_fee_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"customer_ref" text,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_payment_methods_behaviour_check" CHECK ("test_gateway_payment_methods"."behaviour" in ('succeeds', 'declined', 'insufficient_funds', 'live_card_declined', 'always_authenticate', 'authenticate_unless_set_up')),
	CONSTRAINT "test_gateway_payment_methods_exp_month_check" CHECK ("test_gateway_payment_methods"."exp_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "payment_connected_accounts" ADD CONSTRAINT "payment_connected_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_gateway_intents" ADD CONSTRAINT "test_gateway_intents_payment_method_id_test_gateway_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."test_gateway_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_connected_accounts_ref_unique" ON "payment_connected_accounts" USING btree ("gateway","account_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_ref_unique" ON "payment_customers" USING btree ("gateway","customer_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_intents_idempotency_unique" ON "test_gateway_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "test_gateway_intents_customer_idx" ON "test_gateway_intents" USING btree ("customer_ref");--> statement-breakpoint
CREATE INDEX "test_gateway_payment_methods_customer_idx" ON "test_gateway_payment_methods" USING btree ("customer_ref");