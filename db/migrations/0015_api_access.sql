CREATE TABLE `api_access` (
	`main_client_id` integer PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`purpose` text NOT NULL,
	`daily_calls` integer NOT NULL,
	`contact_name` text NOT NULL,
	`contact_phone` text NOT NULL,
	`applied_at` integer NOT NULL,
	`reviewed_at` integer,
	`reject_reason` text,
	`app_key` text,
	`secret_hash` text,
	`secret_hint` text,
	`secret_issued_at` integer,
	`ip_allowlist` text DEFAULT '[]' NOT NULL,
	`callback_url` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
