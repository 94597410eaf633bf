CREATE TABLE "number_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"series" text NOT NULL,
	"prefix" text NOT NULL,
	"width" integer NOT NULL,
	"next_value" numeric(30, 0) NOT NULL,
	"last_value" numeric(30, 0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_allowance_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"charge_indicator" boolean NOT NULL,
	"reason" text,
	"percent" numeric(5, 2),
	"fixed_amount" numeric(18, 2),
	"vat_rate_symbol" text NOT NULL,
	"tax_category" text NOT NULL,
	"tax_percent" numeric(5, 2) NOT NULL,
	"tax_exemption_reason" text,
	"amount" numeric(18, 2) NOT NULL,
	"base_amount" numeric(18, 2)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"item_name" text NOT NULL,
	"item_description" text,
	"sellers_item_identification" text,
	"quantity" numeric(18, 4) NOT NULL,
	"ordered_quantity" numeric(18, 4),
	"unit_of_measure_code" text NOT NULL,
	"price_amount" numeric(20, 4) NOT NULL,
	"base_quantity" numeric(18, 4),
	"vat_rate_symbol" text NOT NULL,
	"tax_category" text NOT NULL,
	"tax_percent" numeric(5, 2) NOT NULL,
	"tax_exemption_reason" text,
	"allowance_charge_indicator" boolean,
	"allowance_charge_percent" numeric(5, 2),
	"allowance_charge_amount" numeric(18, 2),
	"line_extension_amount" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" text NOT NULL,
	"sequence" numeric(30, 0) NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"invoiced" boolean DEFAULT false NOT NULL,
	"customer_id" uuid NOT NULL,
	"delivery" jsonb NOT NULL,
	"currency_code" text NOT NULL,
	"reference" text NOT NULL,
	"note" text,
	"project_id" uuid,
	"department_id" uuid,
	"car_registration_id" uuid,
	"is_export" boolean DEFAULT false NOT NULL,
	"bban" text,
	"iban" text,
	"logo_file_id" uuid,
	"supplier_party" jsonb,
	"customer_party" jsonb,
	"line_extension_amount" numeric(18, 2) NOT NULL,
	"allowance_total_amount" numeric(18, 2) NOT NULL,
	"charge_total_amount" numeric(18, 2) NOT NULL,
	"tax_exclusive_amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"tax_inclusive_amount" numeric(18, 2) NOT NULL,
	"payable_rounding_amount" numeric(18, 2) NOT NULL,
	"payable_amount" numeric(18, 2) NOT NULL,
	"tax_subtotals" jsonb NOT NULL,
	CONSTRAINT "orders_unit_id_id_unique" UNIQUE("unit_id","id")
);
--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allowance_charges" ADD CONSTRAINT "order_allowance_charges_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allowance_charges" ADD CONSTRAINT "order_allowance_charges_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allowance_charges" ADD CONSTRAINT "order_allowance_charges_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allowance_charges" ADD CONSTRAINT "order_allowance_charges_order_id_fk" FOREIGN KEY ("unit_id","order_id") REFERENCES "public"."orders"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_fk" FOREIGN KEY ("unit_id","order_id") REFERENCES "public"."orders"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_fk" FOREIGN KEY ("unit_id","product_id") REFERENCES "public"."products"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_fk" FOREIGN KEY ("unit_id","customer_id") REFERENCES "public"."customers"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_fk" FOREIGN KEY ("unit_id","project_id") REFERENCES "public"."projects"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_department_id_fk" FOREIGN KEY ("unit_id","department_id") REFERENCES "public"."departments"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_car_registration_id_fk" FOREIGN KEY ("unit_id","car_registration_id") REFERENCES "public"."car_registrations"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_logo_file_id_fk" FOREIGN KEY ("unit_id","logo_file_id") REFERENCES "public"."files"("unit_id","id") ON DELETE SET NULL ("logo_file_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "number_series_unit_series_key" ON "number_series" USING btree ("unit_id","series");--> statement-breakpoint
CREATE INDEX "order_allowance_charges_order_idx" ON "order_allowance_charges" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_unit_number_key" ON "orders" USING btree ("unit_id","number");--> statement-breakpoint
CREATE INDEX "orders_unit_sequence_idx" ON "orders" USING btree ("unit_id","sequence" desc);--> statement-breakpoint
CREATE INDEX "orders_customer_sequence_idx" ON "orders" USING btree ("customer_id","sequence" desc);--> statement-breakpoint
CREATE INDEX "orders_project_idx" ON "orders" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "orders_department_idx" ON "orders" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "orders_car_registration_idx" ON "orders" USING btree ("car_registration_id");