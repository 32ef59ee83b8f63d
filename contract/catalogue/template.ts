import { defineMessages } from './define.ts';

export const templateMessages = defineMessages(
  {
    template: {
      rule: {
        cardNumber: 'ICCID（19-20 位）或 MSISDN（11 或 13 位）',
        digits: '{n} 位数字',
        digitsBetween: '{min} 到 {max} 位数字',
        mobile: '11 位手机号码',
        phone: '手机号码或带区号的固定电话',
        text: '不超过 {max} 个字符',
        username: '字母、数字和 @ . + - _',
        email: '邮箱地址',
        integer: '{min} 到 {max} 的整数',
        choice: '{choices}',
        address: 'IP、网段或域名',
      },
      card: {
        note: '每行一个卡号：ICCID（19-20 位）或 MSISDN（11 或 13 位），单元格请保持文本格式；导入前请删除本行和示例行',
      },
      cardNumbers: {
        file: '卡号导入模板',
      },
      tags: {
        file: '标签导入模板',
        tags: {
          note: '一个或多个标签，用逗号分隔，每个标签不超过 20 个字符',
          example: '冷链,华东',
        },
      },
      imeiUpdate: {
        file: 'IMEI更新模板',
        imei: {
          note: '设备的 15 位 IMEI',
        },
      },
      cardActivation: {
        file: '批量激活模板',
      },
      sms: {
        file: '短信发送模板',
        message: {
          note: '发给该卡的短信，最多 500 个字符；长短信按 67/153 个字符分条计费',
          example: '设备重启',
        },
      },
      carrierChange: {
        file: '切换运营商模板',
        targetCarrier: {
          note: '中国移动、中国联通或中国电信（仅多运营商卡）',
        },
        targetPlan: {
          note: '目标运营商的套餐名称，与平台上显示的一致',
        },
      },
      voiceWhitelist: {
        file: '语音白名单模板',
        whitelistNumber: {
          note: '手机号码，或带区号的固定电话（010-12345678）',
        },
      },
      subClient: {
        file: '子客户创建模板',
        customerName: {
          header: '客户名称',
          note: '子客户的名称，最多 50 个字符；导入前请删除本行和示例行',
          example: '华东分公司',
        },
        loginName: {
          note: '只能包含字母、数字和 @ . + - _',
        },
        contact: {
          note: '联系人姓名，最多 20 个字符',
          example: '张三',
        },
        contactPhone: {
          note: '11 位手机号码',
        },
        email: {
          note: '选填',
        },
      },
      renewal: {
        file: '套餐续费模板',
        months: {
          note: '1 到 36 的整数',
        },
      },
      addonRecharge: {
        file: '加油包充值模板',
        addOn: {
          note: '所选产品的规格，如 100MB、500MB、3GB 或 100条',
        },
      },
      tacBinding: {
        file: '机卡绑定模板',
        action: {
          note: '绑定或解绑',
          example: '绑定',
        },
        tacImeiRange: {
          header: 'TAC / IMEI 号段',
          note: 'IMEI 的前 8 到 14 位；解绑时可不填',
        },
      },
      seniorExport: {
        file: '高级导出模板',
      },
      hostList: {
        file: '主机列表模板',
        address: {
          note: 'IP（如 10.1.2.3）、网段（10.1.2.0/24）或域名（*.example.com）；导入前请删除本行和示例行',
        },
        protocol: {
          header: '协议',
          note: 'TCP、UDP 或 ALL',
          choices: {
            tcp: 'TCP',
            udp: 'UDP',
            all: 'ALL',
          },
        },
        port: {
          header: '端口',
          note: '1 到 65535，选填',
        },
      },
      netGroup: {
        file: '定向组配置模板',
        networkGroup: {
          header: '定向组名称',
          note: '已有的定向组名称，最多 30 个字符',
          example: '定向组一',
        },
      },
      specialResume: {
        file: '特殊复机模板',
        stopReason: {
          header: '停机原因',
          note: '违规、机卡分离、达量断网或欠费',
          example: '机卡分离',
          choices: {
            violation: '违规',
            overQuota: '达量断网',
            arrears: '欠费',
          },
        },
        explanation: {
          header: '说明',
          note: '申请复机的说明，最多 200 个字符',
          example: '设备已更换回原设备',
        },
      },
      subClientCards: {
        file: '子客户划卡模板',
        subCustomerLogin: {
          header: '子客户账号',
          note: '接收该卡的子客户的登录账号',
        },
      },
      carrierUnbind: {
        file: '运营商系统解绑模板',
        reason: {
          header: '解绑原因',
          note: '选填，最多 100 个字符',
          example: '设备更换',
        },
      },
      productChange: {
        file: '套餐变更模板',
        targetPlan: {
          note: '目标套餐的名称或编码，最多 40 个字符',
          example: '物联网月包 1GB',
        },
        takesEffect: {
          header: '生效方式',
          note: '立即或次月',
          example: '次月',
          choices: {
            now: '立即',
          },
        },
      },
      warnings: {
        file: '预警导入模板',
        threshold: {
          header: '预警阈值(%)',
          note: '本月用量达到套餐的百分之几时预警：1 到 100',
        },
        notifyPhone: {
          header: '通知手机号',
          note: '选填，11 位手机号码',
        },
      },
      others: {
        file: '其他导入模板',
        remark: {
          note: '选填，最多 200 个字符',
        },
      },
      ocCards: {
        file: '多网卡导入模板',
        eidOIccid: {
          note: '每行一张多网卡：EID（32 位）、O-ICCID 或 ICCID（19-20 位），单元格请保持文本格式；导入前请删除本行和示例行',
        },
      },
    },
  },
  {
    template: {
      rule: {
        cardNumber: 'an ICCID (19-20 characters) or an MSISDN (11 or 13 digits)',
        digits: '{n} digits',
        digitsBetween: '{min} to {max} digits',
        mobile: 'an 11-digit mobile number',
        phone: 'a mobile number or a fixed line with its area code',
        text: '{max} characters at most',
        username: 'letters, digits and @ . + - _',
        email: 'an email address',
        integer: 'a whole number from {min} to {max}',
        choice: '{choices}',
        address: 'an IP, a block or a domain',
      },
      card: {
        note: 'One card number a row: an ICCID (19-20 characters) or an MSISDN (11 or 13 digits), as text; delete this row and the example before importing',
      },
      cardNumbers: {
        file: 'card-numbers-template',
      },
      tags: {
        file: 'tags-template',
        tags: {
          note: 'One or more tags separated by commas, 20 characters each at most',
          example: 'cold-chain,east',
        },
      },
      imeiUpdate: {
        file: 'imei-update-template',
        imei: {
          note: "The device's 15-digit IMEI",
        },
      },
      cardActivation: {
        file: 'batch-activation-template',
      },
      sms: {
        file: 'sms-template',
        message: {
          note: 'The SMS to the card, 500 characters at most; long messages are billed in 67/153-character parts',
          example: 'REBOOT',
        },
      },
      carrierChange: {
        file: 'carrier-change-template',
        targetCarrier: {
          note: 'China Mobile, China Unicom or China Telecom (multi-carrier cards only)',
        },
        targetPlan: {
          note: "The name of one of the target carrier's plans, as the portal shows it",
        },
      },
      voiceWhitelist: {
        file: 'voice-whitelist-template',
        whitelistNumber: {
          note: 'A mobile number, or a fixed line with its area code (010-12345678)',
        },
      },
      subClient: {
        file: 'sub-client-template',
        customerName: {
          header: 'Customer name',
          note: "The sub-customer's name, 50 characters at most; delete this row and the example before importing",
          example: 'East branch',
        },
        loginName: {
          note: 'Letters, digits and @ . + - _ only',
        },
        contact: {
          note: "The contact's name, 20 characters at most",
          example: 'Zhang San',
        },
        contactPhone: {
          note: 'An 11-digit mobile number',
        },
        email: {
          note: 'Optional',
        },
      },
      renewal: {
        file: 'renewal-template',
        months: {
          note: 'A whole number from 1 to 36',
        },
      },
      addonRecharge: {
        file: 'add-on-template',
        addOn: {
          note: "The chosen product's size, such as 100MB, 500MB, 3GB or 100 SMS",
        },
      },
      tacBinding: {
        file: 'tac-binding-template',
        action: {
          note: 'Bind or Unbind',
          example: 'Bind',
        },
        tacImeiRange: {
          header: 'TAC / IMEI range',
          note: 'The first 8 to 14 digits of the IMEI; may be empty to unbind',
        },
      },
      seniorExport: {
        file: 'senior-export-template',
      },
      hostList: {
        file: 'host-list-template',
        address: {
          note: 'An IP (10.1.2.3), a block (10.1.2.0/24) or a domain (*.example.com); delete this row and the example before importing',
        },
        protocol: {
          header: 'Protocol',
          note: 'TCP, UDP or ALL',
          choices: {
            tcp: 'TCP',
            udp: 'UDP',
            all: 'ALL',
          },
        },
        port: {
          header: 'Port',
          note: '1 to 65535, optional',
        },
      },
      netGroup: {
        file: 'net-group-template',
        networkGroup: {
          header: 'Network group',
          note: 'An existing group name, 30 characters at most',
          example: 'Group one',
        },
      },
      specialResume: {
        file: 'special-resume-template',
        stopReason: {
          header: 'Stop reason',
          note: 'Violation, Device mismatch, Over quota or Arrears',
          example: 'Device mismatch',
          choices: {
            violation: 'Violation',
            overQuota: 'Over quota',
            arrears: 'Arrears',
          },
        },
        explanation: {
          header: 'Explanation',
          note: 'Why the card should resume, 200 characters at most',
          example: 'The original device is back',
        },
      },
      subClientCards: {
        file: 'sub-client-cards-template',
        subCustomerLogin: {
          header: 'Sub-customer login',
          note: 'The login name of the sub-customer receiving the card',
        },
      },
      carrierUnbind: {
        file: 'carrier-unbind-template',
        reason: {
          header: 'Reason',
          note: 'Optional, 100 characters at most',
          example: 'Device replaced',
        },
      },
      productChange: {
        file: 'product-change-template',
        targetPlan: {
          note: "The target plan's name or code, 40 characters at most",
          example: 'IoT monthly 1 GB',
        },
        takesEffect: {
          header: 'Takes effect',
          note: 'Now or Next month',
          example: 'Next month',
          choices: {
            now: 'Now',
          },
        },
      },
      warnings: {
        file: 'warnings-template',
        threshold: {
          header: 'Threshold (%)',
          note: 'Warn when this month’s use reaches this share of the plan: 1 to 100',
        },
        notifyPhone: {
          header: 'Notify phone',
          note: 'Optional, an 11-digit mobile number',
        },
      },
      others: {
        file: 'other-template',
        remark: {
          note: 'Optional, 200 characters at most',
        },
      },
      ocCards: {
        file: 'multi-carrier-cards-template',
        eidOIccid: {
          note: 'One multi-carrier card a row: its EID (32 digits), O-ICCID or ICCID (19-20 characters), as text; delete this row and the example before importing',
        },
      },
    },
  },
);
