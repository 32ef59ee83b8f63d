CREATE TABLE `plan_changes` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	`payer_id` integer NOT NULL,
	`from_plan_id` integer NOT NULL,
	`to_plan_id` integer NOT NULL,
	`effect_mode` text NOT NULL,
	`diff_cents` integer NOT NULL,
	`status` text NOT NULL,
	`effect_at` integer,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payer_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`from_plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`to_plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `plan_changes_payer` ON `plan_changes` (`payer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `plan_changes_order` ON `plan_changes` (`order_id`);--> statement-breakpoint
CREATE INDEX `plan_changes_card` ON `plan_changes` (`card_id`,`status`);