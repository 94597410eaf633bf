-- Paychecks (issue #16): monthly periods, paychecks with their lines and prepayments, the half-tax month of
-- the unit, the municipality and zone of a sub-unit (employer tax), and the bookkeeping account of a pay line
-- (the default set's filled in for units that have it).
CREATE TABLE "paycheck_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"name" text NOT NULL,
	"bookkeeping_period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"journal_date" date NOT NULL,
	"pay_date" date NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by_id" uuid,
	CONSTRAINT "paycheck_periods_unit_id_id_unique" UNIQUE("unit_id","id")
);
--> statement-breakpoint
CREATE TABLE "paycheck_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paycheck_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"main_template_id" uuid,
	"template_number" integer,
	"description" text NOT NULL,
	"altinn_fordel" text,
	"pay_code" text,
	"quantity" numeric(18, 4),
	"rate" numeric(20, 4),
	"sum" numeric(18, 2) NOT NULL,
	"car_id" uuid,
	"project_id" uuid,
	"department_id" uuid,
	"calculation_type" text NOT NULL,
	"withholding" text NOT NULL,
	"employer_tax" boolean NOT NULL,
	"vacation_pay_basis" boolean NOT NULL,
	"altinn" boolean NOT NULL,
	"tax_deduction" boolean DEFAULT false NOT NULL,
	"garnishment" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paycheck_prepayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paycheck_id" uuid NOT NULL,
	"payment_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paychecks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" text,
	"sequence" numeric(30, 0),
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reporting_status" text DEFAULT 'NOT_REPORTED' NOT NULL,
	"period_id" uuid NOT NULL,
	"work_relation_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"sub_unit_id" uuid,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"paid_date" date NOT NULL,
	"journal_date" date NOT NULL,
	"comment" text,
	"internal_comment" text,
	"advanced_mode" boolean DEFAULT false NOT NULL,
	"manual_tax" boolean DEFAULT false NOT NULL,
	"should_send_to_altinn" boolean DEFAULT true NOT NULL,
	"tax_deduction_method" text,
	"tax_table" text,
	"tax_percentage" numeric(5, 2),
	"tax_exemption" boolean DEFAULT false NOT NULL,
	"half_tax" boolean DEFAULT false NOT NULL,
	"gross_pay" numeric(18, 2) NOT NULL,
	"withholding_basis" numeric(18, 2) NOT NULL,
	"extra_withholding_basis" numeric(18, 2) NOT NULL,
	"tax_deduction" numeric(18, 2) NOT NULL,
	"expected_tax_deduction" numeric(18, 2),
	"tax_warning" text,
	"tax_error" text,
	"vacation_pay_basis" numeric(18, 2) NOT NULL,
	"vacation_pay_percentage" numeric(5, 2) NOT NULL,
	"vacation_pay" numeric(18, 2) NOT NULL,
	"employer_tax_zone" text,
	"employer_tax_basis" numeric(18, 2) NOT NULL,
	"employer_tax" numeric(18, 2) NOT NULL,
	"employer_tax_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deductions" numeric(18, 2) NOT NULL,
	"prepaid" numeric(18, 2) NOT NULL,
	"net_pay" numeric(18, 2) NOT NULL,
	"tax_confirmed" boolean DEFAULT false NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by_id" uuid,
	"paid_date_updated_at" timestamp with time zone,
	"paid_date_updated_by_id" uuid,
	"company_municipality" text,
	"employee_name" text,
	"employee_address" text,
	"employee_zip" text,
	"employee_city" text,
	"employee_social_security_number" text,
	"employee_temporary_social_security_number" text,
	"employee_bban" text,
	"employee_iban" text,
	"employee_swift" text,
	"shift_type" text,
	"employment_type" text,
	"employment_percentage" numeric(5, 2),
	"work_relation_end_reason" text,
	"work_relation_duration_type" text,
	CONSTRAINT "paychecks_unit_id_id_unique" UNIQUE("unit_id","id")
);
--> statement-breakpoint
ALTER TABLE "sub_units" ADD COLUMN "municipality_number" text;--> statement-breakpoint
ALTER TABLE "sub_units" ADD COLUMN "employer_tax_zone" text;--> statement-breakpoint
ALTER TABLE "main_paycheck_line_templates" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "unit_paycheck_settings" ADD COLUMN "half_tax_month" text DEFAULT 'NOVEMBER' NOT NULL;--> statement-breakpoint
ALTER TABLE "paycheck_periods" ADD CONSTRAINT "paycheck_periods_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_periods" ADD CONSTRAINT "paycheck_periods_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_periods" ADD CONSTRAINT "paycheck_periods_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_periods" ADD CONSTRAINT "paycheck_periods_locked_by_id_users_id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_lines" ADD CONSTRAINT "paycheck_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_lines" ADD CONSTRAINT "paycheck_lines_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_lines" ADD CONSTRAINT "paycheck_lines_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_lines" ADD CONSTRAINT "paycheck_lines_paycheck_id_fk" FOREIGN KEY ("unit_id","paycheck_id") REFERENCES "public"."paychecks"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_lines" ADD CONSTRAINT "paycheck_lines_main_template_id_fk" FOREIGN KEY ("unit_id","main_template_id") REFERENCES "public"."main_paycheck_line_templates"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_lines" ADD CONSTRAINT "paycheck_lines_car_id_fk" FOREIGN KEY ("unit_id","car_id") REFERENCES "public"."cars"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_lines" ADD CONSTRAINT "paycheck_lines_project_id_fk" FOREIGN KEY ("unit_id","project_id") REFERENCES "public"."projects"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_lines" ADD CONSTRAINT "paycheck_lines_department_id_fk" FOREIGN KEY ("unit_id","department_id") REFERENCES "public"."departments"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_prepayments" ADD CONSTRAINT "paycheck_prepayments_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_prepayments" ADD CONSTRAINT "paycheck_prepayments_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_prepayments" ADD CONSTRAINT "paycheck_prepayments_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_prepayments" ADD CONSTRAINT "paycheck_prepayments_paycheck_id_fk" FOREIGN KEY ("unit_id","paycheck_id") REFERENCES "public"."paychecks"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_locked_by_id_users_id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_paid_date_updated_by_id_users_id_fk" FOREIGN KEY ("paid_date_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_period_id_fk" FOREIGN KEY ("unit_id","period_id") REFERENCES "public"."paycheck_periods"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_work_relation_id_fk" FOREIGN KEY ("unit_id","work_relation_id") REFERENCES "public"."work_relations"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_employee_id_fk" FOREIGN KEY ("unit_id","employee_id") REFERENCES "public"."employees"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paychecks" ADD CONSTRAINT "paychecks_sub_unit_id_fk" FOREIGN KEY ("unit_id","sub_unit_id") REFERENCES "public"."sub_units"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paycheck_periods_unit_year_month_key" ON "paycheck_periods" USING btree ("unit_id","year","month");--> statement-breakpoint
CREATE INDEX "paycheck_lines_paycheck_idx" ON "paycheck_lines" USING btree ("paycheck_id","position");--> statement-breakpoint
CREATE INDEX "paycheck_lines_main_template_idx" ON "paycheck_lines" USING btree ("main_template_id");--> statement-breakpoint
CREATE INDEX "paycheck_prepayments_paycheck_idx" ON "paycheck_prepayments" USING btree ("paycheck_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paychecks_unit_number_key" ON "paychecks" USING btree ("unit_id","number");--> statement-breakpoint
CREATE INDEX "paychecks_unit_sequence_idx" ON "paychecks" USING btree ("unit_id","sequence");--> statement-breakpoint
CREATE INDEX "paychecks_period_idx" ON "paychecks" USING btree ("period_id","status");--> statement-breakpoint
CREATE INDEX "paychecks_work_relation_idx" ON "paychecks" USING btree ("work_relation_id","paid_date");--> statement-breakpoint
CREATE INDEX "paychecks_employee_idx" ON "paychecks" USING btree ("employee_id","paid_date");--> statement-breakpoint
CREATE INDEX "paychecks_unit_paid_date_idx" ON "paychecks" USING btree ("unit_id","paid_date");--> statement-breakpoint
ALTER TABLE "sub_units" ADD CONSTRAINT "sub_units_municipality_number_municipalities_number_fk" FOREIGN KEY ("municipality_number") REFERENCES "public"."municipalities"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "main_paycheck_line_templates" AS t SET "account_number" = d.account
FROM (VALUES (100, 'fastloenn', '5000'), (110, 'timeloenn', '5000'), (120, 'overtidsgodtgjoerelse', '5000'),
  (121, 'overtidsgodtgjoerelse', '5000'), (130, 'bonus', '5000'), (140, 'fastTillegg', '5000'),
  (150, 'helligdagstillegg', '5000'), (200, 'feriepenger', '5020'), (210, 'trekkILoennForFerie', '5000'),
  (300, 'kilometergodtgjoerelseBil', '7100'), (310, 'reiseKostUtenOvernatting', '7130'),
  (400, 'styrehonorarOgGodtgjoerelseVerv', '5330'), (500, 'elektroniskKommunikasjon', '5210'), (510, 'bil', '5200'),
  (600, 'sluttvederlag', '5000')) AS d(number, pay_code, account)
WHERE t."number" = d.number AND t."pay_code" = d.pay_code AND t."account_number" IS NULL;
