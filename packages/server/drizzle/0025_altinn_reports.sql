-- Issue #17: the a-melding on the 2026 route (amelding_reports with the paychecks each reported), Fjord's system
-- user at each unit (altinn_system_users), tax card requests with their per-employee answers, and the simulated
-- a-ordning's and Altinn's own stores (no unit_id: they stand for the services' side).
CREATE TABLE "amelding_report_paychecks" (
	"unit_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"paycheck_id" uuid NOT NULL,
	CONSTRAINT "amelding_report_paychecks_report_id_paycheck_id_pk" PRIMARY KEY("report_id","paycheck_id")
);
--> statement-breakpoint
CREATE TABLE "amelding_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"meldings_id" text NOT NULL,
	"replaces_id" uuid,
	"idempotency_key" uuid NOT NULL,
	"message" jsonb NOT NULL,
	"employee_count" integer NOT NULL,
	"paycheck_count" integer NOT NULL,
	"gross_pay" numeric(18, 2) NOT NULL,
	"withholding" numeric(18, 2) NOT NULL,
	"employer_tax_basis" numeric(18, 2) NOT NULL,
	"employer_tax" numeric(18, 2) NOT NULL,
	"garnishment" numeric(18, 2) NOT NULL,
	"dialog_id" text,
	"transmission_id" text,
	"feedback_transmission_id" text,
	"feedback_document_id" text,
	"feedback" jsonb,
	"error_message" text,
	"sent_at" timestamp with time zone,
	"sent_by_id" uuid,
	"last_checked_at" timestamp with time zone,
	"feedback_fetched_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"archived_by_id" uuid,
	CONSTRAINT "amelding_reports_unit_id_id_unique" UNIQUE("unit_id","id")
);
--> statement-breakpoint
CREATE TABLE "altinn_system_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"organization_number" text NOT NULL,
	"request_id" text NOT NULL,
	"confirm_url" text NOT NULL,
	"system_user_id" text,
	"requested_at" timestamp with time zone NOT NULL,
	"requested_by_id" uuid,
	"decided_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_card_request_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"result_code" text,
	"before" jsonb,
	"after" jsonb,
	"changed" text,
	"fetched_at" timestamp with time zone,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "tax_card_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"year" integer NOT NULL,
	"status" text NOT NULL,
	"employee_count" integer NOT NULL,
	"error_message" text,
	"requested_at" timestamp with time zone NOT NULL,
	"requested_by_id" uuid,
	"last_checked_at" timestamp with time zone,
	"retrieved_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"archived_by_id" uuid,
	CONSTRAINT "tax_card_requests_unit_id_id_unique" UNIQUE("unit_id","id")
);
--> statement-breakpoint
CREATE TABLE "simulated_amelding_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_number" text NOT NULL,
	"month" text NOT NULL,
	"meldings_id" text NOT NULL,
	"replaces_meldings_id" text,
	"idempotency_key" text NOT NULL,
	"message" jsonb NOT NULL,
	"dialog_id" text NOT NULL,
	"transmission_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_system_user_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_number" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "amelding_report_paychecks" ADD CONSTRAINT "amelding_report_paychecks_report_id_fk" FOREIGN KEY ("unit_id","report_id") REFERENCES "public"."amelding_reports"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amelding_report_paychecks" ADD CONSTRAINT "amelding_report_paychecks_paycheck_id_fk" FOREIGN KEY ("unit_id","paycheck_id") REFERENCES "public"."paychecks"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amelding_reports" ADD CONSTRAINT "amelding_reports_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amelding_reports" ADD CONSTRAINT "amelding_reports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amelding_reports" ADD CONSTRAINT "amelding_reports_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amelding_reports" ADD CONSTRAINT "amelding_reports_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amelding_reports" ADD CONSTRAINT "amelding_reports_archived_by_id_users_id_fk" FOREIGN KEY ("archived_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amelding_reports" ADD CONSTRAINT "amelding_reports_replaces_id_fk" FOREIGN KEY ("unit_id","replaces_id") REFERENCES "public"."amelding_reports"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "altinn_system_users" ADD CONSTRAINT "altinn_system_users_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "altinn_system_users" ADD CONSTRAINT "altinn_system_users_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "altinn_system_users" ADD CONSTRAINT "altinn_system_users_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "altinn_system_users" ADD CONSTRAINT "altinn_system_users_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_card_request_results" ADD CONSTRAINT "tax_card_request_results_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_card_request_results" ADD CONSTRAINT "tax_card_request_results_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_card_request_results" ADD CONSTRAINT "tax_card_request_results_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_card_request_results" ADD CONSTRAINT "tax_card_request_results_request_id_fk" FOREIGN KEY ("unit_id","request_id") REFERENCES "public"."tax_card_requests"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_card_request_results" ADD CONSTRAINT "tax_card_request_results_employee_id_fk" FOREIGN KEY ("unit_id","employee_id") REFERENCES "public"."employees"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_card_requests" ADD CONSTRAINT "tax_card_requests_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_card_requests" ADD CONSTRAINT "tax_card_requests_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_card_requests" ADD CONSTRAINT "tax_card_requests_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_card_requests" ADD CONSTRAINT "tax_card_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_card_requests" ADD CONSTRAINT "tax_card_requests_archived_by_id_users_id_fk" FOREIGN KEY ("archived_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amelding_report_paychecks_paycheck_idx" ON "amelding_report_paychecks" USING btree ("paycheck_id");--> statement-breakpoint
CREATE UNIQUE INDEX "amelding_reports_unit_meldings_id_key" ON "amelding_reports" USING btree ("unit_id","meldings_id");--> statement-breakpoint
CREATE INDEX "amelding_reports_unit_month_idx" ON "amelding_reports" USING btree ("unit_id","year","month");--> statement-breakpoint
CREATE INDEX "amelding_reports_status_idx" ON "amelding_reports" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "altinn_system_users_unit_key" ON "altinn_system_users" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "tax_card_request_results_request_idx" ON "tax_card_request_results" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "tax_card_requests_unit_year_idx" ON "tax_card_requests" USING btree ("unit_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_amelding_deliveries_idempotency_key" ON "simulated_amelding_deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_amelding_deliveries_dialog_key" ON "simulated_amelding_deliveries" USING btree ("dialog_id");--> statement-breakpoint
CREATE INDEX "simulated_amelding_deliveries_month_idx" ON "simulated_amelding_deliveries" USING btree ("organization_number","month");--> statement-breakpoint
CREATE INDEX "simulated_system_user_requests_org_idx" ON "simulated_system_user_requests" USING btree ("organization_number");