ALTER TABLE "kyc_documents" ADD COLUMN "gstin" text;--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at");