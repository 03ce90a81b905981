DROP TABLE "documents" CASCADE;--> statement-breakpoint
DROP TABLE "reports" CASCADE;