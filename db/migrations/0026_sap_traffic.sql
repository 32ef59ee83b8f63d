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
