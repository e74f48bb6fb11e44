CREATE TABLE "word_usage" (
	"organisation_id" uuid NOT NULL,
	"month" text NOT NULL,
	"words" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "word_usage_organisation_id_month_pk" PRIMARY KEY("organisation_id","month")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_amount" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "word_usage" ADD CONSTRAINT "word_usage_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;