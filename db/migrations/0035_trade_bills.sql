CREATE TABLE `monthly_bills` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`month` text NOT NULL,
	`opening_cents` integer NOT NULL,
	`closing_cents` integer NOT NULL,
	`kind_cents` text NOT NULL,
	`owed_cents` integer NOT NULL,
	`usage_mb` real NOT NULL,
	`issued_at` integer NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `monthly_bills_client_month` ON `monthly_bills` (`client_id`,`month`);