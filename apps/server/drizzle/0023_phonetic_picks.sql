CREATE TABLE "phonetic_picks" (
	"organisation_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"typed" text NOT NULL,
	"chosen" text NOT NULL,
	"picks" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phonetic_picks_organisation_id_lang_typed_chosen_pk" PRIMARY KEY("organisation_id","lang","typed","chosen")
);
--> statement-breakpoint
ALTER TABLE "phonetic_picks" ADD CONSTRAINT "phonetic_picks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;