CREATE TABLE `net_group_hosts` (
	`id` integer PRIMARY KEY NOT NULL,
	`group_id` integer NOT NULL,
	`kind` text NOT NULL,
	`address` text NOT NULL,
	`protocol` text NOT NULL,
	`add_order_id` integer NOT NULL,
	`delete_order_id` integer,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `net_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`add_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`delete_order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `net_group_hosts_group` ON `net_group_hosts` (`group_id`);--> statement-breakpoint
CREATE INDEX `net_group_hosts_add` ON `net_group_hosts` (`add_order_id`);--> statement-breakpoint
CREATE TABLE `net_groups` (
	`id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`name` text NOT NULL,
	`carrier` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `net_groups_name` ON `net_groups` (`main_client_id`,`name`);--> statement-breakpoint
ALTER TABLE `work_orders` ADD `title_message` text;