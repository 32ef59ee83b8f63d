CREATE TABLE `card_assignments` (
	`task_id` integer PRIMARY KEY NOT NULL,
	`main_client_id` integer NOT NULL,
	`from_client_id` integer,
	`to_client_id` integer,
	`method` text NOT NULL,
	`withdraw_of` integer,
	`withdrawn_by` integer,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`main_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`from_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`to_client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `card_assignments_main` ON `card_assignments` (`main_client_id`,`task_id`);--> statement-breakpoint
ALTER TABLE `clients` ADD `status` text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE `perm_groups` ADD `for_client_id` integer;