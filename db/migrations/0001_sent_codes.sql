CREATE TABLE `sent_codes` (
	`id` integer PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`purpose` text NOT NULL,
	`code` text NOT NULL,
	`sent_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `sent_codes_phone` ON `sent_codes` (`phone`,`sent_at`);