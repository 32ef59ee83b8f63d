CREATE TABLE `profit_prices` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`sub_client_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`mode` text NOT NULL,
	`markup` integer NOT NULL,
	`cost_cents` integer NOT NULL,
	`sub_price_cents` integer NOT NULL,
	`retail_cents` integer NOT NULL,
	`effective_at` integer NOT NULL,
	`updated_by` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sub_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profit_prices_version` ON `profit_prices` (`sub_client_id`,`product_id`,`effective_at`);--> statement-breakpoint
CREATE TABLE `profit_rows` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`order_no` text NOT NULL,
	`line_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`sub_client_id` integer NOT NULL,
	`beneficiary_client_id` integer NOT NULL,
	`role` text NOT NULL,
	`channel` text NOT NULL,
	`sale_cents` integer NOT NULL,
	`cost_cents` integer NOT NULL,
	`profit_cents` integer NOT NULL,
	`month` text NOT NULL,
	`status` text NOT NULL,
	`refund_id` integer,
	`at` integer NOT NULL,
	`settled_at` integer
);
--> statement-breakpoint
CREATE INDEX `profit_rows_beneficiary` ON `profit_rows` (`beneficiary_client_id`,`month`);--> statement-breakpoint
CREATE INDEX `profit_rows_main` ON `profit_rows` (`main_client_id`,`month`);--> statement-breakpoint
CREATE INDEX `profit_rows_line` ON `profit_rows` (`line_id`);--> statement-breakpoint
CREATE INDEX `profit_rows_pending` ON `profit_rows` (`month`) WHERE status = 'pending';--> statement-breakpoint
CREATE TABLE `profit_withdrawals` (
	`id` integer PRIMARY KEY NOT NULL,
	`app_no` text NOT NULL,
	`main_client_id` integer NOT NULL,
	`sub_client_id` integer NOT NULL,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`account` text NOT NULL,
	`status` text NOT NULL,
	`applicant` text NOT NULL,
	`applied_at` integer NOT NULL,
	`reviewer` text,
	`reviewed_at` integer,
	`reject_reason` text,
	`pay_at` integer,
	`paid_at` integer,
	`ledger_no` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profit_withdrawals_no` ON `profit_withdrawals` (`app_no`);--> statement-breakpoint
CREATE INDEX `profit_withdrawals_main` ON `profit_withdrawals` (`main_client_id`,`status`);--> statement-breakpoint
CREATE INDEX `profit_withdrawals_sub` ON `profit_withdrawals` (`sub_client_id`);--> statement-breakpoint
CREATE INDEX `profit_withdrawals_pay` ON `profit_withdrawals` (`pay_at`) WHERE status = 'approved';