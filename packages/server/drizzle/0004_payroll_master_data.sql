CREATE TABLE "reference_data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"organization_number" text NOT NULL,
	"department_id" uuid
);
--> statement-breakpoint
CREATE TABLE "occupations" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"level" integer,
	"name" text NOT NULL,
	"short_name" text,
	"valid_from" date,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"county_number" text NOT NULL,
	"county_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipality_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"municipality_number" text NOT NULL,
	"bban" text,
	"organization_number" text,
	"organization_name" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"address" text,
	"zip" text,
	"city" text
);
--> statement-breakpoint
CREATE TABLE "municipality_tax_zones" (
	"municipality_number" text NOT NULL,
	"zone" text NOT NULL,
	"comment" text,
	CONSTRAINT "municipality_tax_zones_municipality_number_zone_pk" PRIMARY KEY("municipality_number","zone")
);
--> statement-breakpoint
CREATE TABLE "pension_unit_selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pension_unit_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "employee_tax_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"calendar_year" integer NOT NULL,
	"tax_deduction_method" text NOT NULL,
	"tax_table" text,
	"tax_percentage" numeric(5, 2),
	"tax_exemption" boolean DEFAULT false NOT NULL,
	"tax_exemption_amount_limit" numeric(18, 2),
	"fetched_at" timestamp with time zone,
	"file_id" uuid
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"address" text NOT NULL,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"postbox" text,
	"postbox_zip" text,
	"postbox_city" text,
	"country_code" text DEFAULT 'NO' NOT NULL,
	"phone" text,
	"phone_country" text,
	"birth_date" date NOT NULL,
	"birth_date_mismatch_reason" text,
	"bban" text,
	"iban" text,
	"swift" text,
	"vacation_money_percentage" numeric(5, 2) NOT NULL,
	"credit_days" integer NOT NULL,
	"social_security_number" text,
	"temporary_social_security_number" text
);
--> statement-breakpoint
CREATE TABLE "work_relation_leaves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"work_relation_id" uuid NOT NULL,
	"leave_id" text NOT NULL,
	"leave_type" text NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"percentage_leave" numeric(5, 2) NOT NULL,
	"sent_to_altinn" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_relations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"employee_id" uuid NOT NULL,
	"sub_unit_id" uuid,
	"occupation_code" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"pension_end_date" date,
	"end_reason" text,
	"same_position_since" date,
	"shift_type" text NOT NULL,
	"employment_type" text NOT NULL,
	"duration_type" text NOT NULL,
	"employment_percentage" numeric(5, 2) NOT NULL,
	"employment_percentage_updated" date,
	"hours_every_week_with_full_employment" numeric(5, 2) NOT NULL,
	"last_salary_change" date,
	"sent_to_altinn" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "main_paycheck_line_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text NOT NULL,
	"altinn_description" text,
	"altinn_fordel" text,
	"pay_code" text,
	"quantity" numeric(18, 4),
	"rate" numeric(18, 4),
	"sum" numeric(18, 4),
	"car_overwrite" boolean DEFAULT false NOT NULL,
	"project_overwrite" boolean DEFAULT false NOT NULL,
	"department_overwrite" boolean DEFAULT false NOT NULL,
	"calculation_type" text DEFAULT 'CASHEDOUT' NOT NULL,
	"calculate_positive" boolean DEFAULT true NOT NULL,
	"editable_from_employee_page" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paycheck_template_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"work_relation_id" uuid,
	"main_template_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text,
	"quantity" numeric(18, 4),
	"rate" numeric(18, 4),
	"sum" numeric(18, 4),
	"car_id" uuid,
	"project_id" uuid,
	"department_id" uuid
);
--> statement-breakpoint
CREATE TABLE "unit_paycheck_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"altinn_system_user_name" text,
	"altinn_system_password_encrypted" text,
	"calculation_for_tax" text DEFAULT 'AUTOMATIC' NOT NULL,
	"currency_code" text DEFAULT 'NOK' NOT NULL,
	"default_credit_days" integer DEFAULT 0 NOT NULL,
	"default_vacation_money_percentage" numeric(5, 2) DEFAULT '10.20' NOT NULL,
	"default_sub_unit_id" uuid,
	"default_occupation_code" text,
	"default_employment_type" text,
	"default_duration_type" text,
	"default_shift_type" text,
	"default_hours_every_week_with_full_employment" numeric(5, 2),
	"default_employment_percentage" numeric(5, 2),
	"municipality_number" text,
	"starting_paycheck_number" text DEFAULT '1' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_units" ADD CONSTRAINT "sub_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_units" ADD CONSTRAINT "sub_units_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_units" ADD CONSTRAINT "sub_units_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_units" ADD CONSTRAINT "sub_units_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_details" ADD CONSTRAINT "municipality_details_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_details" ADD CONSTRAINT "municipality_details_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_details" ADD CONSTRAINT "municipality_details_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_details" ADD CONSTRAINT "municipality_details_municipality_number_municipalities_number_fk" FOREIGN KEY ("municipality_number") REFERENCES "public"."municipalities"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality_tax_zones" ADD CONSTRAINT "municipality_tax_zones_municipality_number_municipalities_number_fk" FOREIGN KEY ("municipality_number") REFERENCES "public"."municipalities"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_unit_selections" ADD CONSTRAINT "pension_unit_selections_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_unit_selections" ADD CONSTRAINT "pension_unit_selections_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_unit_selections" ADD CONSTRAINT "pension_unit_selections_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pension_unit_selections" ADD CONSTRAINT "pension_unit_selections_pension_unit_id_units_id_fk" FOREIGN KEY ("pension_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_tax_cards" ADD CONSTRAINT "employee_tax_cards_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_tax_cards" ADD CONSTRAINT "employee_tax_cards_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_tax_cards" ADD CONSTRAINT "employee_tax_cards_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_tax_cards" ADD CONSTRAINT "employee_tax_cards_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_tax_cards" ADD CONSTRAINT "employee_tax_cards_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_relation_leaves" ADD CONSTRAINT "work_relation_leaves_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_relation_leaves" ADD CONSTRAINT "work_relation_leaves_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_relation_leaves" ADD CONSTRAINT "work_relation_leaves_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_relation_leaves" ADD CONSTRAINT "work_relation_leaves_work_relation_id_work_relations_id_fk" FOREIGN KEY ("work_relation_id") REFERENCES "public"."work_relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_relations" ADD CONSTRAINT "work_relations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_relations" ADD CONSTRAINT "work_relations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_relations" ADD CONSTRAINT "work_relations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_relations" ADD CONSTRAINT "work_relations_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_relations" ADD CONSTRAINT "work_relations_sub_unit_id_sub_units_id_fk" FOREIGN KEY ("sub_unit_id") REFERENCES "public"."sub_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_relations" ADD CONSTRAINT "work_relations_occupation_code_occupations_code_fk" FOREIGN KEY ("occupation_code") REFERENCES "public"."occupations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_paycheck_line_templates" ADD CONSTRAINT "main_paycheck_line_templates_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_paycheck_line_templates" ADD CONSTRAINT "main_paycheck_line_templates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_paycheck_line_templates" ADD CONSTRAINT "main_paycheck_line_templates_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_work_relation_id_work_relations_id_fk" FOREIGN KEY ("work_relation_id") REFERENCES "public"."work_relations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_main_template_id_main_paycheck_line_templates_id_fk" FOREIGN KEY ("main_template_id") REFERENCES "public"."main_paycheck_line_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_paycheck_settings" ADD CONSTRAINT "unit_paycheck_settings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_paycheck_settings" ADD CONSTRAINT "unit_paycheck_settings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_paycheck_settings" ADD CONSTRAINT "unit_paycheck_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_paycheck_settings" ADD CONSTRAINT "unit_paycheck_settings_default_sub_unit_id_sub_units_id_fk" FOREIGN KEY ("default_sub_unit_id") REFERENCES "public"."sub_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_paycheck_settings" ADD CONSTRAINT "unit_paycheck_settings_default_occupation_code_occupations_code_fk" FOREIGN KEY ("default_occupation_code") REFERENCES "public"."occupations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_paycheck_settings" ADD CONSTRAINT "unit_paycheck_settings_municipality_number_municipalities_number_fk" FOREIGN KEY ("municipality_number") REFERENCES "public"."municipalities"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_units_unit_organization_number_key" ON "sub_units" USING btree ("unit_id","organization_number");--> statement-breakpoint
