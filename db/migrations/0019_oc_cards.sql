CREATE TABLE `oc_assignments` (
	`id` integer PRIMARY KEY NOT NULL,
	`task_id` integer NOT NULL,
	`row_no` integer NOT NULL,
	`card_id` integer NOT NULL,
	`policy_id` integer NOT NULL,
	`status` text NOT NULL,
	`message` text,
	`created_at` integer NOT NULL,
	`applies_at` integer NOT NULL,
	`applied_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `oc_assignments_row` ON `oc_assignments` (`task_id`,`row_no`);--> statement-breakpoint
CREATE INDEX `oc_assignments_pending` ON `oc_assignments` (`status`,`applies_at`);--> statement-breakpoint
CREATE INDEX `oc_assignments_card` ON `oc_assignments` (`card_id`);--> statement-breakpoint
CREATE TABLE `oc_policies` (
	`id` integer PRIMARY KEY NOT NULL,
	`owner_client_id` integer,
	`name` text NOT NULL,
	`mode` text NOT NULL,
	`priority` text NOT NULL,
	`blacklist` text DEFAULT '' NOT NULL,
	`threshold_dbm` integer,
	`probe_ip` text,
	`latency_ms` integer,
	`enabled` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `oc_policies_owner` ON `oc_policies` (`owner_client_id`);--> statement-breakpoint
CREATE TABLE `oc_profiles` (
	`card_id` integer NOT NULL,
	`carrier` text NOT NULL,
	`iccid` text NOT NULL,
	`imsi` text NOT NULL,
	PRIMARY KEY(`card_id`, `carrier`),
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `oc_switches` (
	`id` integer PRIMARY KEY NOT NULL,
	`card_id` integer NOT NULL,
	`at` integer NOT NULL,
	`from_carrier` text NOT NULL,
	`to_carrier` text NOT NULL,
	`reason` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `oc_switches_card` ON `oc_switches` (`card_id`,`at`);--> statement-breakpoint
CREATE INDEX `oc_switches_at` ON `oc_switches` (`at`);--> statement-breakpoint
ALTER TABLE `cards` ADD `oc_policy_id` integer;--> statement-breakpoint
CREATE INDEX `cards_oc_policy` ON `cards` (`oc_policy_id`) WHERE oc_policy_id is not null;