-- The warehouse (issue #15): stock patches and full counts, the stock they give per product and supplier, and
-- the moment an order is locked (its lines leave the warehouse then).
CREATE TABLE "warehouse_patch_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"purchase_price" numeric(20, 4) NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"supplier_unit_id" uuid NOT NULL,
	"date" date NOT NULL,
	"checkpoint" boolean NOT NULL,
	"moment_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_patches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date NOT NULL,
	"comment" text,
	"supplier_unit_id" uuid NOT NULL,
	"checkpoint" boolean DEFAULT false NOT NULL,
	CONSTRAINT "warehouse_patches_unit_id_id_unique" UNIQUE("unit_id","id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_stock" (
	"unit_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"supplier_unit_id" uuid NOT NULL,
	"count_date" date NOT NULL,
	"count_at" timestamp with time zone NOT NULL,
	"counted_quantity" numeric(18, 4) NOT NULL,
	"count_price" numeric(20, 4) NOT NULL,
	"patched_quantity" numeric NOT NULL,
	"received_quantity" numeric NOT NULL,
	"received_value" numeric NOT NULL,
	CONSTRAINT "warehouse_stock_unit_id_product_id_supplier_unit_id_pk" PRIMARY KEY("unit_id","product_id","supplier_unit_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locked_on" date;--> statement-breakpoint
ALTER TABLE "warehouse_patch_lines" ADD CONSTRAINT "warehouse_patch_lines_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_patch_lines" ADD CONSTRAINT "warehouse_patch_lines_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_patch_lines" ADD CONSTRAINT "warehouse_patch_lines_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_patch_lines" ADD CONSTRAINT "warehouse_patch_lines_patch_id_fk" FOREIGN KEY ("unit_id","patch_id") REFERENCES "public"."warehouse_patches"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_patch_lines" ADD CONSTRAINT "warehouse_patch_lines_product_id_fk" FOREIGN KEY ("unit_id","product_id") REFERENCES "public"."products"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_patches" ADD CONSTRAINT "warehouse_patches_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_patches" ADD CONSTRAINT "warehouse_patches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_patches" ADD CONSTRAINT "warehouse_patches_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_patches" ADD CONSTRAINT "warehouse_patches_supplier_unit_id_units_id_fk" FOREIGN KEY ("supplier_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_supplier_unit_id_units_id_fk" FOREIGN KEY ("supplier_unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_product_id_fk" FOREIGN KEY ("unit_id","product_id") REFERENCES "public"."products"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warehouse_patch_lines_patch_idx" ON "warehouse_patch_lines" USING btree ("patch_id","position");--> statement-breakpoint
CREATE INDEX "warehouse_patch_lines_movement_idx" ON "warehouse_patch_lines" USING btree ("unit_id","product_id","supplier_unit_id","date","moment_at");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_patches_one_checkpoint_per_day" ON "warehouse_patches" USING btree ("unit_id","supplier_unit_id","date") WHERE "warehouse_patches"."checkpoint";--> statement-breakpoint
CREATE INDEX "warehouse_patches_unit_date_idx" ON "warehouse_patches" USING btree ("unit_id","date" desc);--> statement-breakpoint
CREATE INDEX "warehouse_stock_supplier_idx" ON "warehouse_stock" USING btree ("unit_id","supplier_unit_id");--> statement-breakpoint
CREATE INDEX "orders_locked_idx" ON "orders" USING btree ("unit_id","locked_on","locked_at") WHERE "orders"."status" = 'LOCKED';--> statement-breakpoint
-- Orders locked before this migration: their last change was the lock or later (invoicing), the nearest moment kept.
UPDATE "orders" SET "locked_at" = "updated_at", "locked_on" = ("updated_at" AT TIME ZONE 'Europe/Oslo')::date WHERE "status" = 'LOCKED';