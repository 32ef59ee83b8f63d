DROP INDEX `cards_main_carrier`;--> statement-breakpoint
DROP INDEX `cards_main_status`;--> statement-breakpoint
DROP INDEX `cards_client_status`;--> statement-breakpoint
CREATE INDEX `cards_main_activated` ON `cards` (`main_client_id`,`activated_at`);--> statement-breakpoint
CREATE INDEX `cards_client_activated` ON `cards` (`client_id`,`activated_at`);--> statement-breakpoint
CREATE INDEX `cards_main_usage` ON `cards` (`main_client_id`,`usage_mb`);--> statement-breakpoint
CREATE INDEX `cards_client_usage` ON `cards` (`client_id`,`usage_mb`);--> statement-breakpoint
CREATE INDEX `cards_main_status` ON `cards` (`main_client_id`,`status`,`carrier`,`expires_at`);--> statement-breakpoint
CREATE INDEX `cards_client_status` ON `cards` (`client_id`,`status`,`carrier`,`expires_at`);