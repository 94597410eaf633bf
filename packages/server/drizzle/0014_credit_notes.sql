ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_unit_id_id_unique" UNIQUE("unit_id","id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "credited_line_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credit_reason" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_credited_line_id_fk" FOREIGN KEY ("unit_id","credited_line_id") REFERENCES "public"."order_lines"("unit_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_credited_line_idx" ON "order_lines" USING btree ("credited_line_id");
