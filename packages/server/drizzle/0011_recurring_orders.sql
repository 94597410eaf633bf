CREATE TABLE "recurring_order_allowance_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recurring_order_id" uuid NOT NULL,
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
CREATE TABLE "recurring_order_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recurring_order_id" uuid NOT NULL,
	"date" date NOT NULL,
	"order_id" uuid NOT NULL,
	"created_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recurring_order_id" uuid NOT NULL,
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
CREATE TABLE "recurring_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"date_offset" integer DEFAULT 0 NOT NULL,
	"interval_unit" text NOT NULL,
	"interval_count" integer NOT NULL,
	"next_date" date,
	"last_order_date" date,
	"last_generated_on" date,
	"customer_id" uuid NOT NULL,
	"delivery" jsonb NOT NULL,
	"currency_code" text NOT NULL,
	"reference" text NOT NULL,
	"note" text,
	"project_id" uuid,
	"department_id" uuid,
	"car_registration_id" uuid,
	"is_export" boolean DEFAULT false NOT NULL,
	"line_extension_amount" numeric(18, 2) NOT NULL,
	"allowance_total_amount" numeric(18, 2) NOT NULL,
	"charge_total_amount" numeric(18, 2) NOT NULL,
	"tax_exclusive_amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"tax_inclusive_amount" numeric(18, 2) NOT NULL,
	"payable_rounding_amount" numeric(18, 2) NOT NULL,
	"payable_amount" numeric(18, 2) NOT NULL,
	"tax_subtotals" jsonb NOT NULL,
	CONSTRAINT "recurring_orders_unit_id_id_unique" UNIQUE("unit_id","id")
);
--> statement-breakpoint
ALTER TABLE "recurring_order_allowance_charges" ADD CONSTRAINT "recurring_order_allowance_charges_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_allowance_charges" ADD CONSTRAINT "recurring_order_allowance_charges_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_allowance_charges" ADD CONSTRAINT "recurring_order_allowance_charges_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_allowance_charges" ADD CONSTRAINT "recurring_order_allowance_charges_recurring_order_id_fk" FOREIGN KEY ("unit_id","recurring_order_id") REFERENCES "public"."recurring_orders"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_generations" ADD CONSTRAINT "recurring_order_generations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_generations" ADD CONSTRAINT "recurring_order_generations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_generations" ADD CONSTRAINT "recurring_order_generations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_generations" ADD CONSTRAINT "recurring_order_generations_recurring_order_id_fk" FOREIGN KEY ("unit_id","recurring_order_id") REFERENCES "public"."recurring_orders"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_generations" ADD CONSTRAINT "recurring_order_generations_order_id_fk" FOREIGN KEY ("unit_id","order_id") REFERENCES "public"."orders"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_lines" ADD CONSTRAINT "recurring_order_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_lines" ADD CONSTRAINT "recurring_order_lines_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_lines" ADD CONSTRAINT "recurring_order_lines_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_lines" ADD CONSTRAINT "recurring_order_lines_recurring_order_id_fk" FOREIGN KEY ("unit_id","recurring_order_id") REFERENCES "public"."recurring_orders"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_order_lines" ADD CONSTRAINT "recurring_order_lines_product_id_fk" FOREIGN KEY ("unit_id","product_id") REFERENCES "public"."products"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_customer_id_fk" FOREIGN KEY ("unit_id","customer_id") REFERENCES "public"."customers"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_project_id_fk" FOREIGN KEY ("unit_id","project_id") REFERENCES "public"."projects"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_department_id_fk" FOREIGN KEY ("unit_id","department_id") REFERENCES "public"."departments"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_orders" ADD CONSTRAINT "recurring_orders_car_registration_id_fk" FOREIGN KEY ("unit_id","car_registration_id") REFERENCES "public"."car_registrations"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_order_allowance_charges_parent_idx" ON "recurring_order_allowance_charges" USING btree ("recurring_order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_order_generations_once_key" ON "recurring_order_generations" USING btree ("unit_id","recurring_order_id","date");--> statement-breakpoint
CREATE INDEX "recurring_order_generations_order_idx" ON "recurring_order_generations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "recurring_order_lines_parent_idx" ON "recurring_order_lines" USING btree ("recurring_order_id","position");--> statement-breakpoint
CREATE INDEX "recurring_order_lines_product_idx" ON "recurring_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "recurring_orders_unit_next_date_idx" ON "recurring_orders" USING btree ("unit_id","next_date");--> statement-breakpoint
CREATE INDEX "recurring_orders_customer_idx" ON "recurring_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "recurring_orders_project_idx" ON "recurring_orders" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "recurring_orders_department_idx" ON "recurring_orders" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "recurring_orders_car_registration_idx" ON "recurring_orders" USING btree ("car_registration_id");--> statement-breakpoint
CREATE INDEX "recurring_orders_due_idx" ON "recurring_orders" USING btree ("next_date") WHERE active and next_date is not null;