import { Code, Cpu, CreditCard, FolderKanban, House, MapPinned, SignalHigh } from 'lucide-react';
import { lazy } from 'react';
import { accountRoutes } from './account-routes.ts';
import type { MenuEntry } from './types.ts';

/** The customer menu (login_type client and support_switch_client), in menu order. */
export const customerRoutes: MenuEntry[] = [
  {
    path: '/home',
    perm: 'router_home',
    titleKey: 'menu.home',
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
        titleKey: 'menu.cardList',
        onlineService: true,
        component: lazy(() => import('@/features/card/card-list-page')),
      },
      {
        path: '/billing_group',
        perm: 'router_billing_group',
        titleKey: 'billingGroup.title',
        component: lazy(() => import('@/features/billing-group/billing-group-list-page')),
      },
      {
        path: '/sms_warning_record',
        perm: 'router_sms_warning_record',
        titleKey: 'billingGroup.recordsTitle',
        component: lazy(() => import('@/features/billing-group/sms-warning-record-page')),
      },
      {
        path: '/voice/whitelist',
        perm: 'router_voice_whitelist',
        titleKey: 'voiceHardware.menu.voiceWhitelist',
        component: lazy(() => import('@/features/voice-whitelist/voice-whitelist-page')),
      },
      {
        path: '/card_status',
        perm: 'router_card_status',
        titleKey: 'cardQuery.menu.cardStatus',
        component: lazy(() => import('@/features/card-query/card-status-page')),
      },
      {
        path: '/card_data_search',
        perm: 'router_card_data_search',
        titleKey: 'cardQuery.menu.cardDataSearch',
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
        titleKey: 'cardList.export.title',
        component: lazy(() => import('@/features/card/card-export-page')),
      },
      {
        path: '/recharge_record',
        perm: 'router_recharge_record',
        titleKey: 'cardQuery.menu.rechargeRecord',
        component: lazy(() => import('@/features/card-query/recharge-record-page')),
      },
      {
        path: '/vup_detail',
        perm: 'router_vup_detail',
        titleKey: 'cardQuery.menu.vupDetail',
        component: lazy(() => import('@/features/card-query/usage-detail-page')),
      },
    ],
  },
  {
    titleKey: 'voiceHardware.menu.hardwareGroup',
    icon: Cpu,
    children: [
      {
        path: '/hardware_manage',
        perm: 'router_hardware_manage',
        titleKey: 'voiceHardware.menu.hardware',
        component: lazy(() => import('@/features/hardware/hardware-page')),
      },
    ],
  },
  {
    titleKey: 'projectLocate.menu.project',
    icon: FolderKanban,
    children: [
      {
        path: '/project_group',
        perm: 'router_project_group',
        titleKey: 'projectLocate.menu.projectGroup',
        component: lazy(() => import('@/features/project/project-group-page')),
      },
      {
        path: '/card_project',
        perm: 'router_card_project',
        titleKey: 'projectLocate.menu.cardProject',
        component: lazy(() => import('@/features/project/card-project-page')),
      },
    ],
  },
  // Menu groups of the spec between Project and Location (SMS ... Batch) go here, in spec order.
  {
    titleKey: 'projectLocate.menu.locate',
    icon: MapPinned,
    children: [
      {
        path: '/locate_funcbrief',
        perm: 'router_locate_funcbrief',
        titleKey: 'projectLocate.menu.locateBrief',
        component: lazy(() => import('@/features/locate/locate-brief-page')),
      },
      {
        path: '/locate_service',
        perm: 'router_locate_service',
        titleKey: 'projectLocate.menu.locateService',
        component: lazy(() => import('@/features/locate/locate-service-page')),
      },
    ],
  },
  {
    titleKey: 'projectLocate.menu.signal',
    icon: SignalHigh,
    children: [
      {
        path: '/ctcc_nb_query',
        perm: 'router_ctcc_nb_query',
        titleKey: 'projectLocate.menu.ctccNb',
        component: lazy(() => import('@/features/signal/ctcc-nb-query-page')),
      },
    ],
  },
  {
    titleKey: 'apiDoc.menu',
    icon: Code,
    children: [
      {
        path: '/api/api_doc',
        titleKey: 'apiDoc.apiDoc',
        newTab: '/api_doc',
        component: lazy(() => import('@/features/api-doc/open-in-new-tab-page')),
      },
    ],
  },
  ...accountRoutes('customer'),
];
