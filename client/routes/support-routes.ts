import {
  BookOpen,
  Building2,
  Cable,
  ClipboardCheck,
  ClipboardList,
  CreditCard,
  FileChartColumn,
  FileDown,
  Gauge,
  ListChecks,
  ListTodo,
  RotateCcw,
  ScrollText,
  ShieldCheck,
  Store,
  Unlink,
  UserCheck,
  Webhook,
} from 'lucide-react';
import { createElement, lazy } from 'react';
import type { CardDetail, PermCode, SupportTaskKind } from '#contract';
import type { MessageKey } from '@/lib/i18n';
import { accountRoutes } from './account-routes.ts';
import type { MenuEntry, PageRoute } from './types.ts';

/** A support task kind's page (/batch_task/<KIND>): its tasks, granted by the kind's own code. */
const kindRoute = (kind: SupportTaskKind, perm: PermCode, titleKey?: MessageKey): PageRoute => ({
  path: `/batch_task/${kind}`,
  perm,
  titleKey,
  component: lazy(async () => {
    const { SupportTaskListPage } = await import('@/features/support-task/task-list-page');
    return { default: () => createElement(SupportTaskListPage, { kind }) };
  }),
});

/** The support menu (login_type support), in menu order. */
export const supportRoutes: MenuEntry[] = [
  {
    path: '/client',
    perm: 'router_spt_client',
    icon: Building2,
    affix: true,
    component: lazy(() => import('@/features/support/client-list-page')),
  },
  // Issue 49 (qa): self-registrations, beside the clients they become.
  {
    path: '/register_review',
    perm: 'router_spt_register_review',
    icon: UserCheck,
    component: lazy(() => import('@/features/support-review/register-review-page')),
  },
  {
    path: '/client/detail/:client_id?',
    titleKey: 'support.clientDetail.title',
    hidden: true,
    component: lazy(() => import('@/features/support/client-detail-page')),
  },
  {
    path: '/card',
    perm: 'router_spt_card',
    icon: CreditCard,
    component: lazy(() => import('@/features/support/card-page')),
  },
  {
    // The customer's status query of pasted numbers, across every client.
    path: '/card_status',
    perm: 'router_spt_card_status',
    icon: ListChecks,
    component: lazy(() => import('@/features/card-query/card-status-page')),
  },
  {
    // The customer's card detail, read-only for support (any client's card; router_spt_card), with
    // support's status change.
    path: '/card/detail/:card_id?',
    titleKey: 'menu.cardDetail',
    hidden: true,
    component: lazy(async () => {
      const [{ default: CardDetailPage }, { SupportCardStatusAction }] = await Promise.all([
        import('@/features/card/card-detail-page'),
        import('@/features/support/card-status-action'),
      ]);
      const actions = (card: CardDetail) => createElement(SupportCardStatusAction, { card });
      return { default: () => createElement(CardDetailPage, { actions }) };
    }),
  },
  {
    // The customer's usage detail, for any client's card.
    path: '/vup_detail',
    titleKey: 'perm.router_vup_detail',
    hidden: true,
    component: lazy(() => import('@/features/card-query/usage-detail-page')),
  },
  {
    // Issue 48: unbinding cards from their devices at the carriers, one work order per card.
    path: '/card_unbind',
    perm: 'router_spt_card_unbind',
    icon: Unlink,
    component: lazy(() => import('@/features/support-work/card-unbind-page')),
  },
  // Issue 47: the task centre: every support task, each kind's own page, and the hidden new task.
  {
    titleKey: 'menu.taskCentre',
    icon: ClipboardList,
    children: [
      kindRoute('Q_CE', 'router_spt_batchtask_card_export'),
      {
        path: '/batch_task/list',
        perm: 'router_spt_batch_task',
        component: lazy(() => import('@/features/support-task/task-list-page')),
      },
      // Each kind's own page: the list of its tasks (route tables import no contract values, only types).
      kindRoute('O_BHCS', 'router_spt_batchtask_subclient_handout_cards'),
      kindRoute('O_CS', 'router_spt_change_status', 'supportTask.cs.title'),
      kindRoute('O_GPRS', 'router_spt_batchtask_card_gprs_status_reset'),
      kindRoute('Q_CU', 'router_spt_batchtask_card_usage_export'),
      kindRoute('Q_IRE', 'router_spt_batchtask_recharge_export'),
    ],
  },
  {
    path: '/add_support_task',
    titleKey: 'supportTask.add',
    icon: ListTodo,
    hidden: true,
    component: lazy(() => import('@/features/support-task/add-task-page')),
  },
  // Issue 46: lifting cards' speed limit (限速恢复), a kind of the task centre, in the spec's menu place.
  { ...kindRoute('O_LCR', 'router_spt_limit_control_resume'), icon: Gauge },
  {
    // Issue 46: every resume sent to a carrier, and its answer.
    path: '/remote_reroot',
    perm: 'router_remote_reroot',
    icon: RotateCcw,
    component: lazy(() => import('@/features/support/remote-resume-page')),
  },
  {
    // Issue 46: chain-store customers' card orders, shipped from the platform's stock.
    path: '/yum_order',
    perm: 'router_spt_yum_order',
    icon: Store,
    component: lazy(() => import('@/features/support/yum-order-page')),
  },
  {
    path: '/yum_order/detail',
    perm: 'router_spt_yum_order',
    titleKey: 'support.yumOrder.detailTitle',
    hidden: true,
    component: lazy(() => import('@/features/support/yum-order-detail-page')),
  },
  // Issue 48: the work-order centre (工单中心): every client's work orders, directed-address orders,
  // directed-group search and plan changes.
  {
    titleKey: 'perm.router_work_center',
    icon: ClipboardCheck,
    children: [
      {
        path: '/client_work',
        perm: 'router_spt_client_work',
        component: lazy(() => import('@/features/support-work/client-work-page')),
      },
      {
        path: '/flex_direct_order',
        perm: 'router_ipconfig_worklist',
        component: lazy(() => import('@/features/support-work/flex-direct-order-page')),
      },
      {
        path: '/flex_direct_search',
        perm: 'router_card_ip_group_query',
        component: lazy(() => import('@/features/support-work/flex-direct-search-page')),
      },
      {
        path: '/product_change',
        perm: 'router_spt_product_change',
        component: lazy(() => import('@/features/support-work/product-change-page')),
      },
      // Issue 49: the review queues of API access applications and SMS signatures.
      {
        path: '/api_access_review',
        perm: 'router_spt_api_review',
        component: lazy(() => import('@/features/support-access/api-access-review-page')),
      },
      {
        path: '/sms_signature_review',
        perm: 'router_spt_signature_review',
        component: lazy(() => import('@/features/support-access/signature-review-page')),
      },
      // Issue 49 (qa): the review queues of special-card resumes and refunds.
      {
        path: '/speccard_review',
        perm: 'router_spt_speccard_review',
        component: lazy(() => import('@/features/support-review/speccard-review-page')),
      },
      {
        path: '/refund_review',
        perm: 'router_spt_refund_review',
        component: lazy(() => import('@/features/support-review/refund-review-page')),
      },
    ],
  },
  {
    path: '/flex_direct_details',
    perm: 'router_ipconfig_worklist',
    titleKey: 'supportWork.flex.detailTitle',
    hidden: true,
    component: lazy(() => import('@/features/support-work/flex-direct-detail-page')),
  },
  {
    path: '/product_change_detail',
    perm: 'router_spt_product_change',
    titleKey: 'supportWork.change.detailTitle',
    hidden: true,
    component: lazy(() => import('@/features/support-work/product-change-detail-page')),
  },
  // Issue 49: one API access application, one SMS signature.
  {
    path: '/api_access_review_detail',
    perm: 'router_spt_api_review',
    titleKey: 'supportAccess.api.detailTitle',
    hidden: true,
    component: lazy(() => import('@/features/support-access/api-access-detail-page')),
  },
  {
    path: '/sms_signature_review_detail',
    perm: 'router_spt_signature_review',
    titleKey: 'supportAccess.signature.detailTitle',
    hidden: true,
    component: lazy(() => import('@/features/support-access/signature-detail-page')),
  },
  {
    path: '/export_log',
    perm: 'router_spt_export_log',
    icon: FileDown,
    component: lazy(() => import('@/features/support/export-log-page')),
  },
  {
    // Issue 46: cards on small plans stopped past 1 GB in a month (小包超1G停机).
    path: '/report_data',
    perm: 'router_spt_reports',
    icon: FileChartColumn,
    component: lazy(() => import('@/features/support/report-data-page')),
  },
  {
    path: '/operation_log',
    perm: 'router_spt_operation_log',
    icon: ScrollText,
    component: lazy(() => import('@/features/support/operation-log-page')),
  },
  // Issue 50: every call to the security gateway's API, then security awareness across clients
  // (part A: groups, hosts, cards,
  // resolutions; part B: analysis tasks and IPS events).
  {
    path: '/sap_api_log',
    perm: 'router_spt_sap_api_log',
    icon: Webhook,
    component: lazy(() => import('@/features/support-security/api-log-page')),
  },
  {
    titleKey: 'menu.security',
    icon: ShieldCheck,
    children: [
      {
        path: '/sap_flex_direct_group',
        perm: 'router_spt_sap_flex_group',
        titleKey: 'perm.router_sap_flex_direct_group',
        component: lazy(() => import('@/features/support-security/group-page')),
      },
      {
        path: '/sap_flex_direct_host',
        perm: 'router_spt_sap_flex_host',
        titleKey: 'perm.router_sap_flex_direct_host',
        component: lazy(() => import('@/features/support-security/host-page')),
      },
      {
        path: '/sap_group_card',
        perm: 'router_spt_sap_group_card',
        titleKey: 'perm.router_sap_group_card',
        component: lazy(() => import('@/features/support-security/group-card-page')),
      },
      {
        path: '/sap_host_ip',
        perm: 'router_spt_sap_host_ip',
        component: lazy(() => import('@/features/support-security/host-ip-page')),
      },
      {
        path: '/sap_sim_chart_task',
        perm: 'router_spt_sap_chart_task',
        component: lazy(() => import('@/features/support-analysis/chart-task-page')),
      },
      {
        path: '/sap_ips_event_log',
        perm: 'router_spt_sap_ips_event_log',
        component: lazy(() => import('@/features/support-analysis/ips-event-log-page')),
      },
      {
        path: '/sap_sim_session_task',
        perm: 'router_spt_sap_session_task',
        component: lazy(() => import('@/features/support-analysis/session-task-page')),
      },
    ],
  },
  {
    path: '/sap_sim_chart_details',
    perm: 'router_spt_sap_chart_task',
    titleKey: 'supportAnalysis.chart.detailTitle',
    hidden: true,
    component: lazy(() => import('@/features/support-analysis/chart-details-page')),
  },
  {
    path: '/sap_sim_session_details',
    perm: 'router_spt_sap_session_task',
    titleKey: 'supportAnalysis.session.detailTitle',
    hidden: true,
    component: lazy(() => import('@/features/support-analysis/session-details-page')),
  },
  {
    path: '/api/api_doc',
    perm: 'router_spt_api_doc',
    icon: BookOpen,
    newTab: '/api_doc',
    component: lazy(() => import('@/features/api-doc/open-in-new-tab-page')),
  },
  {
    path: '/carrier_api',
    perm: 'router_spt_carrier_api',
    icon: Cable,
    newTab: '/carrier_doc',
    component: lazy(() => import('@/features/api-doc/open-in-new-tab-page')),
  },
  ...accountRoutes('support'),
];
