CREATE TABLE "practice_users" (
	"user_id" integer NOT NULL,
	"practice_id" integer NOT NULL,
	"departments" text[] DEFAULT ARRAY['GD', 'Paard', 'Rund']::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_users_user_id_practice_id_pk" PRIMARY KEY("user_id","practice_id"),
	CONSTRAINT "practice_users_departments_check" CHECK ("departments" <@ ARRAY['GD', 'Paard', 'Rund']::text[])
);
--> statement-breakpoint
CREATE TABLE "practices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"grip_id" integer DEFAULT 1 NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "practices_grip_id_check" CHECK ("practices"."grip_id" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "practice_users" ADD CONSTRAINT "practice_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_users" ADD CONSTRAINT "practice_users_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_users_practice_id_idx" ON "practice_users" USING btree ("practice_id");