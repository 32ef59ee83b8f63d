CREATE TABLE `card_bindings` (
	`id` integer PRIMARY KEY NOT NULL,
	`card_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`mode` text NOT NULL,
	`tac` text,
	`bound_imei` text,
	`add_order_id` integer NOT NULL,
	`delete_order_id` integer,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`add_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`delete_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `card_bindings_main` ON `card_bindings` (`main_client_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `card_bindings_card` ON `card_bindings` (`card_id`);--> statement-breakpoint
CREATE INDEX `card_bindings_add` ON `card_bindings` (`add_order_id`);--> statement-breakpoint
CREATE TABLE `card_imei_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`card_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`at` integer NOT NULL,
	`old_imei` text,
	`new_imei` text NOT NULL,
	`separated` integer NOT NULL,
	`stopped` integer NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `card_imei_events_main` ON `card_imei_events` (`main_client_id`,`at`);--> statement-breakpoint
CREATE INDEX `card_imei_events_card` ON `card_imei_events` (`card_id`,`at`);--> statement-breakpoint
CREATE TABLE `imei_swaps` (
	`id` integer PRIMARY KEY NOT NULL,
	`card_id` integer NOT NULL,
	`at` integer NOT NULL,
	`imei` text NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `imei_swaps_at` ON `imei_swaps` (`at`);