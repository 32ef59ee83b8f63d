CREATE TABLE `keep_fee_cards` (
	`month` text NOT NULL,
	`card_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`iccid` text NOT NULL,
	`carrier` text NOT NULL,
	`fee_cents` integer NOT NULL,
	PRIMARY KEY(`month`, `card_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `keep_fee_cards_client` ON `keep_fee_cards` (`client_id`,`month`);--> statement-breakpoint
CREATE TABLE `keep_fee_charges` (
	`client_id` integer NOT NULL,
	`month` text NOT NULL,
	`cards` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`paid_cents` integer NOT NULL,
	`owed_cents` integer NOT NULL,
	`charged_at` integer NOT NULL,
	`settled_at` integer,
	PRIMARY KEY(`client_id`, `month`),
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `keep_fee_charges_owed` ON `keep_fee_charges` (`client_id`) WHERE owed_cents > 0;