CREATE TABLE `directed_plans` (
	`plan_id` integer PRIMARY KEY NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `net_group_cards` (
	`id` integer PRIMARY KEY NOT NULL,
	`group_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	`add_order_id` integer NOT NULL,
	`delete_order_id` integer,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `net_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`add_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`delete_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `net_group_cards_group` ON `net_group_cards` (`group_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `net_group_cards_card` ON `net_group_cards` (`card_id`);--> statement-breakpoint
CREATE INDEX `net_group_cards_add` ON `net_group_cards` (`add_order_id`);--> statement-breakpoint
-- Hand-written (keep it if this migration is regenerated): a world seeded before directed plans existed gets them by name (fixtures/plans.ts `directed`).
INSERT OR IGNORE INTO `directed_plans` (`plan_id`) SELECT `id` FROM `plans` WHERE `name` IN ('移动物联网月包 500MB', '联通物联网月包 100MB', '电信物联网月包 300MB');
