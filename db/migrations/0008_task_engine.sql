CREATE TABLE `task_rows` (
	`task_id` integer NOT NULL,
	`row_no` integer NOT NULL,
	`number` text DEFAULT '' NOT NULL,
	`input` text NOT NULL,
	`outcome` text DEFAULT 'pending' NOT NULL,
	`message` text,
	PRIMARY KEY(`task_id`, `row_no`),
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_task_files` (
	`task_id` integer PRIMARY KEY NOT NULL,
	`file_name` text NOT NULL,
	`mime` text NOT NULL,
	`content` blob,
	`path` text NOT NULL,
	`size` integer NOT NULL,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP TABLE `task_files`;--> statement-breakpoint
ALTER TABLE `__new_task_files` RENAME TO `task_files`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `tasks` ADD `started_at` integer;--> statement-breakpoint
ALTER TABLE `tasks` ADD `steps_done` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tasks` ADD `done_rows` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tasks` ADD `failed_rows` integer DEFAULT 0 NOT NULL;