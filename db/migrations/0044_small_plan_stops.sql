CREATE TABLE `runaway_devices` (
	`card_id` integer PRIMARY KEY NOT NULL,
	`since` integer NOT NULL,
	`daily_mb` real NOT NULL,
	`cause` text NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `small_plan_stops` (
	`id` integer PRIMARY KEY NOT NULL,
	`card_id` integer NOT NULL,
	`month` text NOT NULL,
	`client_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`usage_mb` real NOT NULL,
	`stopped_at` integer NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `small_plan_stops_card_month` ON `small_plan_stops` (`card_id`,`month`);--> statement-breakpoint
CREATE INDEX `small_plan_stops_month` ON `small_plan_stops` (`month`,`stopped_at`);--> statement-breakpoint
CREATE INDEX `small_plan_stops_main` ON `small_plan_stops` (`main_client_id`,`month`);--> statement-breakpoint
CREATE INDEX `small_plan_stops_client` ON `small_plan_stops` (`client_id`,`month`);