CREATE TABLE `card_status_notes` (
	`event_id` integer PRIMARY KEY NOT NULL,
	`note` text NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `card_status_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `operation_logs` (
	`id` integer PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`user_id` integer,
	`username` text NOT NULL,
	`client_id` integer,
	`login_type` text NOT NULL,
	`method` text NOT NULL,
	`action` text NOT NULL,
	`object` text DEFAULT '' NOT NULL,
	`note` text,
	`code` integer NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `operation_logs_at` ON `operation_logs` (`at`);--> statement-breakpoint
CREATE INDEX `operation_logs_client` ON `operation_logs` (`client_id`,`at`);--> statement-breakpoint
CREATE INDEX `operation_logs_user` ON `operation_logs` (`username`,`at`);