CREATE TABLE `speed_limit_lifts` (
	`card_id` integer PRIMARY KEY NOT NULL,
	`lifted_at` integer NOT NULL,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
