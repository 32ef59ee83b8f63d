ALTER TABLE `card_sessions` ADD `up_kb` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `card_sessions` ADD `rat` text DEFAULT 'lte' NOT NULL;