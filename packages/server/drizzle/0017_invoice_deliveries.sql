ALTER TABLE "overdue_notices" ADD CONSTRAINT "overdue_notices_unit_id_id_unique" UNIQUE("unit_id","id");--> statement-breakpoint
CREATE TABLE "invoice_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"overdue_notice_id" uuid,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"recipient" text NOT NULL,
	"mail_id" uuid,
	"provider_reference" text,
	"failure" text,
	CONSTRAINT "invoice_deliveries_unit_id_id_unique" UNIQUE("unit_id","id"),
	CONSTRAINT "invoice_deliveries_channel_check" CHECK ("invoice_deliveries"."channel" in ('EMAIL', 'MAIL', 'EHF')),
	CONSTRAINT "invoice_deliveries_state_check" CHECK ("invoice_deliveries"."state" in ('BEFORE_SENDING', 'PENDING', 'SENT', 'RECEIVED', 'DELIVERED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "invoice_delivery_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"created_by_id" uuid,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_invoice_id_fk" FOREIGN KEY ("unit_id","invoice_id") REFERENCES "public"."invoices"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_overdue_notice_id_fk" FOREIGN KEY ("unit_id","overdue_notice_id") REFERENCES "public"."overdue_notices"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_deliveries" ADD CONSTRAINT "invoice_deliveries_mail_id_fk" FOREIGN KEY ("unit_id","mail_id") REFERENCES "public"."mails"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_delivery_events" ADD CONSTRAINT "invoice_delivery_events_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_delivery_events" ADD CONSTRAINT "invoice_delivery_events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_delivery_events" ADD CONSTRAINT "invoice_delivery_events_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_delivery_events" ADD CONSTRAINT "invoice_delivery_events_delivery_id_fk" FOREIGN KEY ("unit_id","delivery_id") REFERENCES "public"."invoice_deliveries"("unit_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_deliveries_mail_key" ON "invoice_deliveries" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_deliveries_provider_reference_key" ON "invoice_deliveries" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "invoice_deliveries_invoice_idx" ON "invoice_deliveries" USING btree ("unit_id","invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_deliveries_open_idx" ON "invoice_deliveries" USING btree ("channel","state") WHERE "invoice_deliveries"."state" not in ('DELIVERED', 'FAILED');--> statement-breakpoint
CREATE INDEX "invoice_delivery_events_delivery_idx" ON "invoice_delivery_events" USING btree ("delivery_id","at");