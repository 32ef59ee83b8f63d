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
CREATE INDEX `sap_hosts_pending` ON `sap_hosts` (`created_at`) WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE `sap_destinations` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`address` text NOT NULL,
	`port` integer NOT NULL,
	`protocol` text NOT NULL,
	`category` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sap_destinations_client` ON `sap_destinations` (`main_client_id`,`category`);--> statement-breakpoint
CREATE TABLE `sap_suspect_cards` (
	`card_id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sap_traffic_daily` (
	`day` integer NOT NULL,
	`card_id` integer NOT NULL,
	`dest_id` integer NOT NULL,
	`bytes_up` integer NOT NULL,
	`bytes_down` integer NOT NULL,
	`flows` integer NOT NULL,
	`blocked` integer NOT NULL,
	PRIMARY KEY(`day`, `card_id`, `dest_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `sap_traffic_days` (
	`day` integer PRIMARY KEY NOT NULL,
	`generated_at` integer NOT NULL,
	`rows` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sap_traffic_group_daily` (
	`group_id` integer NOT NULL,
	`day` integer NOT NULL,
	`dest_id` integer NOT NULL,
	`allowed_bytes` integer NOT NULL,
	`blocked_bytes` integer NOT NULL,
	`flows` integer NOT NULL,
	`blocked_flows` integer NOT NULL,
	PRIMARY KEY(`group_id`, `day`, `dest_id`)
) WITHOUT ROWID;
