CREATE TABLE `sms_signatures` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`name` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`reviewed_at` integer,
	`reject_reason` text,
	`created_by` text NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sms_signatures_client` ON `sms_signatures` (`main_client_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sms_templates` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`name` text NOT NULL,
	`content` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`created_by` text NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sms_templates_client` ON `sms_templates` (`main_client_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `card_sms` ADD `sender_user_id` integer;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `sender_name` text;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `settled_at` integer;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `fail_reason` text;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `encrypted` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `secret` text;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `task_id` integer;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `template_id` integer;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `kind` text;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `segments` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `cost_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `reply_at` integer;--> statement-breakpoint
ALTER TABLE `card_sms` ADD `reply_of` integer;--> statement-breakpoint
CREATE INDEX `card_sms_at` ON `card_sms` (`at`);--> statement-breakpoint
CREATE INDEX `card_sms_pending` ON `card_sms` (`at`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `card_sms_reply_due` ON `card_sms` (`reply_at`) WHERE reply_at is not null;--> statement-breakpoint
CREATE INDEX `card_sms_task` ON `card_sms` (`task_id`,`card_id`) WHERE task_id is not null;--> statement-breakpoint
CREATE INDEX `card_sms_template` ON `card_sms` (`template_id`) WHERE template_id is not null;--> statement-breakpoint
ALTER TABLE `plans` ADD `sms_included` integer DEFAULT true NOT NULL;