CREATE TABLE `client_usage_daily` (
	`client_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`carrier` text NOT NULL,
	`day` text NOT NULL,
	`usage_mb` real NOT NULL,
	PRIMARY KEY(`client_id`, `carrier`, `day`)
);
--> statement-breakpoint
CREATE INDEX `client_usage_daily_main` ON `client_usage_daily` (`main_client_id`,`day`);--> statement-breakpoint
CREATE INDEX `client_usage_daily_day` ON `client_usage_daily` (`day`);