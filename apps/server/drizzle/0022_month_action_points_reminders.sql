CREATE TABLE "action_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"practice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone,
	CONSTRAINT "action_points_status_check" CHECK ("status" in ('open', 'done', 'not_applicable'))
);
--> statement-breakpoint
CREATE TABLE "report_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pdf_reads" ADD COLUMN "last_opened_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_notices" ADD COLUMN "kind" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "month_year" smallint;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "month_number" smallint;--> statement-breakpoint
ALTER TABLE "action_points" ADD CONSTRAINT "action_points_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_points" ADD CONSTRAINT "action_points_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_points" ADD CONSTRAINT "action_points_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reminders" ADD CONSTRAINT "report_reminders_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reminders" ADD CONSTRAINT "report_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_points_report_idx" ON "action_points" USING btree ("report_id","position");--> statement-breakpoint
CREATE INDEX "action_points_practice_status_idx" ON "action_points" USING btree ("practice_id","status");--> statement-breakpoint
CREATE INDEX "report_reminders_report_idx" ON "report_reminders" USING btree ("report_id","sent_at");--> statement-breakpoint
CREATE INDEX "reports_practice_month_idx" ON "reports" USING btree ("practice_id","month_year","month_number");--> statement-breakpoint
ALTER TABLE "pending_notices" ADD CONSTRAINT "pending_notices_kind_check" CHECK ("kind" in ('new', 'updated'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_month_check" CHECK (("reports"."month_year" is null and "reports"."month_number" is null) or ("reports"."month_year" between 2000 and 2100 and "reports"."month_number" between 1 and 12));--> statement-breakpoint
UPDATE "pdf_reads" SET "last_opened_at" = "first_opened_at";
