CREATE TABLE `warning_notices` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`record_id` integer NOT NULL,
	`subject` text NOT NULL,
	`channel` text NOT NULL,
	`recipient` text NOT NULL,
	`content` text NOT NULL,
	`status` text NOT NULL,
	`retries` integer DEFAULT 0 NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `warning_notices_main` ON `warning_notices` (`main_client_id`,`at`);--> statement-breakpoint
CREATE TABLE `warning_records` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`source` text NOT NULL,
	`rule_id` integer,
	`billing_group_id` integer,
	`card_id` integer,
	`level` integer NOT NULL,
	`cycle` text NOT NULL,
	`value` real NOT NULL,
	`threshold` real NOT NULL,
	`action` text NOT NULL,
	`result` text NOT NULL,
	`status` text NOT NULL,
	`at` integer NOT NULL,
	`restore_at` integer,
	`restored_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `warning_records_once` ON `warning_records` (`rule_id`,`card_id`,`level`,`cycle`) WHERE rule_id is not null;--> statement-breakpoint
CREATE INDEX `warning_records_main` ON `warning_records` (`main_client_id`,`at`);--> statement-breakpoint
CREATE INDEX `warning_records_rule` ON `warning_records` (`rule_id`,`at`);--> statement-breakpoint
CREATE INDEX `warning_records_restore` ON `warning_records` (`restore_at`) WHERE restore_at is not null and restored_at is null;--> statement-breakpoint
CREATE TABLE `warning_rule_cards` (
	`rule_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	PRIMARY KEY(`rule_id`, `card_id`),
	FOREIGN KEY (`rule_id`) REFERENCES `warning_rules`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `warning_rule_logs` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`rule_id` integer,
	`rule_name` text NOT NULL,
	`action` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`username` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `warning_rule_logs_main` ON `warning_rule_logs` (`main_client_id`,`at`);--> statement-breakpoint
CREATE TABLE `warning_rules` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`scope` text NOT NULL,
	`scope_ref` text DEFAULT '' NOT NULL,
	`thresholds` text NOT NULL,
	`action` text NOT NULL,
	`restore` text DEFAULT 'none' NOT NULL,
	`channels` text NOT NULL,
	`recipients` text NOT NULL,
	`status` text NOT NULL,
	`hits` integer DEFAULT 0 NOT NULL,
	`last_triggered_at` integer,
	`created_at` integer NOT NULL,
	`created_by` text NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `warning_rules_main_name` ON `warning_rules` (`main_client_id`,`name`);