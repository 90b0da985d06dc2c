CREATE TABLE "dashboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"practice_id" integer NOT NULL,
	"name" text NOT NULL,
	"grip_dashboard" text DEFAULT 'geen' NOT NULL,
	"type_dashboard" text DEFAULT 'GD' NOT NULL,
	"url_dashboard" text,
	"digiredokey" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "dashboards_grip_check" CHECK ("grip_dashboard" in ('geen', 'digiredokey', 'digiredourl')),
	CONSTRAINT "dashboards_type_check" CHECK ("type_dashboard" in ('GD', 'GD 1a', 'GD 1b', 'Paard', 'Rund', 'LBH'))
);
--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboards_practice_id_idx" ON "dashboards" USING btree ("practice_id");