-- The tenant policy compares with a scalar subquery, so PostgreSQL evaluates the current unit once
-- per query (an InitPlan) instead of once per row: a count over 20,000 rows of a unit went from a
-- per-row current_setting() call to one. The rows a policy admits are the same as before.
CREATE OR REPLACE FUNCTION fjord_enable_tenant_rls(target regclass) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (unit_id = (SELECT fjord_current_unit())) WITH CHECK (unit_id = (SELECT fjord_current_unit()))',
    target);
END
$$;
--> statement-breakpoint
-- Every existing tenant table gets the new policy.
SELECT fjord_enable_tenant_rls(c.oid::regclass)
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'unit_id' AND NOT a.attisdropped
 WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relrowsecurity;
