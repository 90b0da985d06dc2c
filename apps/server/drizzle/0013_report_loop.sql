CREATE TABLE "pdf_reads" (
	"pdf_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_reads_pdf_id_user_id_pk" PRIMARY KEY("pdf_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "pending_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"pdf_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_notices_pdf_id_unique" UNIQUE("pdf_id")
);
--> statement-breakpoint
CREATE TABLE "portal_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"practice_id" integer,
	"report_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"klanten" text DEFAULT '' NOT NULL,
	"verrichtingen" text DEFAULT '' NOT NULL,
	"team" text DEFAULT '' NOT NULL,
	"financien" text DEFAULT '' NOT NULL,
	"overig" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notices_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_reads" ADD CONSTRAINT "pdf_reads_pdf_id_pdfs_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."pdfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_reads" ADD CONSTRAINT "pdf_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_notices" ADD CONSTRAINT "pending_notices_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_notices" ADD CONSTRAINT "pending_notices_pdf_id_pdfs_id_fk" FOREIGN KEY ("pdf_id") REFERENCES "public"."pdfs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_drafts" ADD CONSTRAINT "report_drafts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_drafts" ADD CONSTRAINT "report_drafts_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_drafts" ADD CONSTRAINT "report_drafts_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdf_reads_user_idx" ON "pdf_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_notices_practice_idx" ON "pending_notices" USING btree ("practice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_drafts_report_unique" ON "report_drafts" USING btree ("author_id","report_id") WHERE "report_drafts"."report_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "report_drafts_new_unique" ON "report_drafts" USING btree ("author_id",coalesce("practice_id", 0)) WHERE "report_drafts"."report_id" is null;