-- References between tenant tables carry the unit: (unit_id, x_id) → x(unit_id, id), so the
-- database refuses a link to another unit's record. The (unit_id, id) keys come first, then the
-- foreign keys; SET NULL names the reference column only (unit_id is never cleared).
-- Stored numbers take the fixed precision and scale of their kind (amount, unit price, quantity,
-- percentage, hours).
ALTER TABLE "customer_contacts" DROP CONSTRAINT "customer_contacts_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_delivery_locations" DROP CONSTRAINT "customer_delivery_locations_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "product_active_periods" DROP CONSTRAINT "product_active_periods_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "product_images" DROP CONSTRAINT "product_images_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "product_prices" DROP CONSTRAINT "product_prices_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_product_group_id_product_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_variant_id_variants_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_car_registration_id_car_registrations_id_fk";
--> statement-breakpoint
ALTER TABLE "product_groups" DROP CONSTRAINT "product_groups_parent_group_id_product_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "variant_holders" DROP CONSTRAINT "variant_holders_parent_group_id_product_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "variants" DROP CONSTRAINT "variants_variant_holder_id_variant_holders_id_fk";
--> statement-breakpoint
ALTER TABLE "car_registrations" DROP CONSTRAINT "car_registrations_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "unit_settings" DROP CONSTRAINT "unit_settings_logo_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "sub_units" DROP CONSTRAINT "sub_units_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_tax_cards" DROP CONSTRAINT "employee_tax_cards_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_tax_cards" DROP CONSTRAINT "employee_tax_cards_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "work_relation_leaves" DROP CONSTRAINT "work_relation_leaves_work_relation_id_work_relations_id_fk";
--> statement-breakpoint
ALTER TABLE "work_relations" DROP CONSTRAINT "work_relations_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "work_relations" DROP CONSTRAINT "work_relations_sub_unit_id_sub_units_id_fk";
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" DROP CONSTRAINT "paycheck_template_lines_work_relation_id_work_relations_id_fk";
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" DROP CONSTRAINT "paycheck_template_lines_main_template_id_main_paycheck_line_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" DROP CONSTRAINT "paycheck_template_lines_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" DROP CONSTRAINT "paycheck_template_lines_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" DROP CONSTRAINT "paycheck_template_lines_department_id_departments_id_fk";
--> statement-breakpoint
ALTER TABLE "unit_paycheck_settings" DROP CONSTRAINT "unit_paycheck_settings_default_sub_unit_id_sub_units_id_fk";
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "variant_holders" ADD CONSTRAINT "variant_holders_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "car_registrations" ADD CONSTRAINT "car_registrations_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "sub_units" ADD CONSTRAINT "sub_units_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "work_relations" ADD CONSTRAINT "work_relations_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "main_paycheck_line_templates" ADD CONSTRAINT "main_paycheck_line_templates_unit_id_id_unique" UNIQUE("unit_id","id");
--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_customer_id_fk" FOREIGN KEY ("unit_id","customer_id") REFERENCES "public"."customers"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_delivery_locations" ADD CONSTRAINT "customer_delivery_locations_customer_id_fk" FOREIGN KEY ("unit_id","customer_id") REFERENCES "public"."customers"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_active_periods" ADD CONSTRAINT "product_active_periods_product_id_fk" FOREIGN KEY ("unit_id","product_id") REFERENCES "public"."products"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_fk" FOREIGN KEY ("unit_id","product_id") REFERENCES "public"."products"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_file_id_fk" FOREIGN KEY ("unit_id","file_id") REFERENCES "public"."files"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_fk" FOREIGN KEY ("unit_id","product_id") REFERENCES "public"."products"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_group_id_fk" FOREIGN KEY ("unit_id","product_group_id") REFERENCES "public"."product_groups"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variant_id_fk" FOREIGN KEY ("unit_id","variant_id") REFERENCES "public"."variants"("unit_id","id") ON DELETE SET NULL ("variant_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_project_id_fk" FOREIGN KEY ("unit_id","project_id") REFERENCES "public"."projects"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_department_id_fk" FOREIGN KEY ("unit_id","department_id") REFERENCES "public"."departments"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_car_registration_id_fk" FOREIGN KEY ("unit_id","car_registration_id") REFERENCES "public"."car_registrations"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_parent_group_id_fk" FOREIGN KEY ("unit_id","parent_group_id") REFERENCES "public"."product_groups"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "variant_holders" ADD CONSTRAINT "variant_holders_parent_group_id_fk" FOREIGN KEY ("unit_id","parent_group_id") REFERENCES "public"."product_groups"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_variant_holder_id_fk" FOREIGN KEY ("unit_id","variant_holder_id") REFERENCES "public"."variant_holders"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "car_registrations" ADD CONSTRAINT "car_registrations_car_id_fk" FOREIGN KEY ("unit_id","car_id") REFERENCES "public"."cars"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "unit_settings" ADD CONSTRAINT "unit_settings_logo_file_id_fk" FOREIGN KEY ("unit_id","logo_file_id") REFERENCES "public"."files"("unit_id","id") ON DELETE SET NULL ("logo_file_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sub_units" ADD CONSTRAINT "sub_units_department_id_fk" FOREIGN KEY ("unit_id","department_id") REFERENCES "public"."departments"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_tax_cards" ADD CONSTRAINT "employee_tax_cards_employee_id_fk" FOREIGN KEY ("unit_id","employee_id") REFERENCES "public"."employees"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "employee_tax_cards" ADD CONSTRAINT "employee_tax_cards_file_id_fk" FOREIGN KEY ("unit_id","file_id") REFERENCES "public"."files"("unit_id","id") ON DELETE SET NULL ("file_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_relation_leaves" ADD CONSTRAINT "work_relation_leaves_work_relation_id_fk" FOREIGN KEY ("unit_id","work_relation_id") REFERENCES "public"."work_relations"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_relations" ADD CONSTRAINT "work_relations_employee_id_fk" FOREIGN KEY ("unit_id","employee_id") REFERENCES "public"."employees"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_relations" ADD CONSTRAINT "work_relations_sub_unit_id_fk" FOREIGN KEY ("unit_id","sub_unit_id") REFERENCES "public"."sub_units"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_work_relation_id_fk" FOREIGN KEY ("unit_id","work_relation_id") REFERENCES "public"."work_relations"("unit_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_main_template_id_fk" FOREIGN KEY ("unit_id","main_template_id") REFERENCES "public"."main_paycheck_line_templates"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_car_id_fk" FOREIGN KEY ("unit_id","car_id") REFERENCES "public"."cars"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_project_id_fk" FOREIGN KEY ("unit_id","project_id") REFERENCES "public"."projects"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ADD CONSTRAINT "paycheck_template_lines_department_id_fk" FOREIGN KEY ("unit_id","department_id") REFERENCES "public"."departments"("unit_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "unit_paycheck_settings" ADD CONSTRAINT "unit_paycheck_settings_default_sub_unit_id_fk" FOREIGN KEY ("unit_id","default_sub_unit_id") REFERENCES "public"."sub_units"("unit_id","id") ON DELETE SET NULL ("default_sub_unit_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "main_paycheck_line_templates" ALTER COLUMN "rate" SET DATA TYPE numeric(20, 4);
--> statement-breakpoint
ALTER TABLE "main_paycheck_line_templates" ALTER COLUMN "sum" SET DATA TYPE numeric(18, 2);
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ALTER COLUMN "rate" SET DATA TYPE numeric(20, 4);
--> statement-breakpoint
ALTER TABLE "paycheck_template_lines" ALTER COLUMN "sum" SET DATA TYPE numeric(18, 2);
