CREATE TABLE `refund_requests` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`requested_by` text NOT NULL,
	`requested_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	`reviewed_at` integer,
	`reviewer` text,
	`reject_reason` text,
	FOREIGN KEY (`order_id`) REFERENCES `charge_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `refund_requests_order` ON `refund_requests` (`order_id`);--> statement-breakpoint
CREATE INDEX `refund_requests_due` ON `refund_requests` (`due_at`) WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE `charge_order_cards` ADD `effect_at` integer;--> statement-breakpoint
ALTER TABLE `charge_order_cards` ADD `refund_id` integer;--> statement-breakpoint
ALTER TABLE `charge_orders` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;