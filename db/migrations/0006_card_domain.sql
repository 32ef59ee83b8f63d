CREATE TABLE `billing_groups` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`carrier` text NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`warn_enabled` integer DEFAULT false NOT NULL,
	`warn_thresholds` text DEFAULT '80,100' NOT NULL,
	`warn_phones` text DEFAULT '' NOT NULL,
	`warned_percent` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `billing_groups_main` ON `billing_groups` (`main_client_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `billing_groups_code` ON `billing_groups` (`code`);--> statement-breakpoint
CREATE TABLE `card_operations` (
	`id` integer PRIMARY KEY NOT NULL,
	`card_id` integer NOT NULL,
	`user_id` integer,
	`username` text NOT NULL,
	`action` text NOT NULL,
	`detail` text DEFAULT '{}' NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `card_operations_card` ON `card_operations` (`card_id`,`at`);--> statement-breakpoint
CREATE TABLE `card_sessions` (
	`id` integer PRIMARY KEY NOT NULL,
	`card_id` integer NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	`ip` text NOT NULL,
	`apn` text NOT NULL,
	`cell_id` integer NOT NULL,
	`usage_kb` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cell_id`) REFERENCES `cells`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `card_sessions_card` ON `card_sessions` (`card_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `card_sms` (
	`id` integer PRIMARY KEY NOT NULL,
	`card_id` integer NOT NULL,
	`direction` text NOT NULL,
	`content` text NOT NULL,
	`status` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `card_sms_card` ON `card_sms` (`card_id`,`at`);--> statement-breakpoint
CREATE TABLE `card_status_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`card_id` integer NOT NULL,
	`at` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`reason` text NOT NULL,
	`operator` text NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `card_status_events_card` ON `card_status_events` (`card_id`,`at`);--> statement-breakpoint
CREATE TABLE `card_tags` (
	`card_id` integer NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`card_id`, `tag`),
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `card_tags_tag` ON `card_tags` (`tag`,`card_id`);--> statement-breakpoint
CREATE TABLE `cells` (
	`id` integer PRIMARY KEY NOT NULL,
	`carrier` text NOT NULL,
	`lac` integer NOT NULL,
	`ci` integer NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`province` text NOT NULL,
	`province_en` text NOT NULL,
	`city` text NOT NULL,
	`city_en` text NOT NULL,
	`address` text NOT NULL,
	`address_en` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `faqs` (
	`id` integer PRIMARY KEY NOT NULL,
	`category` text NOT NULL,
	`category_en` text NOT NULL,
	`question` text NOT NULL,
	`question_en` text NOT NULL,
	`answer` text NOT NULL,
	`answer_en` text NOT NULL,
	`sort` integer DEFAULT 0 NOT NULL,
	`views` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `hardware` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`sn` text NOT NULL,
	`model` text NOT NULL,
	`imei` text NOT NULL,
	`card_id` integer,
	`bound_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `hardware_main` ON `hardware` (`main_client_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `hardware_sn` ON `hardware` (`sn`);--> statement-breakpoint
CREATE UNIQUE INDEX `hardware_card` ON `hardware` (`card_id`) WHERE card_id is not null;--> statement-breakpoint
CREATE TABLE `locate_queries` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	`cell_id` integer,
	`user_id` integer,
	`at` integer NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cell_id`) REFERENCES `cells`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `locate_queries_main` ON `locate_queries` (`main_client_id`,`at`);--> statement-breakpoint
CREATE TABLE `project_groups` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `project_groups_main_name` ON `project_groups` (`main_client_id`,`name`);--> statement-breakpoint
CREATE TABLE `real_name_requests` (
	`id` integer PRIMARY KEY NOT NULL,
	`card_id` integer NOT NULL,
	`name` text NOT NULL,
	`id_number` text NOT NULL,
	`phone` text NOT NULL,
	`source` text NOT NULL,
	`status` text NOT NULL,
	`reject_reason` text,
	`submitted_at` integer NOT NULL,
	`reviewed_at` integer,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `real_name_requests_card` ON `real_name_requests` (`card_id`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `real_name_requests_status` ON `real_name_requests` (`status`,`submitted_at`);--> statement-breakpoint
CREATE TABLE `recharge_records` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_no` text NOT NULL,
	`card_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`kind` text NOT NULL,
	`package_name` text NOT NULL,
	`mb` real NOT NULL,
	`months` integer DEFAULT 0 NOT NULL,
	`amount_cents` integer NOT NULL,
	`pay_method` text NOT NULL,
	`status` text NOT NULL,
	`operator` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `recharge_records_main` ON `recharge_records` (`main_client_id`,`at`);--> statement-breakpoint
CREATE INDEX `recharge_records_card` ON `recharge_records` (`card_id`,`at`);--> statement-breakpoint
CREATE TABLE `sms_warning_records` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`kind` text NOT NULL,
	`billing_group_id` integer,
	`card_id` integer,
	`threshold` integer NOT NULL,
	`phone` text NOT NULL,
	`content` text NOT NULL,
	`status` text NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`billing_group_id`) REFERENCES `billing_groups`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `sms_warning_records_main` ON `sms_warning_records` (`main_client_id`,`sent_at`);--> statement-breakpoint
CREATE TABLE `task_files` (
	`task_id` integer PRIMARY KEY NOT NULL,
	`file_name` text NOT NULL,
	`mime` text NOT NULL,
	`content` blob NOT NULL,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `voice_whitelist` (
	`id` integer PRIMARY KEY NOT NULL,
	`card_id` integer NOT NULL,
	`phone` text NOT NULL,
	`status` text NOT NULL,
	`source` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `voice_whitelist_card_phone` ON `voice_whitelist` (`card_id`,`phone`);--> statement-breakpoint
ALTER TABLE `cards` ADD `billing_group_id` integer;--> statement-breakpoint
ALTER TABLE `cards` ADD `project_group_id` integer;--> statement-breakpoint
ALTER TABLE `cards` ADD `real_name_status` text DEFAULT 'verified' NOT NULL;--> statement-breakpoint
ALTER TABLE `cards` ADD `addon_mb` real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `cards_main_plan` ON `cards` (`main_client_id`,`plan_id`);--> statement-breakpoint
CREATE INDEX `cards_client_plan` ON `cards` (`client_id`,`plan_id`);--> statement-breakpoint
CREATE INDEX `cards_main_real_name` ON `cards` (`main_client_id`,`real_name_status`);--> statement-breakpoint
CREATE INDEX `cards_client_real_name` ON `cards` (`client_id`,`real_name_status`);--> statement-breakpoint
CREATE INDEX `cards_billing_group` ON `cards` (`billing_group_id`) WHERE billing_group_id is not null;--> statement-breakpoint
CREATE INDEX `cards_project_group` ON `cards` (`project_group_id`) WHERE project_group_id is not null;--> statement-breakpoint
ALTER TABLE `clients` ADD `locate_enabled_at` integer;--> statement-breakpoint
ALTER TABLE `tasks` ADD `user_id` integer;--> statement-breakpoint
ALTER TABLE `tasks` ADD `params` text;--> statement-breakpoint
ALTER TABLE `tasks` ADD `total` integer;--> statement-breakpoint
ALTER TABLE `tasks` ADD `error` text;--> statement-breakpoint
CREATE INDEX `tasks_client_kind` ON `tasks` (`client_id`,`kind`,`created_at`);