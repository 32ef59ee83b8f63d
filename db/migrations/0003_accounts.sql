CREATE TABLE `agreement_signatures` (
	`client_id` integer NOT NULL,
	`module` text NOT NULL,
	`version` text NOT NULL,
	`signed_at` integer NOT NULL,
	PRIMARY KEY(`client_id`, `module`, `version`),
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`credit_code` text NOT NULL,
	`contact_name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`status` text NOT NULL,
	`reject_reason` text,
	`submitted_at` integer NOT NULL,
	`reviewed_at` integer,
	`client_id` integer,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `registrations_status` ON `registrations` (`status`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `registrations_phone` ON `registrations` (`phone`);--> statement-breakpoint
CREATE INDEX `registrations_username` ON `registrations` (`username`);--> statement-breakpoint
CREATE TABLE `tasks` (
	`id` integer PRIMARY KEY NOT NULL,
	`client_id` integer,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tasks_status_client` ON `tasks` (`status`,`client_id`);--> statement-breakpoint
CREATE TABLE `user_event_logs` (
	`id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`event_name` text NOT NULL,
	`event_time` text NOT NULL,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_event_logs_user` ON `user_event_logs` (`user_id`,`received_at`);--> statement-breakpoint
CREATE TABLE `wx_bindings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`nickname` text NOT NULL,
	`bound_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `clients` ADD `recharge_enabled` integer DEFAULT true NOT NULL;