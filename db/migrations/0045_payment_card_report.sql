CREATE TABLE `card_revenue_monthly` (
	`id` integer PRIMARY KEY NOT NULL,
	`client_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`month` text NOT NULL,
	`iccid` text NOT NULL,
	`package_cents` integer NOT NULL,
	`package_n` integer NOT NULL,
	`addon_cents` integer NOT NULL,
	`addon_n` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `card_revenue_monthly_key` ON `card_revenue_monthly` (`client_id`,`month`,`iccid`);--> statement-breakpoint
CREATE TABLE `client_revenue_monthly` (
	`id` integer PRIMARY KEY NOT NULL,
	`client_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`month` text NOT NULL,
	`cards_billed` integer NOT NULL,
	`cards_renewed` integer NOT NULL,
	`package_cents` integer NOT NULL,
	`addon_cents` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_revenue_monthly_key` ON `client_revenue_monthly` (`client_id`,`month`);--> statement-breakpoint
CREATE INDEX `client_revenue_monthly_main` ON `client_revenue_monthly` (`main_client_id`,`month`);