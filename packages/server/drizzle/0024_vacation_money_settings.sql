-- A unit's vacation-money settings per year (issue #16, spec 001 §5.4): a paycheck needs its paid year's. The
-- years that already have paycheck periods get the defaults.
CREATE TABLE "vacation_money_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"year" integer NOT NULL,
	"sector" text DEFAULT 'PRIVATE' NOT NULL,
	"payout_month" integer DEFAULT 6 NOT NULL,
	"holiday_deduction_days" integer DEFAULT 25 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacation_money_settings" ADD CONSTRAINT "vacation_money_settings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_money_settings" ADD CONSTRAINT "vacation_money_settings_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_money_settings" ADD CONSTRAINT "vacation_money_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vacation_money_settings_unit_year_key" ON "vacation_money_settings" USING btree ("unit_id","year");--> statement-breakpoint
INSERT INTO "vacation_money_settings" ("unit_id", "year")
SELECT DISTINCT "unit_id", "year" FROM "paycheck_periods"
ON CONFLICT DO NOTHING;
