CREATE TABLE "mail_withdrawals" (
	"mail_id" uuid PRIMARY KEY NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
