CREATE INDEX "practice_users_practice_user_idx" ON "practice_users" USING btree ("practice_id","user_id");--> statement-breakpoint
DROP INDEX "practice_users_practice_id_idx";--> statement-breakpoint
CREATE INDEX "users_readers_idx" ON "users" USING btree ("id") WHERE "type" in ('Klant', 'Manager') and "deleted_at" is null and "password_hash" is not null;--> statement-breakpoint
CREATE INDEX "action_points_practice_text_idx" ON "action_points" USING btree ("practice_id",md5("text"),"report_id");
