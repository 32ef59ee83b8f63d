import {
  BellRing,
  BookOpen,
  ChartPie,
  ClipboardList,
  Code,
  Cpu,
  CreditCard,
  FolderKanban,
  HandCoins,
  House,
  LifeBuoy,
  ListChecks,
  MapPinned,
  MessageSquareText,
  ReceiptText,
  ShieldCheck,
  Shuffle,
  SignalHigh,
  UsersRound,
  Wallet,
} from 'lucide-react';
import type { MenuData } from './types.ts';

/**
 * The customer menu (login_type client and support_switch_client), in menu order: paths, codes,
 * titles, groups and icons, with no page component, so a feature may read it (the permission
 * tree of /perm_group) without importing every page. customer-routes.ts gives each path its page.
 */
export const customerMenu = [
  {
    path: '/home',
    perm: 'router_home',
    icon: House,
    affix: true,
    onlineService: true,
  },
  {
    titleKey: 'menu.card',
    icon: CreditCard,
    children: [
      {
        path: '/card/list',
        perm: 'router_card_list',
        onlineService: true,
      },
      {
        path: '/billing_group',
        perm: 'router_billing_group',
      },
      {
        path: '/sms_warning_record',
        perm: 'router_sms_warning_record',
      },
      {
        path: '/voice/whitelist',
        perm: 'router_voice_whitelist',
      },
      {
        path: '/card_status',
        perm: 'router_card_status',
      },
      {
        path: '/card_data_search',
        perm: 'router_card_data_search',
      },
      {
        path: '/card/detail/:card_id?',
        titleKey: 'menu.cardDetail',
        hidden: true,
      },
      {
        path: '/card/export',
        perm: 'router_card_export',
      },
      {
        path: '/recharge_record',
        perm: 'router_recharge_record',
      },
      {
        path: '/vup_detail',
        perm: 'router_vup_detail',
      },
    ],
  },
  {
    titleKey: 'menu.hardware',
    icon: Cpu,
    children: [
      {
        path: '/hardware_manage',
        perm: 'router_hardware_manage',
      },
    ],
  },
  {
    titleKey: 'menu.project',
    icon: FolderKanban,
    children: [
      {
        path: '/project_group',
        perm: 'router_project_group',
      },
      {
        path: '/card_project',
        perm: 'router_card_project',
      },
    ],
  },
  // Menu groups of the spec between Project and Location (SMS ... Batch) go here, in spec order.
  {
    titleKey: 'menu.sms',
    icon: MessageSquareText,
    children: [
      {
        path: '/sms/send',
        perm: 'router_sms_send',
      },
      {
        path: '/sms/template',
        perm: 'router_sms_template',
      },
      {
        path: '/batch_sms',
        perm: 'router_batch_sms',
      },
      {
        path: '/batch_sms/detail',
        perm: 'router_batch_sms_detail',
      },
    ],
  },
  {
    titleKey: 'menu.strategy',
    icon: Shuffle,
    children: [
      {
        path: '/oc_card/config',
        perm: 'router_oc_config',
      },
      {
        path: '/oc_card/distribute',
        perm: 'router_oc_distribute',
      },
      {
        path: '/oc_card/switch_record',
        perm: 'router_oc_switch_record',
      },
    ],
  },
  {
    titleKey: 'menu.userManagement',
    icon: UsersRound,
    children: [
      {
        path: '/charge/account',
        perm: 'router_charge_account',
      },
      {
        path: '/perm_group',
        perm: 'router_perm_group',
      },
      {
        path: '/perm_user',
        perm: 'router_perm_user',
      },
      {
        path: '/sub_customer',
        perm: 'router_sub_customer',
      },
      {
        path: '/card_assgin_log',
        perm: 'router_card_assgin_log',
      },
      {
        path: '/user_func',
        perm: 'router_user_func',
      },
      {
        path: '/balance_transfer',
        perm: 'router_balance_transfer',
      },
    ],
  },
  {
    titleKey: 'menu.trade',
    icon: ReceiptText,
    children: [
      {
        path: '/service/order_list',
        perm: 'router_service_order_list',
      },
      {
        path: '/service/order_detail',
        perm: 'router_service_order_detail',
        hidden: true,
      },
      {
        path: '/service/bill',
        perm: 'router_service_bill',
      },
    ],
  },
  // Issue 40: added services (增值服务): special-card resume.
  {
    titleKey: 'menu.addedServices',
    icon: LifeBuoy,
    children: [
      {
        path: '/speccard_resume',
        perm: 'router_speccard_resume',
      },
      {
        path: '/speccard_resume/detail',
        perm: 'router_speccard_resume_detail',
        hidden: true,
      },
    ],
  },
  {
    titleKey: 'menu.recharge',
    icon: Wallet,
    children: [
      {
        path: '/charge/product',
        perm: 'router_charge_product',
      },
      {
        path: '/charge/card',
        perm: 'router_charge_card',
      },
      {
        path: '/refueling_packet',
        perm: 'router_refueling_packet',
      },
      {
        path: '/fixed_flow',
        perm: 'router_fixed_flow',
      },
      {
        path: '/charge/order_list',
        perm: 'router_charge_order_list',
      },
      {
        path: '/charge/export',
        perm: 'router_charge_export',
      },
      {
        path: '/charge/order_detail',
        perm: 'router_charge_order_detail',
        hidden: true,
      },
    ],
  },
  // Issue 41: profit sharing (分润), in the spec's place after Recharge.
  {
    titleKey: 'menu.profit',
    icon: HandCoins,
    children: [
      { path: '/profit/product_list', perm: 'router_profit_product_list' },
      { path: '/profit/exa', perm: 'router_profit_exa' },
      { path: '/profit/sc_product', perm: 'router_profit_sc_product' },
    ],
  },
  // Issue 43: warnings (预警), in the spec's place after work orders.
  {
    titleKey: 'menu.warning',
    icon: BellRing,
    children: [
      {
        path: '/warning_rule',
        perm: 'router_warning_rule',
      },
      {
        path: '/add_warning_rule',
        perm: 'router_add_warning_rule',
      },
      {
        path: '/warning_rule_log',
        perm: 'router_warning_rule_log',
      },
      {
        path: '/warning_rule_details',
        perm: 'router_warning_rule_details',
      },
      {
        path: '/warning_record',
        perm: 'router_warning_record',
      },
      {
        path: '/warning_notice',
        perm: 'router_warning_notice',
      },
    ],
  },
  {
    titleKey: 'menu.workOrder',
    icon: ClipboardList,
    children: [
      {
        path: '/work/center',
        perm: 'router_work_center',
      },
      {
        path: '/work/center/detail',
        perm: 'router_work_order_detail',
        hidden: true,
      },
      {
        path: '/net_group',
        perm: 'router_net_group',
      },
      {
        path: '/net_group/host',
        perm: 'router_net_group_host',
      },
      {
        path: '/net_group/card',
        perm: 'router_net_group_card',
      },
      {
        path: '/work/tac',
        perm: 'router_work_tac',
      },
      {
        path: '/product_change',
        perm: 'router_product_change',
      },
    ],
  },
  {
    titleKey: 'menu.security',
    icon: ShieldCheck,
    children: [
      {
        path: '/sap_flex_direct_group',
        perm: 'router_sap_flex_direct_group',
      },
      {
        path: '/sap_flex_direct_host',
        perm: 'router_sap_flex_direct_host',
      },
      {
        path: '/sap_group_card',
        perm: 'router_sap_group_card',
      },
      {
        path: '/sap_sim_chart',
        perm: 'router_sap_sim_chart',
      },
      {
        path: '/sap_sim_session',
        perm: 'router_sap_sim_session',
      },
      {
        path: '/sap_ips',
        perm: 'router_sap_ips',
      },
    ],
  },
  {
    // 报表 (issue 41): the same words as the support menu's reports code.
    titleKey: 'perm.router_spt_reports',
    icon: ChartPie,
    children: [
      {
        path: '/report/payment_card',
        perm: 'router_report_payment_card',
      },
      {
        path: '/report/payment_card/cards',
        perm: 'router_report_payment_card',
        // Its own tab title: the report and one row's cards are open side by side.
        titleKey: 'menu.paymentCardCards',
        hidden: true,
      },
      {
        path: '/report/chart',
        perm: 'router_report_chart',
      },
    ],
  },
  {
    titleKey: 'menu.batch',
    icon: ListChecks,
    children: [
      {
        path: '/batch_net',
        perm: 'router_batch_net',
      },
      {
        path: '/batch_sor',
        perm: 'router_batch_sor',
      },
      {
        path: '/change_carrier',
        perm: 'router_change_carrier',
      },
      {
        path: '/import_log',
        perm: 'router_import_log',
      },
      {
        path: '/export_log',
        perm: 'router_export_log',
      },
    ],
  },
  {
    titleKey: 'menu.locate',
    icon: MapPinned,
    children: [
      {
        path: '/locate_funcbrief',
        perm: 'router_locate_funcbrief',
      },
      {
        path: '/locate_service',
        perm: 'router_locate_service',
      },
    ],
  },
  {
    titleKey: 'menu.signal',
    icon: SignalHigh,
    children: [
      {
        path: '/ctcc_nb_query',
        perm: 'router_ctcc_nb_query',
      },
    ],
  },
  {
    titleKey: 'menu.api',
    icon: Code,
    children: [
      {
        path: '/api/config',
        perm: 'router_api_config',
      },
      {
        path: '/api/api_doc',
        titleKey: 'perm.router_spt_api_doc',
        newTab: '/api_doc',
      },
    ],
  },
  {
    titleKey: 'menu.manuals',
    icon: BookOpen,
    children: [
      {
        path: '/platform_sop',
        perm: 'router_platform_sop',
      },
      {
        path: '/questions',
        titleKey: 'common.home.faq',
      },
      {
        path: '/questions/content',
        titleKey: 'menu.questionContent',
        hidden: true,
      },
    ],
  },
] as const satisfies readonly MenuData[];
