CREATE TABLE `support_tasks` (
	`task_id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`params` text NOT NULL,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `support_tasks_kind` ON `support_tasks` (`kind`,`task_id`);