ALTER TABLE `account_ledger` ADD `remark_key` text;--> statement-breakpoint
ALTER TABLE `account_ledger` ADD `remark_params` text;