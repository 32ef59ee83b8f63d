CREATE TABLE `sap_group_cards` (
	`card_id` integer PRIMARY KEY NOT NULL,
	`group_id` integer NOT NULL,
	`added_at` integer NOT NULL,
	`added_by` text NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `sap_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sap_group_cards_group` ON `sap_group_cards` (`group_id`,`added_at`);--> statement-breakpoint
CREATE TABLE `sap_groups` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`name` text NOT NULL,
	`mode` text NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`created_by` text NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sap_groups_name` ON `sap_groups` (`main_client_id`,`name`);--> statement-breakpoint
CREATE TABLE `sap_hosts` (
	`id` integer PRIMARY KEY NOT NULL,
	`group_id` integer NOT NULL,
	`address` text NOT NULL,
	`kind` text NOT NULL,
	`port` integer,
	`protocol` text NOT NULL,
	`status` text NOT NULL,
	`fail_reason` text,
	`hits` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`applied_at` integer,
	FOREIGN KEY (`group_id`) REFERENCES `sap_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sap_hosts_group` ON `sap_hosts` (`group_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sap_hosts_pending` ON `sap_hosts` (`created_at`) WHERE status = 'pending';