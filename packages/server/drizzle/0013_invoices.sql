CREATE TABLE "bank_payment_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"matched_count" integer NOT NULL,
	"matched_amount" numeric(18, 2) NOT NULL,
	"unmatched" jsonb NOT NULL,
	"duplicate_count" integer NOT NULL,
	CONSTRAINT "bank_payment_imports_unit_id_id_unique" UNIQUE("unit_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"kid" text,
	"archive_reference" text,
	"bank_import_id" uuid,
	"note" text,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"sequence" numeric(30, 0) NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"payment_term" integer NOT NULL,
	"kid" text,
	"customer_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"is_export" boolean NOT NULL,
	"supplier_party" jsonb NOT NULL,
	"customer_party" jsonb NOT NULL,
	"bban" text,
	"iban" text,
	"swift" text,
	"custom_note" text,
	"legal_notes" jsonb NOT NULL,
	"credited_invoice_id" uuid,
	"line_extension_amount" numeric(18, 2) NOT NULL,
	"allowance_total_amount" numeric(18, 2) NOT NULL,
	"charge_total_amount" numeric(18, 2) NOT NULL,
	"tax_exclusive_amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"tax_inclusive_amount" numeric(18, 2) NOT NULL,
	"payable_rounding_amount" numeric(18, 2) NOT NULL,
	"payable_amount" numeric(18, 2) NOT NULL,
	"tax_subtotals" jsonb NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credited_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"fees_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"current_due_date" date NOT NULL,
	CONSTRAINT "invoices_unit_id_id_unique" UNIQUE("unit_id","id"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('INVOICE', 'CREDIT_NOTE'))
);
--> statement-breakpoint
CREATE TABLE "overdue_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"charge" numeric(18, 2) NOT NULL,
	"interest_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"interest_from" date,
	"interest_to" date
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "number" text;--> statement-breakpoint
-- Customers made before numbering get numbers from 10000 in the order they were made, and their unit's
-- customer series continues after the last (the series row as modules/number-series issues it).
UPDATE "customers" SET "number" = numbered.value::text FROM (
	SELECT "id", 9999 + row_number() OVER (PARTITION BY "unit_id" ORDER BY "created_at", "id") AS value FROM "customers"
) AS numbered WHERE numbered."id" = "customers"."id";--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
INSERT INTO "number_series" ("unit_id", "series", "prefix", "width", "last_value", "next_value")
SELECT "unit_id", 'customer', '', 5, max("number"::numeric), max("number"::numeric) + 1 FROM "customers" GROUP BY "unit_id";--> statement-breakpoint
ALTER TABLE "bank_payment_imports" ADD CONSTRAINT "bank_payment_imports_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payment_imports" ADD CONSTRAINT "bank_payment_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payment_imports" ADD CONSTRAINT "bank_payment_imports_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_attachments" ADD CONSTRAINT "invoice_attachments_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_attachments" ADD CONSTRAINT "invoice_attachments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_attachments" ADD CONSTRAINT "invoice_attachments_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_attachments" ADD CONSTRAINT "invoice_attachments_invoice_id_fk" FOREIGN KEY ("unit_id","invoice_id") REFERENCES "public"."invoices"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_attachments" ADD CONSTRAINT "invoice_attachments_file_id_fk" FOREIGN KEY ("unit_id","file_id") REFERENCES "public"."files"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_fk" FOREIGN KEY ("unit_id","invoice_id") REFERENCES "public"."invoices"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_order_id_fk" FOREIGN KEY ("unit_id","order_id") REFERENCES "public"."orders"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_methods" ADD CONSTRAINT "invoice_payment_methods_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_methods" ADD CONSTRAINT "invoice_payment_methods_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_methods" ADD CONSTRAINT "invoice_payment_methods_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_methods" ADD CONSTRAINT "invoice_payment_methods_invoice_id_fk" FOREIGN KEY ("unit_id","invoice_id") REFERENCES "public"."invoices"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_fk" FOREIGN KEY ("unit_id","invoice_id") REFERENCES "public"."invoices"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_bank_import_id_fk" FOREIGN KEY ("unit_id","bank_import_id") REFERENCES "public"."bank_payment_imports"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_fk" FOREIGN KEY ("unit_id","customer_id") REFERENCES "public"."customers"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_fk" FOREIGN KEY ("unit_id","credited_invoice_id") REFERENCES "public"."invoices"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_notices" ADD CONSTRAINT "overdue_notices_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_notices" ADD CONSTRAINT "overdue_notices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_notices" ADD CONSTRAINT "overdue_notices_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_notices" ADD CONSTRAINT "overdue_notices_invoice_id_fk" FOREIGN KEY ("unit_id","invoice_id") REFERENCES "public"."invoices"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_payment_imports_unit_idx" ON "bank_payment_imports" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_attachments_invoice_idx" ON "invoice_attachments" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_orders_order_key" ON "invoice_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_orders_invoice_idx" ON "invoice_orders" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payment_methods_invoice_idx" ON "invoice_payment_methods" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_archive_reference_key" ON "invoice_payments" USING btree ("unit_id","archive_reference") WHERE "invoice_payments"."archive_reference" is not null;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","payment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_unit_number_key" ON "invoices" USING btree ("unit_id","number");--> statement-breakpoint
CREATE INDEX "invoices_unit_sequence_idx" ON "invoices" USING btree ("unit_id","sequence" desc);--> statement-breakpoint
CREATE INDEX "invoices_customer_sequence_idx" ON "invoices" USING btree ("customer_id","sequence" desc);--> statement-breakpoint
CREATE INDEX "invoices_unit_kid_idx" ON "invoices" USING btree ("unit_id","kid");--> statement-breakpoint
CREATE INDEX "invoices_unit_issue_date_idx" ON "invoices" USING btree ("unit_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_credited_invoice_idx" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "overdue_notices_invoice_sequence_key" ON "overdue_notices" USING btree ("invoice_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_unit_number_key" ON "customers" USING btree ("unit_id","number");