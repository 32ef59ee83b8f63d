ALTER TABLE `users` ADD `name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `locked` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `last_login_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `last_login_ip` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `users_client` ON `users` (`client_id`);