ALTER TABLE "invoices" ADD COLUMN "standing" text GENERATED ALWAYS AS (case
          when kind = 'CREDIT_NOTE' then 'CREDIT_NOTE'
          when credited_amount > 0 and credited_amount >= payable_amount then 'CREDITED'
          when payable_amount - credited_amount - paid_amount + fees_amount <= 0 then 'PAID'
          when paid_amount > 0 then 'PART_PAID'
          else 'UNPAID' end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_unit_standing_idx" ON "invoices" USING btree ("unit_id","standing","current_due_date");