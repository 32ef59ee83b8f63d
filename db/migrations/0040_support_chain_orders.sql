CREATE TABLE `card_stock` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`iccid` text NOT NULL,
	`msisdn` text NOT NULL,
	`imsi` text NOT NULL,
	`carrier` text NOT NULL,
	`order_id` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `card_stock_iccid` ON `card_stock` (`iccid`);--> statement-breakpoint
CREATE INDEX `card_stock_free` ON `card_stock` (`carrier`,`order_id`,`id`);--> statement-breakpoint
CREATE INDEX `card_stock_order` ON `card_stock` (`order_id`) WHERE order_id is not null;--> statement-breakpoint
CREATE TABLE `chain_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`store_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`plan_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`courier_no` text,
	`shipped_at` integer,
	`shipped_by` text,
	`signed_at` integer,
	`activated_at` integer,
	`next_at` integer,
	FOREIGN KEY (`store_id`) REFERENCES `chain_stores`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `chain_orders_client` ON `chain_orders` (`client_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `chain_orders_due` ON `chain_orders` (`next_at`);--> statement-breakpoint
CREATE TABLE `chain_stores` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_id` integer NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`region` text NOT NULL,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chain_stores_code` ON `chain_stores` (`client_id`,`code`);