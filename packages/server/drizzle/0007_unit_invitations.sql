CREATE TABLE "unit_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_invitations" ADD CONSTRAINT "unit_invitations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_invitations" ADD CONSTRAINT "unit_invitations_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_invitations" ADD CONSTRAINT "unit_invitations_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unit_invitations_token_key" ON "unit_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "unit_invitations_unit_idx" ON "unit_invitations" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_invitations_one_pending_key" ON "unit_invitations" USING btree ("unit_id","email") WHERE accepted_at IS NULL AND cancelled_at IS NULL;