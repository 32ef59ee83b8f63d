CREATE TABLE `account_ledger` (
	`id` integer PRIMARY KEY NOT NULL,
	`serial_no` text NOT NULL,
	`client_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`balance_before` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`order_no` text DEFAULT '' NOT NULL,
	`counterparty_client_id` integer,
	`operator` text NOT NULL,
	`remark` text DEFAULT '' NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_ledger_serial` ON `account_ledger` (`serial_no`);--> statement-breakpoint
CREATE INDEX `account_ledger_client` ON `account_ledger` (`client_id`,`id`);--> statement-breakpoint
CREATE INDEX `account_ledger_client_at` ON `account_ledger` (`client_id`,`at`);--> statement-breakpoint
ALTER TABLE `clients` ADD `frozen_cents` integer DEFAULT 0 NOT NULL;