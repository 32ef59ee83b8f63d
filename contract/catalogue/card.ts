import { defineMessages } from './define.ts';

export const cardMessages = defineMessages(
  {
    card: {
      number: '卡号',
      anyNumType: '任意号码',
      detail: {
        missing: '未找到该卡，或您无权查看',
        sectionsLabel: '卡详情分区',
        sections: {
          overview: '基本信息',
          usage: '用量',
          status: '状态记录',
          sessions: '会话与位置',
          recharges: '充值记录',
          operations: '操作日志',
          oc: '多网卡',
        },
        oc: {
          profiles: '运营商档案',
          container: '容器（EID / 物理卡 ICCID）',
          standby: '备用',
          profileState: '档案状态',
          policy: '当前切换策略',
          pending: '待生效策略：{name}（预计 {at} 附着网络时生效）',
          switches: '切换记录',
        },
        field: {
          created: '入库日期',
        },
        none: '无',
        functionOn: '开',
        functionOff: '关',
        usage: '本月用量',
        usageOf: '已用 {used} MB / 共 {total} MB',
        usageParts: '套餐 {quota} MB + 加油包 {addon} MB',
        stop: {
          suspended: '停机原因',
          cancelled: '销户原因',
          since: '{at} 由{by}操作',
          whatToDo: '您可以这样处理：',
          toCardList: '在卡列表中处理此卡',
          toHardware: '前往硬件管理',
          toSpeccard: '申请特殊卡复机',
          unknown: '未记录停机原因，请联系客户经理查询。',
        },
        advice: {
          arrears: '账户欠费导致停机。请为账户充值或续费套餐，缴清欠费后运营商会自动复机。',
          over_quota:
            '本月流量已用完套餐与加油包的额度。可订购加油包增加本月流量，或等下月 1 日额度重置后复机。',
          expired: '套餐已到期。续费套餐后即可复机。',
          user_request: '此卡由贵司账号申请停机。需要恢复使用时，可在卡列表中对此卡执行复机。',
          imei_mismatch:
            '此卡被插入了未绑定的设备（机卡分离）。请把卡放回原设备，或在硬件管理中更新绑定设备后申请复机。',
          real_name: '此卡未完成实名认证。请在硬件管理中为此卡提交实名信息，审核通过后自动复机。',
          warning_rule:
            '此卡被贵司设置的预警规则停机（规则名称见状态变更记录的备注）。规则设置了自动恢复时会按时复机，也可在卡列表中对此卡执行复机。',
          violation: '此卡因违规被运营商停机。整改后请在“增值服务 → 特殊卡复机”提交复机申请并上传证明材料。',
          over_1g:
            '此卡为小流量套餐（每月不足 1GB），本月用量已超过 1GB，平台已停机。下月 1 日用量清零后平台将自动复机；请检查设备是否异常耗流量（如固件反复下载）。',
          cancelled: '此卡已销户，不能再复机。如需继续使用，请联系客户经理办理新卡。',
        },
        statusSince: '{at} 起（{reason}）',
        speedLimited: '达量限速中：{at} 起，本月用量已超出套餐',
        chart: {
          daily: '每日用量',
          monthly: '近 6 个月用量',
          month: '选择月份',
          monthTotal: '{month} 合计 {total} MB',
          noDaily: '此卡在该月未在网，没有用量',
          usageMb: '用量(MB)',
        },
        session: {
          title: '最近会话',
          state: '在线状态',
          online: '在线',
          offline: '离线',
          started: '开始时间',
          ended: '结束时间',
          ip: 'IP地址',
          cell: '基站(LAC/CI)',
          none: '暂无会话记录',
        },
        location: {
          title: '位置',
          coords: '经纬度',
          note: '按最近一次会话所在基站定位，精度约数百米至数公里。',
          none: '暂无位置：此卡还没有上网记录',
        },
        realName: {
          idNumber: '证件号码',
          source: '提交渠道',
          rejectReason: '未通过原因',
          none: '暂无实名提交记录',
        },
        table: {
          status: '状态变更记录',
          sessions: '会话记录',
          sms: '短信记录',
        },
      },
      list: {
        filter: {
          tag: '标签',
        },
        actions: {
          label: '批量操作',
          hint: '勾选卡片后可批量操作',
          selected: '已选 {count} 张卡',
          clear: '清除选择',
          activate: '激活',
          stop: '停机',
          resume: '复机',
          export: '导出',
        },
        activation: {
          title: '激活信息',
          at: '激活时间',
          source: '激活方式',
          never: '该卡尚未激活。',
        },
        confirm: {
          activate: '确定激活选中的 {count} 张卡？激活后即开始计费，到期日按套餐时长计算。',
          stop: '确定将选中的 {count} 张卡停机？停机后卡片不能使用数据业务。',
          resume: '确定将选中的 {count} 张卡复机？',
          changeCarrier: '确定将选中的 {count} 张卡切换到{carrier}，套餐为“{plan}”？',
          addOn:
            '确定为选中的 {count} 张卡订购{package}？共需支付 {amount}，先从账户余额冻结，运营商办理后扣款。',
          export: '确定导出当前筛选条件下的 {count} 张卡？文件在后台生成，完成后可在“卡导出”页面下载。',
        },
        result: {
          done: '{action}成功：{count} 张卡',
          failed: '{count} 张卡未能{action}：',
          more: '等 {count} 张',
          exportStarted: '导出任务已创建，共 {count} 张卡',
          viewExports: '查看导出',
        },
        carrier: {
          description: '仅多运营商（eSIM）卡可以切换运营商；切换后卡片离开原运营商的计费组。',
        },
        addOn: {
          title: '订购加油包',
          description: '加油包当月有效，计入本月流量额度，费用从账户余额扣除。',
          package: '加油包',
          option: '{name} · {price}',
          total: '合计：{count} 张 × {price} = {amount}',
          balance: '可用余额：{balance}',
          mixedCarriers: '选中的卡属于多个运营商（{carriers}）：加油包按运营商订购，请只选择同一运营商的卡。',
          mixedPool: '选中的卡有的在计费组内、有的不在：计费组的卡只能订购计费组加油包，请分开订购。',
          none: '没有适用于选中卡的在售加油包。',
        },
        export: {
          hint: '卡列表的导出任务按创建顺序执行：完成后点击“下载”获取 xlsx 文件，文件保留 {days} 天。',
        },
        column: {
          usage_percent: '本月用量占比',
          speed_state: '限速状态',
          usage_mb: '本月用量(MB)',
          addon_mb: '加油包(MB)',
          actions: {},
        },
      },
      activationSources: {
        portal: '平台手动激活',
        carrier: '运营商自动激活',
        platform: '平台自动激活',
      },
      statusReasons: {
        activated: '激活',
        test_started: '进入测试期',
        arrears: '欠费停机',
        over_quota: '超流量停机',
        expired: '到期停机',
        user_request: '客户申请停机',
        imei_mismatch: '机卡分离停机',
        real_name: '未实名停机',
        resumed: '复机',
        cancelled: '销户',
        carrier_changed: '切换运营商',
        imported: '入库',
        support: '运维变更',
        warning_rule: '预警规则',
        violation: '违规停机',
        over_1g: '小包超1G停机',
      },
      statusOperators: {
        platform: '平台',
      },
      speedStates: {
        normal: '不限速',
        limited: '已限速',
      },
      operationActions: {
        speed_limit_lift: '限速恢复',
        net_off: '断网',
        net_on: '复网',
        voice_whitelist_add: '添加语音白名单',
        voice_whitelist_remove: '删除语音白名单',
        project_assign: '分配项目组',
        hardware_bind: '绑定设备',
        hardware_unbind: '解绑设备',
        tac_unbind: '解除机卡绑定',
        sms_reveal: '查看加密短信内容',
      },
      operationFields: {
        package: '套餐包',
        mb: '流量(MB)',
        months: '月数',
        from: '原值',
        to: '新值',
        phone: '号码',
        sn: '设备序列号',
        task_id: '任务编号',
      },
      realNameStatuses: {
        unverified: '未实名',
        verified: '已实名',
      },
      realNameSources: {
        h5: 'H5页面',
        portal: '平台',
      },
      smsDirections: {
        mt: '下行',
        mo: '上行',
      },
      rechargeKinds: {
        renewal: '续费',
      },
      payMethods: {
        balance: '余额支付',
        wechat: '微信支付',
      },
      whitelistStatuses: {
        active: '已生效',
        failed: '添加失败',
      },
      whitelistSources: {
        batch: '批量导入',
      },
      time: '时间',
      statusHistory: {
        column: {
          to_status: '新状态',
          from_status: '原状态',
          operator: '操作方',
        },
      },
      sessions: {
        column: {
          online: '在线状态',
          duration_min: '时长(分钟)',
          usage_kb: '流量(KB)',
        },
      },
      rechargeColumns: {
        package_name: '套餐/流量包',
        amount: '金额(元)',
        pay_method: '支付方式',
      },
      voiceWhitelist: {
        column: {
          phone: '白名单号码',
        },
      },
      taskStatuses: {
        running: '运行中',
        done: '已完成',
        cancelled: '已取消',
      },
      exportList: {
        column: {
          error: '失败原因',
        },
      },
      carriers: {
        cmcc: '中国移动',
        cucc: '中国联通',
      },
      statuses: {
        testing: '测试期',
        suspended: '停机',
        cancelled: '已销户',
      },
      functions: {
        data: '数据',
        voice: '语音',
      },
    },
  },
  {
    card: {
      number: 'Number',
      anyNumType: 'Any number',
      detail: {
        missing: 'No such card, or not yours to see',
        sectionsLabel: 'Card detail sections',
        sections: {
          overview: 'Overview',
          usage: 'Usage',
          status: 'Status history',
          sessions: 'Sessions & location',
          recharges: 'Recharges',
          operations: 'Operation log',
          oc: 'Multi-carrier',
        },
        oc: {
          profiles: 'Carrier profiles',
          container: 'Container (EID / physical ICCID)',
          standby: 'Standby',
          profileState: 'Profile',
          policy: 'Switching policy',
          pending: 'Pending policy: {name} (takes effect when the card attaches, about {at})',
          switches: 'Carrier switches',
        },
        field: {
          created: 'Stocked',
        },
        none: 'None',
        functionOn: 'On',
        functionOff: 'Off',
        usage: 'Usage this month',
        usageOf: '{used} MB used of {total} MB',
        usageParts: 'Plan {quota} MB + add-on {addon} MB',
        stop: {
          suspended: 'Why this card is suspended',
          cancelled: 'Why this card is cancelled',
          since: '{at}, by {by}',
          whatToDo: 'What you can do: ',
          toCardList: 'Handle this card in the card list',
          toHardware: 'Go to hardware management',
          toSpeccard: 'Apply for a special-card resume',
          unknown: 'No reason was recorded: ask your account manager.',
        },
        advice: {
          arrears:
            'The account is in arrears. Top up the account or renew the plan: once paid, the carrier resumes the card by itself.',
          over_quota:
            "This month's plan and add-on data is used up. Buy an add-on package for more data this month, or wait for the quota to reset on the 1st.",
          expired: 'The plan has expired. Renew it and the card resumes.',
          user_request:
            'Your company asked for this card to be stopped. To use it again, resume it from the card list.',
          imei_mismatch:
            'The card was put into a device it is not bound to. Put it back, or update the bound device in hardware management, then ask for it to be resumed.',
          real_name:
            'The real-name verification of this card is missing. Submit it in hardware management: the card resumes once it is approved.',
          warning_rule:
            "One of your company's warning rules stopped this card (the rule is named in the status history's note). A rule with an automatic restore resumes it on time; you may also resume it from the card list.",
          violation:
            'The carrier stopped this card for a violation. Once it is remedied, apply for its resume under Added services → Special-card resume, with the evidence.',
          over_1g:
            "This card's plan is a small one (under 1 GB a month) and its use this month passed 1 GB, so the platform stopped it. The platform resumes it on the 1st, when the month's use starts over; check whether the device uses data abnormally (a firmware download repeating, for example).",
          cancelled: 'This card is cancelled and cannot be resumed. Ask your account manager for a new card.',
        },
        statusSince: 'since {at} ({reason})',
        speedLimited: "Slowed down since {at}: this month's usage passed the plan's quota",
        chart: {
          daily: 'Daily usage',
          monthly: 'Last 6 months',
          month: 'Month',
          monthTotal: '{month} total {total} MB',
          noDaily: 'The card was not in service that month: no usage',
          usageMb: 'Usage (MB)',
        },
        session: {
          title: 'Last session',
          state: 'Status',
          online: 'Online',
          offline: 'Offline',
          started: 'Started',
          ended: 'Ended',
          ip: 'IP address',
          cell: 'Cell (LAC/CI)',
          none: 'No session yet',
        },
        location: {
          title: 'Location',
          coords: 'Latitude, longitude',
          note: "From the cell of the card's last session: accurate to a few hundred metres or kilometres.",
          none: 'No location: the card has not been online yet',
        },
        realName: {
          idNumber: 'ID number',
          source: 'Submitted via',
          rejectReason: 'Why it was rejected',
          none: 'No real-name submission yet',
        },
        table: {
          status: 'Status changes',
          sessions: 'Sessions',
          sms: 'SMS',
        },
      },
      list: {
        filter: {
          tag: 'Tag',
        },
        actions: {
          label: 'Batch actions',
          hint: 'Select cards to act on several at once',
          selected: '{count} cards selected',
          clear: 'Clear selection',
          activate: 'Activate',
          stop: 'Stop',
          resume: 'Resume',
          export: 'Export',
        },
        activation: {
          title: 'Activation',
          at: 'Activated at',
          source: 'How',
          never: 'This card has not been activated.',
        },
        confirm: {
          activate:
            "Activate the {count} selected cards? Billing starts now; each expires after its plan's months.",
          stop: 'Stop the {count} selected cards? Stopped cards cannot use data.',
          resume: 'Resume the {count} selected cards?',
          changeCarrier: 'Move the {count} selected cards to {carrier} on the plan "{plan}"?',
          addOn:
            'Buy {package} for the {count} selected cards? {amount} is frozen from the account balance and charged as the carrier fulfils each card.',
          export:
            'Export the {count} cards under the current filters? The file is built in the background and can be downloaded from the Card export page.',
        },
        result: {
          done: '{action}: {count} cards done',
          failed: '{count} cards could not {action}: ',
          more: 'and {count} more',
          exportStarted: 'Export started: {count} cards',
          viewExports: 'View exports',
        },
        carrier: {
          description:
            'Only multi-carrier (eSIM) cards can change carrier; a card that does leaves its billing group.',
        },
        addOn: {
          title: 'Buy an add-on package',
          description:
            "An add-on counts for this month, on top of the plan's quota, and is paid from the balance.",
          package: 'Package',
          option: '{name} · {price}',
          total: 'Total: {count} × {price} = {amount}',
          balance: 'Available balance: {balance}',
          mixedCarriers:
            'The selected cards are with more than one carrier ({carriers}): an add-on is bought per carrier, so select cards of one carrier only.',
          mixedPool:
            "Some selected cards are in a billing group and some are not: pooled cards can buy only their group's add-on, so order them separately.",
          none: 'No add-on on sale fits the selected cards.',
        },
        export: {
          hint: 'Exports of the card list run one after another: once one is done, "Download" gets its xlsx file, kept for {days} days.',
        },
        column: {
          usage_percent: 'Usage this month',
          speed_state: 'Speed',
          usage_mb: 'Used (MB)',
          addon_mb: 'Add-on (MB)',
          actions: {},
        },
      },
      activationSources: {
        portal: 'Activated in the portal',
        carrier: 'Activated by the carrier',
        platform: 'Activated by the platform',
      },
      statusReasons: {
        activated: 'Activated',
        test_started: 'Test period started',
        arrears: 'Arrears',
        over_quota: 'Data quota used up',
        expired: 'Plan expired',
        user_request: 'Customer request',
        imei_mismatch: 'Card in another device',
        real_name: 'Real name not verified',
        resumed: 'Resumed',
        cancelled: 'Cancelled',
        carrier_changed: 'Carrier changed',
        imported: 'Imported',
        support: 'Changed by support',
        warning_rule: 'Warning rule',
        violation: 'Stopped for a violation',
        over_1g: 'Small plan over 1 GB',
      },
      statusOperators: {
        platform: 'Platform',
      },
      speedStates: {
        normal: 'Full speed',
        limited: 'Slowed down',
      },
      operationActions: {
        speed_limit_lift: 'Speed limit lifted',
        net_off: 'Network off',
        net_on: 'Network on',
        voice_whitelist_add: 'Add voice whitelist number',
        voice_whitelist_remove: 'Remove voice whitelist number',
        project_assign: 'Assign project group',
        hardware_bind: 'Bind device',
        hardware_unbind: 'Unbind device',
        tac_unbind: 'Machine-card binding removed',
        sms_reveal: 'Encrypted SMS shown',
      },
      operationFields: {
        package: 'Package',
        mb: 'Data (MB)',
        months: 'Months',
        from: 'From',
        to: 'To',
        phone: 'Number',
        sn: 'Device SN',
        task_id: 'Task no.',
      },
      realNameStatuses: {
        unverified: 'Not verified',
        verified: 'Verified',
      },
      realNameSources: {
        h5: 'H5 page',
        portal: 'Portal',
      },
      smsDirections: {
        mt: 'To card',
        mo: 'From card',
      },
      rechargeKinds: {
        renewal: 'Renewal',
      },
      payMethods: {
        balance: 'Account balance',
        wechat: 'WeChat Pay',
      },
      whitelistStatuses: {
        active: 'In effect',
        failed: 'Refused',
      },
      whitelistSources: {
        batch: 'Batch import',
      },
      time: 'Time',
      statusHistory: {
        column: {
          to_status: 'To',
          from_status: 'From',
          operator: 'By',
        },
      },
      sessions: {
        column: {
          online: 'Online',
          duration_min: 'Duration (min)',
          usage_kb: 'Data (KB)',
        },
      },
      rechargeColumns: {
        package_name: 'Package',
        amount: 'Amount (CNY)',
        pay_method: 'Paid by',
      },
      voiceWhitelist: {
        column: {
          phone: 'Number',
        },
      },
      taskStatuses: {
        running: 'Running',
        done: 'Done',
        cancelled: 'Cancelled',
      },
      exportList: {
        column: {
          error: 'Error',
        },
      },
      carriers: {
        cmcc: 'China Mobile',
        cucc: 'China Unicom',
      },
      statuses: {
        testing: 'Testing',
        suspended: 'Suspended',
        cancelled: 'Cancelled',
      },
      functions: {
        data: 'Data',
        voice: 'Voice',
      },
    },
  },
);
