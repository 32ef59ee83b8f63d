import {
  BellRing,
  BookOpen,
  ChartPie,
  ClipboardList,
  Code,
  Cpu,
  CreditCard,
  FolderKanban,
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
import { lazy } from 'react';
import { accountRoutes } from './account-routes.ts';
import type { MenuEntry } from './types.ts';

/** The customer menu (login_type client and support_switch_client), in menu order. */
export const customerRoutes: MenuEntry[] = [
  {
    path: '/home',
    perm: 'router_home',
    icon: House,
    affix: true,
    onlineService: true,
    component: lazy(() => import('@/features/home/home-page')),
  },
  {
    titleKey: 'menu.card',
    icon: CreditCard,
    children: [
      {
        path: '/card/list',
        perm: 'router_card_list',
        onlineService: true,
        component: lazy(() => import('@/features/card/card-list-page')),
      },
      {
        path: '/billing_group',
        perm: 'router_billing_group',
        component: lazy(() => import('@/features/billing-group/billing-group-list-page')),
      },
      {
        path: '/sms_warning_record',
        perm: 'router_sms_warning_record',
        component: lazy(() => import('@/features/billing-group/sms-warning-record-page')),
      },
      {
        path: '/voice/whitelist',
        perm: 'router_voice_whitelist',
        component: lazy(() => import('@/features/voice-whitelist/voice-whitelist-page')),
      },
      {
        path: '/card_status',
        perm: 'router_card_status',
        component: lazy(() => import('@/features/card-query/card-status-page')),
      },
      {
        path: '/card_data_search',
        perm: 'router_card_data_search',
        component: lazy(() => import('@/features/card-query/card-data-search-page')),
      },
      {
        path: '/card/detail/:card_id?',
        titleKey: 'menu.cardDetail',
        hidden: true,
        component: lazy(() => import('@/features/card/card-detail-page')),
      },
      {
        path: '/card/export',
        perm: 'router_card_export',
        component: lazy(() => import('@/features/card/card-export-page')),
      },
      {
        path: '/recharge_record',
        perm: 'router_recharge_record',
        component: lazy(() => import('@/features/card-query/recharge-record-page')),
      },
      {
        path: '/vup_detail',
        perm: 'router_vup_detail',
        component: lazy(() => import('@/features/card-query/usage-detail-page')),
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
        component: lazy(() => import('@/features/hardware/hardware-page')),
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
        component: lazy(() => import('@/features/project/project-group-page')),
      },
      {
        path: '/card_project',
        perm: 'router_card_project',
        component: lazy(() => import('@/features/project/card-project-page')),
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
        component: lazy(() => import('@/features/sms/sms-send-page')),
      },
      {
        path: '/sms/template',
        perm: 'router_sms_template',
        component: lazy(() => import('@/features/sms/sms-template-page')),
      },
      {
        path: '/batch_sms',
        perm: 'router_batch_sms',
        component: lazy(() => import('@/features/sms/batch-sms-page')),
      },
      {
        path: '/batch_sms/detail',
        perm: 'router_batch_sms_detail',
        component: lazy(() => import('@/features/sms/batch-sms-detail-page')),
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
        component: lazy(() => import('@/features/oc-card/policy-config-page')),
      },
      {
        path: '/oc_card/distribute',
        perm: 'router_oc_distribute',
        component: lazy(() => import('@/features/batch/oc-distribute-page')),
      },
      {
        path: '/oc_card/switch_record',
        perm: 'router_oc_switch_record',
        component: lazy(() => import('@/features/oc-card/switch-record-page')),
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
        component: lazy(() => import('@/features/ledger/account-ledger-page')),
      },
      {
        path: '/perm_group',
        perm: 'router_perm_group',
        component: lazy(() => import('@/features/users/perm-group-page')),
      },
      {
        path: '/perm_user',
        perm: 'router_perm_user',
        component: lazy(() => import('@/features/users/perm-user-page')),
      },
      {
        path: '/sub_customer',
        perm: 'router_sub_customer',
        component: lazy(() => import('@/features/sub-customer/sub-customer-page')),
      },
      {
        path: '/card_assgin_log',
        perm: 'router_card_assgin_log',
        component: lazy(() => import('@/features/sub-customer/card-assign-log-page')),
      },
      {
        path: '/user_func',
        perm: 'router_user_func',
        component: lazy(() => import('@/features/sub-customer/user-func-page')),
      },
      {
        path: '/balance_transfer',
        perm: 'router_balance_transfer',
        component: lazy(() => import('@/features/ledger/balance-transfer-page')),
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
        component: lazy(() => import('@/features/service/order-list-page')),
      },
      {
        path: '/service/order_detail',
        perm: 'router_service_order_detail',
        hidden: true,
        component: lazy(() => import('@/features/service/order-detail-page')),
      },
      {
        path: '/service/bill',
        perm: 'router_service_bill',
        component: lazy(() => import('@/features/service/bill-page')),
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
        component: lazy(() => import('@/features/speccard/speccard-page')),
      },
      {
        path: '/speccard_resume/detail',
        perm: 'router_speccard_resume_detail',
        hidden: true,
        component: lazy(() => import('@/features/speccard/speccard-detail-page')),
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
        component: lazy(() => import('@/features/charge/product-page')),
      },
      {
        path: '/charge/card',
        perm: 'router_charge_card',
        component: lazy(() => import('@/features/charge/card-recharge-page')),
      },
      {
        path: '/refueling_packet',
        perm: 'router_refueling_packet',
        component: lazy(() => import('@/features/charge/refueling-packet-page')),
      },
      {
        path: '/fixed_flow',
        perm: 'router_fixed_flow',
        component: lazy(() => import('@/features/charge/fixed-flow-page')),
      },
      {
        path: '/charge/order_list',
        perm: 'router_charge_order_list',
        component: lazy(() => import('@/features/charge/order-list-page')),
      },
      {
        path: '/charge/export',
        perm: 'router_charge_export',
        component: lazy(() => import('@/features/charge/export-page')),
      },
      {
        path: '/charge/order_detail',
        perm: 'router_charge_order_detail',
        hidden: true,
        component: lazy(() => import('@/features/charge/order-detail-page')),
      },
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
        component: lazy(() => import('@/features/warning/warning-rule-page')),
      },
      {
        path: '/add_warning_rule',
        perm: 'router_add_warning_rule',
        component: lazy(() => import('@/features/warning/add-warning-rule-page')),
      },
      {
        path: '/warning_rule_log',
        perm: 'router_warning_rule_log',
        component: lazy(() => import('@/features/warning/warning-rule-log-page')),
      },
      {
        path: '/warning_rule_details',
        perm: 'router_warning_rule_details',
        component: lazy(() => import('@/features/warning/warning-rule-details-page')),
      },
      {
        path: '/warning_record',
        perm: 'router_warning_record',
        component: lazy(() => import('@/features/warning/warning-record-page')),
      },
      {
        path: '/warning_notice',
        perm: 'router_warning_notice',
        component: lazy(() => import('@/features/warning/warning-notice-page')),
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
        component: lazy(() => import('@/features/work-order/work-center-page')),
      },
      {
        path: '/work/center/detail',
        perm: 'router_work_order_detail',
        hidden: true,
        component: lazy(() => import('@/features/work-order/work-order-detail-page')),
      },
      {
        path: '/net_group',
        perm: 'router_net_group',
        component: lazy(() => import('@/features/net-group/net-group-page')),
      },
      {
        path: '/net_group/host',
        perm: 'router_net_group_host',
        component: lazy(() => import('@/features/net-group/net-host-page')),
      },
      {
        path: '/net_group/card',
        perm: 'router_net_group_card',
        component: lazy(() => import('@/features/net-group/net-card-page')),
      },
      {
        path: '/work/tac',
        perm: 'router_work_tac',
        component: lazy(() => import('@/features/tac-binding/tac-binding-page')),
      },
      {
        path: '/product_change',
        perm: 'router_product_change',
        component: lazy(() => import('@/features/product-change/product-change-page')),
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
        component: lazy(() => import('@/features/security/flex-group-page')),
      },
      {
        path: '/sap_flex_direct_host',
        perm: 'router_sap_flex_direct_host',
        component: lazy(() => import('@/features/security/flex-host-page')),
      },
      {
        path: '/sap_group_card',
        perm: 'router_sap_group_card',
        component: lazy(() => import('@/features/security/group-card-page')),
      },
      {
        path: '/sap_sim_chart',
        perm: 'router_sap_sim_chart',
        component: lazy(() => import('@/features/security/sim-chart-page')),
      },
      {
        path: '/sap_sim_session',
        perm: 'router_sap_sim_session',
        component: lazy(() => import('@/features/security/sim-session-page')),
      },
      {
        path: '/sap_ips',
        perm: 'router_sap_ips',
        component: lazy(() => import('@/features/security/ips-page')),
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
        component: lazy(() => import('@/features/report/payment-card-page')),
      },
      {
        path: '/report/payment_card/cards',
        perm: 'router_report_payment_card',
        // Its own tab title: the report and one row's cards are open side by side.
        titleKey: 'menu.paymentCardCards',
        hidden: true,
        component: lazy(() => import('@/features/report/payment-card-cards-page')),
      },
      {
        path: '/report/chart',
        perm: 'router_report_chart',
        component: lazy(() => import('@/features/report/report-chart-page')),
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
        component: lazy(() => import('@/features/batch/batch-net-page')),
      },
      {
        path: '/batch_sor',
        perm: 'router_batch_sor',
        component: lazy(() => import('@/features/batch/batch-sor-page')),
      },
      {
        path: '/change_carrier',
        perm: 'router_change_carrier',
        component: lazy(() => import('@/features/batch/change-carrier-page')),
      },
      {
        path: '/import_log',
        perm: 'router_import_log',
        component: lazy(() => import('@/features/batch/import-log-page')),
      },
      {
        path: '/export_log',
        perm: 'router_export_log',
        component: lazy(() => import('@/features/task-log/export-log-page')),
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
        component: lazy(() => import('@/features/locate/locate-brief-page')),
      },
      {
        path: '/locate_service',
        perm: 'router_locate_service',
        component: lazy(() => import('@/features/locate/locate-service-page')),
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
        component: lazy(() => import('@/features/signal/ctcc-nb-query-page')),
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
        component: lazy(() => import('@/features/api-config/api-config-page')),
      },
      {
        path: '/api/api_doc',
        titleKey: 'perm.router_spt_api_doc',
        newTab: '/api_doc',
        component: lazy(() => import('@/features/api-doc/open-in-new-tab-page')),
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
        component: lazy(() => import('@/features/manual/platform-sop-page')),
      },
      {
        path: '/questions',
        titleKey: 'common.home.faq',
        component: lazy(() => import('@/features/manual/questions-page')),
      },
      {
        path: '/questions/content',
        titleKey: 'menu.questionContent',
        hidden: true,
        component: lazy(() => import('@/features/manual/question-content-page')),
      },
    ],
  },
  ...accountRoutes('customer'),
];