CREATE INDEX "sub_units_unit_name_idx" ON "sub_units" USING btree ("unit_id",lower("name"));--> statement-breakpoint
CREATE INDEX "sub_units_department_idx" ON "sub_units" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "occupations_name_idx" ON "occupations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "municipality_details_unit_number_key" ON "municipality_details" USING btree ("unit_id","municipality_number");--> statement-breakpoint
CREATE INDEX "municipality_details_number_idx" ON "municipality_details" USING btree ("municipality_number");--> statement-breakpoint
CREATE INDEX "pension_unit_selections_unit_from_idx" ON "pension_unit_selections" USING btree ("unit_id","valid_from");--> statement-breakpoint
CREATE INDEX "pension_unit_selections_pension_unit_idx" ON "pension_unit_selections" USING btree ("pension_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_tax_cards_employee_year_key" ON "employee_tax_cards" USING btree ("employee_id","calendar_year");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_unit_ssn_key" ON "employees" USING btree ("unit_id","social_security_number");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_unit_tssn_key" ON "employees" USING btree ("unit_id","temporary_social_security_number");--> statement-breakpoint
CREATE INDEX "employees_unit_name_idx" ON "employees" USING btree ("unit_id",lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "employees_unit_email_idx" ON "employees" USING btree ("unit_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "work_relation_leaves_relation_leave_id_key" ON "work_relation_leaves" USING btree ("work_relation_id","leave_id");--> statement-breakpoint
CREATE INDEX "work_relations_employee_idx" ON "work_relations" USING btree ("employee_id","start_date");--> statement-breakpoint
CREATE INDEX "work_relations_sub_unit_idx" ON "work_relations" USING btree ("sub_unit_id");--> statement-breakpoint
CREATE INDEX "work_relations_occupation_idx" ON "work_relations" USING btree ("occupation_code");--> statement-breakpoint
CREATE UNIQUE INDEX "main_paycheck_line_templates_unit_number_key" ON "main_paycheck_line_templates" USING btree ("unit_id","number");--> statement-breakpoint
CREATE INDEX "paycheck_template_lines_unit_relation_idx" ON "paycheck_template_lines" USING btree ("unit_id","work_relation_id","position");--> statement-breakpoint
CREATE INDEX "paycheck_template_lines_main_template_idx" ON "paycheck_template_lines" USING btree ("main_template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_paycheck_settings_unit_key" ON "unit_paycheck_settings" USING btree ("unit_id");