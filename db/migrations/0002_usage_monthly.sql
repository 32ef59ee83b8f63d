CREATE TABLE `card_usage_monthly` (
	`card_id` integer NOT NULL,
	`month` text NOT NULL,
	`usage_mb` real NOT NULL,
	PRIMARY KEY(`card_id`, `month`),
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
