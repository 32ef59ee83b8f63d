CREATE TABLE `speccard_resumes` (
	`id` integer PRIMARY KEY NOT NULL,
	`app_no` text NOT NULL,
	`client_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	`stop_reason` text NOT NULL,
	`reason` text NOT NULL,
	`evidence_url` text,
	`evidence_name` text DEFAULT '' NOT NULL,
	`evidence_size` integer DEFAULT 0 NOT NULL,
	`fee_cents` integer NOT NULL,
	`status` text NOT NULL,
	`applicant` text NOT NULL,
	`applied_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	`reviewed_at` integer,
	`reviewer` text,
	`reject_key` text,
	`reject_params` text,
	`reject_text` text,
	`resume_id` integer,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resume_id`) REFERENCES `carrier_resumes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `speccard_resumes_no` ON `speccard_resumes` (`app_no`);--> statement-breakpoint
CREATE INDEX `speccard_resumes_client` ON `speccard_resumes` (`client_id`,`applied_at`);--> statement-breakpoint
CREATE INDEX `speccard_resumes_card` ON `speccard_resumes` (`card_id`);--> statement-breakpoint
CREATE INDEX `speccard_resumes_due` ON `speccard_resumes` (`due_at`) WHERE status = 'pending';