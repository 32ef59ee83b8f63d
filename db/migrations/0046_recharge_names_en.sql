ALTER TABLE `charge_orders` ADD `product_name_en` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `recharge_records` ADD `package_name_en` text DEFAULT '' NOT NULL;