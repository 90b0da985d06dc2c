DROP INDEX "dashboards_name_order_idx";--> statement-breakpoint
DROP INDEX "practices_name_order_idx";--> statement-breakpoint
DROP INDEX "users_name_order_idx";--> statement-breakpoint
DROP INDEX "users_created_at_order_idx";--> statement-breakpoint
DROP INDEX "users_type_order_idx";--> statement-breakpoint
CREATE INDEX "users_deleted_idx" ON "users" USING btree ("deleted_at") WHERE "users"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "dashboards_name_order_idx" ON "dashboards" USING btree ("name_key","id") WHERE "dashboards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "practices_name_order_idx" ON "practices" USING btree ("name_key","id") WHERE "practices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ("name_key","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_created_at_order_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_type_order_idx" ON "users" USING btree ("type","name_key","id") WHERE "users"."deleted_at" is null;