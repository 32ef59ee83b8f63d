CREATE TABLE `sap_ips_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	`dest_id` integer NOT NULL,
	`day` integer NOT NULL,
	`at` integer NOT NULL,
	`src_ip` text NOT NULL,
	`src_port` integer NOT NULL,
	`category` text NOT NULL,
	`severity` text NOT NULL,
	`action` text NOT NULL,
	`status` text NOT NULL,
	`handled_by` text,
	`handled_at` integer,
	`remark` text,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dest_id`) REFERENCES `sap_destinations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sap_ips_events_card_dest_day` ON `sap_ips_events` (`card_id`,`dest_id`,`day`);--> statement-breakpoint
CREATE INDEX `sap_ips_events_client_at` ON `sap_ips_events` (`main_client_id`,`at`);