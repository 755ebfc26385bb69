CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone
);
