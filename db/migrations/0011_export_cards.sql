CREATE TABLE `export_cards` (
	`seq` integer PRIMARY KEY NOT NULL,
	`task_id` integer NOT NULL,
	`card_id` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `export_cards_task` ON `export_cards` (`task_id`);