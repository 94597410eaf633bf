-- Tenancy: row-level security on every table that carries unit_id.
-- Tenant queries run as the application role with app.unit_id set for their transaction;
-- nullif() because the setting reads '' rather than NULL once a transaction has ended.
CREATE OR REPLACE FUNCTION fjord_current_unit() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.unit_id', true), '')::uuid $$;
--> statement-breakpoint
-- Later migrations call this for each new tenant table.
CREATE OR REPLACE FUNCTION fjord_enable_tenant_rls(target regclass) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (unit_id = fjord_current_unit()) WITH CHECK (unit_id = fjord_current_unit())',
    target);
END
$$;
--> statement-breakpoint
-- What the application role may touch: all of every tenant table, the company registry to read
-- (and its own unit to update), and only the harmless columns of users. Tokens, login failures
-- and the mail log stay with the owner.
CREATE OR REPLACE FUNCTION fjord_grant_app_role(role_name text) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  tenant_table record;
BEGIN
  EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', role_name);
  EXECUTE format('GRANT EXECUTE ON FUNCTION fjord_current_unit() TO %I', role_name);
  FOR tenant_table IN
    SELECT c.relname FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'unit_id' AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity
  LOOP
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO %I', tenant_table.relname, role_name);
  END LOOP;
  EXECUTE format('GRANT SELECT, UPDATE ON units TO %I', role_name);
  EXECUTE format(
    'GRANT SELECT (id, login, first_name, last_name, cellphone, cellphone_country, locale, active, is_super_admin) ON users TO %I',
    role_name);
END
$$;
--> statement-breakpoint
SELECT fjord_enable_tenant_rls('memberships');
--> statement-breakpoint
SELECT fjord_enable_tenant_rls('access_requests');
--> statement-breakpoint
SELECT fjord_enable_tenant_rls('audit_events');
--> statement-breakpoint
-- The company registry is public to read (unit search); a unit's row changes only in its own scope.
ALTER TABLE units ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY units_read ON units FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY units_update_own ON units FOR UPDATE USING (id = fjord_current_unit()) WITH CHECK (id = fjord_current_unit());
