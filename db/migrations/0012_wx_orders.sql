CREATE TABLE `wx_orders` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_no` text NOT NULL,
	`token` text NOT NULL,
	`card_id` integer NOT NULL,
	`product` text NOT NULL,
	`mb` real NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`pay_at` integer,
	`closes_at` integer NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wx_orders_token` ON `wx_orders` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `wx_orders_order_no` ON `wx_orders` (`order_no`);--> statement-breakpoint
CREATE INDEX `wx_orders_pending` ON `wx_orders` (`closes_at`) WHERE status = 'pending';