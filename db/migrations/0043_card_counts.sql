CREATE TABLE `client_card_counts` (
	`client_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`carrier` text NOT NULL,
	`status` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`client_id`, `carrier`, `status`)
);
--> statement-breakpoint
CREATE INDEX `client_card_counts_main` ON `client_card_counts` (`main_client_id`);--> statement-breakpoint
CREATE TABLE `client_card_days` (
	`client_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`kind` text NOT NULL,
	`carrier` text NOT NULL,
	`day` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`client_id`, `kind`, `day`, `carrier`)
);
--> statement-breakpoint
CREATE INDEX `client_card_days_main` ON `client_card_days` (`main_client_id`,`kind`,`day`);