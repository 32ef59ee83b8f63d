-- The public H5's WeChat orders (/wx_recharge) become card orders of the one order flow
-- (charge_orders, channel 'wechat', one charge_order_cards row each): a paid order is done (its
-- share charged to the payer, never to the balance), one refunded after payment failed (its share
-- released back to WeChat), an unpaid one failed or closed. An order still waiting for its payer is
-- closed: the product it named is no longer sold. Its recharge record stays as it was.
ALTER TABLE `charge_orders` ADD `paid_at` integer;--> statement-breakpoint
INSERT INTO `charge_orders` (`order_no`, `client_id`, `kind`, `product_id`, `effect_mode`, `channel`, `product_name`,
  `product_name_en`, `amount_cents`, `held_cents`, `charged_cents`, `released_cents`, `status`, `card_count`, `token`,
  `pay_at`, `closes_at`, `paid_at`, `operator`, `created_at`, `settled_at`)
SELECT w.`order_no`, c.`main_client_id`, 'card', NULL, 'immediate', 'wechat',
  CASE c.`carrier` WHEN 'cmcc' THEN '中国移动' WHEN 'cucc' THEN '中国联通' ELSE '中国电信' END || '加油包 ' ||
    CASE WHEN w.`mb` >= 1024 THEN '1GB' ELSE CAST(CAST(w.`mb` AS integer) AS text) || 'MB' END,
  CASE c.`carrier` WHEN 'cmcc' THEN 'China Mobile' WHEN 'cucc' THEN 'China Unicom' ELSE 'China Telecom' END || ' Add-on ' ||
    CASE WHEN w.`mb` >= 1024 THEN '1GB' ELSE CAST(CAST(w.`mb` AS integer) AS text) || 'MB' END,
  w.`amount_cents`, 0,
  CASE WHEN w.`status` = 'paid' THEN w.`amount_cents` ELSE 0 END,
  CASE WHEN w.`status` = 'refunded' THEN w.`amount_cents` ELSE 0 END,
  CASE w.`status` WHEN 'paid' THEN 'done' WHEN 'refunded' THEN 'failed' WHEN 'failed' THEN 'failed' ELSE 'closed' END,
  1, w.`token`, w.`pay_at`, w.`closes_at`,
  CASE WHEN w.`status` IN ('paid', 'refunded') THEN w.`settled_at` END,
  '微信用户', w.`created_at`, coalesce(w.`settled_at`, w.`closes_at`)
FROM `wx_orders` w JOIN `cards` c ON c.`id` = w.`card_id`
WHERE w.`order_no` NOT IN (SELECT `order_no` FROM `charge_orders`);--> statement-breakpoint
INSERT INTO `charge_order_cards` (`order_id`, `card_id`, `amount_cents`, `status`, `due_at`, `settled_at`, `answer`)
SELECT o.`id`, w.`card_id`, w.`amount_cents`, CASE w.`status` WHEN 'paid' THEN 'success' ELSE 'failed' END,
  coalesce(w.`settled_at`, w.`closes_at`), coalesce(w.`settled_at`, w.`closes_at`),
  CASE w.`status`
    WHEN 'paid' THEN json_object('key', 'messages.charge_answer_done', 'params', json_object('product', o.`product_name`))
    WHEN 'refunded' THEN json_object('key', 'messages.charge_answer_refunded', 'params', json_object('status', json_object('key', 'card.statuses.cancelled')))
    WHEN 'failed' THEN json_object('key', 'messages.charge_answer_pay_failed', 'params', json_object())
    ELSE json_object('key', 'messages.charge_answer_pay_closed', 'params', json_object())
  END
FROM `wx_orders` w JOIN `charge_orders` o ON o.`order_no` = w.`order_no` AND o.`channel` = 'wechat';--> statement-breakpoint
DROP TABLE `wx_orders`;
