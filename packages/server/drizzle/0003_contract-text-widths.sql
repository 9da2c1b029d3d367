ALTER TABLE "accounts" ALTER COLUMN "name" SET DATA TYPE varchar(120);--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "name" SET DATA TYPE varchar(120);--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE varchar(120);