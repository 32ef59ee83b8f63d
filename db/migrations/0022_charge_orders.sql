CREATE TABLE `charge_order_cards` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_id` integer NOT NULL,
	`card_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`due_at` integer NOT NULL,
	`settled_at` integer,
	`answer` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `charge_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`card_id`) REFERENCES `cards`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `charge_order_cards_order` ON `charge_order_cards` (`order_id`);--> statement-breakpoint
CREATE INDEX `charge_order_cards_due` ON `charge_order_cards` (`due_at`) WHERE status = 'processing';--> statement-breakpoint
CREATE TABLE `charge_orders` (
	`id` integer PRIMARY KEY NOT NULL,
	`order_no` text NOT NULL,
	`client_id` integer NOT NULL,
	`kind` text NOT NULL,
	`product_id` integer,
	`effect_mode` text,
	`channel` text NOT NULL,
	`product_name` text DEFAULT '' NOT NULL,
	`amount_cents` integer NOT NULL,
	`held_cents` integer DEFAULT 0 NOT NULL,
	`charged_cents` integer DEFAULT 0 NOT NULL,
	`released_cents` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`card_count` integer DEFAULT 0 NOT NULL,
	`token` text,
	`pay_at` integer,
	`closes_at` integer,
	`operator` text NOT NULL,
	`created_at` integer NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `charge_products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `charge_orders_no` ON `charge_orders` (`order_no`);--> statement-breakpoint
CREATE UNIQUE INDEX `charge_orders_token` ON `charge_orders` (`token`);--> statement-breakpoint
CREATE INDEX `charge_orders_client` ON `charge_orders` (`client_id`,`id`);--> statement-breakpoint
CREATE INDEX `charge_orders_processing` ON `charge_orders` (`id`) WHERE status = 'processing';--> statement-breakpoint
CREATE TABLE `charge_products` (
	`id` integer PRIMARY KEY NOT NULL,
	`carrier` text NOT NULL,
	`kind` text NOT NULL,
	`mb` real NOT NULL,
	`sms` integer DEFAULT 0 NOT NULL,
	`months` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`effect_modes` text NOT NULL,
	`stackable` integer NOT NULL,
	`pool` integer DEFAULT false NOT NULL,
	`status` text NOT NULL
);
