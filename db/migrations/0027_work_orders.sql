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
CREATE TABLE `work_order_attachments` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`file_url` text NOT NULL,
	`file_name` text NOT NULL,
	`size` integer NOT NULL,
	`uploaded_by` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `work_order_attachments_order` ON `work_order_attachments` (`order_id`);--> statement-breakpoint
CREATE TABLE `work_order_cards` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	`status` text NOT NULL,
	`answer` text,
	`settled_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `work_order_cards_order` ON `work_order_cards` (`order_id`);--> statement-breakpoint
CREATE INDEX `work_order_cards_card` ON `work_order_cards` (`card_id`);--> statement-breakpoint
CREATE TABLE `work_order_comments` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`side` text NOT NULL,
	`author` text NOT NULL,
	`content` text NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `work_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `work_order_comments_order` ON `work_order_comments` (`order_id`,`at`);--> statement-breakpoint
CREATE TABLE `work_orders` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_no` text NOT NULL,
	`client_id` integer NOT NULL,
	`main_client_id` integer NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`title_message` text,
	`source` text DEFAULT 'portal' NOT NULL,
	`status` text NOT NULL,
	`carrier` text,
	`sla_days` integer NOT NULL,
	`submitter` text NOT NULL,
	`handler` text,
	`reject_reason` text,
	`answer` text,
	`card_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	`reviewed_at` integer,
	`forwarded_at` integer,
	`finished_at` integer,
	`next_at` integer,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `work_orders_no` ON `work_orders` (`order_no`);--> statement-breakpoint
CREATE INDEX `work_orders_main` ON `work_orders` (`main_client_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `work_orders_client` ON `work_orders` (`client_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `work_orders_next` ON `work_orders` (`next_at`) WHERE next_at is not null;