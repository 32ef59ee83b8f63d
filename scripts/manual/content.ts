import type { Lang } from '#contract';

type Text = Record<Lang, string>;

/** A screen of the portal shown in the manual: where it is, and what the reader does there. */
interface ManualScreen {
  path: string;
  title: Text;
  text: Text;
}

/** One chapter per group of the customer menu, in menu order. */
interface ManualChapter {
  title: Text;
  intro: Text;
  screens: ManualScreen[];
}

export const MANUAL_TITLE: Text = { 'zh-CN': '物联网卡管理平台 操作手册', en: 'IoT SIM Portal User Manual' };
export const MANUAL_SUBTITLE: Text = {
  'zh-CN': '客户门户：卡管理、短信、策略、用户与资金、批量操作、定位、API 与常见问题',
  en: 'Customer portal: cards, SMS, strategies, users and money, batch jobs, location, API and FAQ',
};
export const CONTENTS: Text = { 'zh-CN': '目录', en: 'Contents' };
export const SCREEN_LABEL: Text = { 'zh-CN': '页面：', en: 'Page: ' };

export const CHAPTERS: ManualChapter[] = [
  {
    title: { 'zh-CN': '首页', en: 'Home' },
    intro: {
      'zh-CN':
        '登录后首先进入首页。首页汇总当前客户的卡数量、卡状态与运营商分布、近30天用量和本月用量排行，并展示平台公告和常见问题。',
      en: "After logging in you land on the home page. It sums up the client's cards, their status and carriers, the usage of the last 30 days and this month's top cards, with the platform's notices and frequently asked questions.",
    },
    screens: [
      {
        path: '/home',
        title: { 'zh-CN': '首页概览', en: 'Home overview' },
        text: {
          'zh-CN': '点击顶部的卡数量或图表图例，可直接打开按该条件筛选的卡列表。',
          en: 'Click a count in the top bar or a chart legend to open the card list filtered that way.',
        },
      },
    ],
  },
  {
    title: { 'zh-CN': '卡管理', en: 'Cards' },
    intro: {
      'zh-CN':
        '卡管理菜单包含卡列表、计费组、短信预警记录、语音白名单、卡状态查询、卡数据查询、卡导出与充值记录。',
      en: 'The Cards menu holds the card list, billing groups, SMS warning records, the voice whitelist, card status and data queries, card export and recharge records.',
    },
    screens: [
      {
        path: '/card/list',
        title: { 'zh-CN': '卡列表', en: 'Card list' },
        text: {
          'zh-CN':
            '按ICCID、MSISDN、状态、运营商、套餐等条件搜索卡片；勾选卡片后可执行激活、停复机、切换运营商、叠加包等操作，点击卡号查看卡详情。',
          en: 'Search cards by ICCID, MSISDN, status, carrier, plan and more; select cards to activate, suspend or resume them, change carrier or add a package; click a number to open the card.',
        },
      },
      {
        path: '/billing_group',
        title: { 'zh-CN': '计费组', en: 'Billing groups' },
        text: {
          'zh-CN': '查看流量池的用量进度，设置用量预警阈值和接收预警短信的手机号。',
          en: "See each pooled group's usage and set the warning thresholds and the phones that receive the warning SMS.",
        },
      },
      {
        path: '/card_status',
        title: { 'zh-CN': '卡状态查询', en: 'Card status query' },
        text: {
          'zh-CN': '输入完整卡号，查询卡在运营商侧的实时状态、在线情况和本月用量。',
          en: "Enter a full card number to see the card's live status at the carrier, whether it is online, and this month's usage.",
        },
      },
    ],
  },
  {
    title: { 'zh-CN': '硬件与项目', en: 'Hardware and projects' },
    intro: {
      'zh-CN': '硬件管理记录设备与卡的绑定关系；项目组把卡按业务项目归类，便于筛选和统计。',
      en: 'Hardware management records which device holds which card; project groups sort cards by business project for filtering and counting.',
    },
    screens: [
      {
        path: '/hardware_manage',
        title: { 'zh-CN': '硬件管理', en: 'Hardware management' },
        text: {
          'zh-CN': '查看设备IMEI与卡的对应关系及机卡绑定状态。',
          en: 'See which device IMEI holds which card and whether they are locked together.',
        },
      },
      {
        path: '/project_group',
        title: { 'zh-CN': '项目组', en: 'Project groups' },
        text: {
          'zh-CN': '主账号可新建、编辑和删除项目组；在“卡项目”中把卡分配到项目组。',
          en: 'The main account creates, edits and deletes project groups; cards are assigned to them under Card projects.',
        },
      },
    ],
  },
  {
    title: { 'zh-CN': '短信', en: 'Messaging' },
    intro: {
      'zh-CN':
        '短信菜单用于向设备发送短信：发送前先校验卡片并计算费用，发送后在发送记录和批量短信中查看每张卡的送达结果；指令短信的设备回复（上行）也记录在案。',
      en: "The Messaging menu sends SMS to devices: cards are checked and the cost worked out before sending, and each card's delivery shows in the records and under Batch SMS; a device's reply to a command SMS is recorded too.",
    },
    screens: [
      {
        path: '/sms/send',
        title: { 'zh-CN': '短信发送', en: 'Send SMS' },
        text: {
          'zh-CN':
            '选择发送对象（单卡、粘贴号码、计费组、项目组或模板文件），选择短信模板或直接输入内容，页面实时显示字数和条数；点击“校验并计算费用”查看可发送和被拒绝的卡及原因后再确认发送。',
          en: 'Choose the recipients (one card, pasted numbers, a billing or project group, or the template file), pick a template or type the message while the page counts characters and parts; check and price first, see which cards are refused and why, then send.',
        },
      },
      {
        path: '/sms/template',
        title: { 'zh-CN': '短信模板', en: 'SMS templates' },
        text: {
          'zh-CN': '维护带 ${变量} 的指令或通知模板，并申请短信签名；签名审核通过后即可在发送时使用。',
          en: 'Keep command or notice templates with ${variables}, and apply for SMS signatures; an approved signature can be used when sending.',
        },
      },
    ],
  },
  {
    title: { 'zh-CN': '策略管理', en: 'Strategies' },
    intro: {
      'zh-CN':
        '多网卡（一卡三网）按切换策略选择运营商网络。可配置运营商优先级、信号优先、弱信号切换或时延切换策略，并把策略下发到卡片。',
      en: 'Multi-carrier cards choose their network by a switching policy: carrier priority, best signal, switching on weak signal or on latency. Policies are configured here and given to cards.',
    },
    screens: [
      {
        path: '/oc_card/config',
        title: { 'zh-CN': '切换策略配置', en: 'Switching policies' },
        text: {
          'zh-CN': '系统默认策略只读，可复制后修改；未被卡片使用的策略才能删除。',
          en: 'The system default is read-only (copy it to change it); only a policy no card uses can be deleted.',
        },
      },
      {
        path: '/oc_card/switch_record',
        title: { 'zh-CN': '切换记录', en: 'Carrier switch records' },
        text: {
          'zh-CN': '查看每次运营商切换的时间、切换前后的运营商、原因和当时的测量值。',
          en: 'Every carrier switch with its time, the carriers before and after, the reason and the measurement.',
        },
      },
    ],
  },
  {
    title: { 'zh-CN': '用户管理', en: 'User management' },
    intro: {
      'zh-CN':
        '用户管理菜单包含账户台账、权限组、用户列表、子客户管理、划卡记录、子客户功能和余额划拨。每一笔余额变动都记入账户台账。',
      en: 'The User management menu holds the account ledger, permission groups, users, sub-customers, card assignments, sub-customer functions and balance transfers. Every change of the balance is a row of the ledger.',
    },
    screens: [
      {
        path: '/charge/account',
        title: { 'zh-CN': '账户台账', en: 'Account ledger' },
        text: {
          'zh-CN': '按交易类型、时间和订单号筛选流水，页面显示筛选结果按类型的合计，可导出流水。',
          en: 'Filter the ledger by type, time and order number; the page totals the filtered rows by type, and the rows can be exported.',
        },
      },
      {
        path: '/perm_group',
        title: { 'zh-CN': '权限组', en: 'Permission groups' },
        text: {
          'zh-CN':
            '按菜单和功能勾选权限组的权限，修改后组内用户在下一次操作时生效；仍有用户的权限组不能删除。',
          en: "Tick a group's menus and functions; its users get the change from their next action. A group that still has users cannot be deleted.",
        },
      },
      {
        path: '/sub_customer',
        title: { 'zh-CN': '子客户管理', en: 'Sub-customers' },
        text: {
          'zh-CN': '新建子客户及其登录账号，给子客户划卡、划拨余额；仍有在用卡的子客户不能停用。',
          en: 'Create sub-customers with their logins, assign them cards and transfer money to them; a sub-customer with cards in service cannot be disabled.',
        },
      },
    ],
  },
  {
    title: { 'zh-CN': '批量', en: 'Batch jobs' },
    intro: {
      'zh-CN':
        '批量断复网、批量停复机和批量切换运营商通过导入模板提交任务，任务在后台执行，可在导入记录和导出记录中查看进度和结果。',
      en: 'Batch network on/off, batch suspend/resume and batch carrier change take a filled template and run as tasks; follow their progress and results in the import and export logs.',
    },
    screens: [
      {
        path: '/batch_net',
        title: { 'zh-CN': '批量断复网', en: 'Batch network on/off' },
        text: {
          'zh-CN': '下载模板，填写卡号后上传，选择要断开或恢复的网络功能并提交。',
          en: 'Download the template, fill in the card numbers, upload it, choose the network functions to turn off or on and submit.',
        },
      },
      {
        path: '/export_log',
        title: { 'zh-CN': '导出记录', en: 'Export log' },
        text: {
          'zh-CN': '导出任务完成后，在此下载导出文件。',
          en: 'Download each export here once its task has finished.',
        },
      },
    ],
  },
  {
    title: { 'zh-CN': '定位与信号', en: 'Location and signal' },
    intro: {
      'zh-CN': '定位服务根据基站估算卡的位置；电信NB查询显示NB-IoT卡的信号质量。',
      en: "The location service estimates a card's position from its cell; the China Telecom NB query shows the signal of NB-IoT cards.",
    },
    screens: [
      {
        path: '/locate_service',
        title: { 'zh-CN': '定位服务', en: 'Location service' },
        text: {
          'zh-CN': '输入卡号查询最近一次基站定位结果，并查看历史定位记录。',
          en: 'Enter a card number to see its latest cell-based position and the history of lookups.',
        },
      },
    ],
  },
  {
    title: { 'zh-CN': 'API', en: 'API' },
    intro: {
      'zh-CN':
        '开放API让您的系统直接调用平台能力。在“API配置”中申请开通，审核通过后生成App Key和密钥（密钥只显示一次），并设置IP白名单和回调地址；“API文档”在新标签页中打开接口说明。',
      en: 'The open API lets your own systems use the platform directly. Apply under API settings; once approved you get an app key and a secret (shown only once), and set the IP allow-list and the callback URL. API documentation opens the reference in a new tab.',
    },
    screens: [
      {
        path: '/api/config',
        title: { 'zh-CN': 'API配置', en: 'API settings' },
        text: {
          'zh-CN': '填写用途、预计日调用量和联系人提交开通申请；审核结果显示在开通状态中，驳回时会说明原因。',
          en: 'Apply with the purpose, the expected calls per day and a contact; the review result shows under Access, with the reason when it is refused.',
        },
      },
    ],
  },
  {
    title: { 'zh-CN': '手册', en: 'Manuals' },
    intro: {
      'zh-CN': '“平台操作手册”下载本手册；“常见问题”可按关键词和分类查找问题并查看解答。',
      en: 'Platform manual downloads this manual; FAQ finds questions by keyword and category and shows their answers.',
    },
    screens: [
      {
        path: '/questions',
        title: { 'zh-CN': '常见问题', en: 'FAQ' },
        text: {
          'zh-CN': '输入关键词或选择分类后搜索，点击“查看”阅读完整解答。',
          en: 'Search by keyword or category, then choose View to read the whole answer.',
        },
      },
    ],
  },
];
