CREATE TABLE `sap_analysis_cards` (
	`task_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	PRIMARY KEY(`task_id`, `card_id`)
);
--> statement-breakpoint
CREATE TABLE `sap_analysis_daily` (
	`task_id` integer NOT NULL,
	`day` integer NOT NULL,
	`dest_id` integer NOT NULL,
	`allowed_bytes` integer NOT NULL,
	`blocked_bytes` integer NOT NULL,
	`flows` integer NOT NULL,
	`blocked_flows` integer NOT NULL,
	PRIMARY KEY(`task_id`, `day`, `dest_id`)
);
--> statement-breakpoint
CREATE TABLE `sap_analysis_tasks` (
	`task_id` integer PRIMARY KEY NOT NULL,
	`client_id` integer,
	`source` text NOT NULL,
	`group_id` integer,
	`day_from` integer NOT NULL,
	`day_to` integer NOT NULL,
	`cards` integer NOT NULL,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `sap_analysis_tasks_client` ON `sap_analysis_tasks` (`client_id`);