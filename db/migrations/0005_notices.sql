CREATE TABLE `notice_reads` (
	`notice_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`notice_id`, `user_id`),
	FOREIGN KEY (`notice_id`) REFERENCES `notices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notices` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`title_en` text NOT NULL,
	`content` text NOT NULL,
	`content_en` text NOT NULL,
	`audience` text NOT NULL,
	`client_id` integer,
	`published_at` integer NOT NULL,
	`expires_at` integer,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notices_audience_client" CHECK(("notices"."audience" = 'client') = ("notices"."client_id" is not null))
);
--> statement-breakpoint
CREATE INDEX `notices_published` ON `notices` (`published_at`);--> statement-breakpoint
CREATE TABLE `questionnaire_answers` (
	`questionnaire_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`answers` text NOT NULL,
	`answered_at` integer NOT NULL,
	PRIMARY KEY(`questionnaire_id`, `user_id`),
	FOREIGN KEY (`questionnaire_id`) REFERENCES `questionnaires`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `questionnaires` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`title_en` text NOT NULL,
	`url` text NOT NULL,
	`questions` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`audience` text DEFAULT 'client' NOT NULL
);
