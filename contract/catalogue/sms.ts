import { defineMessages } from './define.ts';

/** SMS (client/features/sms): sending, records, templates, signatures and batches. */
export const smsMessages = defineMessages(
  {
    sms: {
      send: {
        intro:
          '向设备发送短信：可发给单张卡、粘贴的卡号、计费组或项目组，或按短信发送模板导入。只有正使用、套餐含短信且短信功能开启的卡能接收；先校验再发送。',
        target: '发送对象',
        numbersHint: '已输入 {n} 个，一次最多 {max} 个；更多请按分组或导入模板发送',
        group: '选择分组',
        noGroups: '暂无分组',
        fileHint: '模板第一列为卡号，第二列为短信内容（留空则使用下方填写的内容），最多 10 万行',
        template: '短信模板',
        noTemplate: '不使用模板',
        templateHint: '选择模板后可直接修改内容；模板中的变量须替换为实际内容',
        signature: '签名',
        noSignature: '不加签名',
        kind: '短信类型',
        contentPlaceholder: '输入要发送给设备的内容',
        counter: '{chars} 字 · {encoding} · 共 {segments} 条（每条 {per} 字）',
        price:
          '单价：移动 {cmcc}/条，联通 {cucc}/条，电信 {ctcc}/条；电信卡不支持长短信，联通卡不支持加密短信',
        encrypted: '加密发送（内容加密存储，记录中不显示原文）',
        check: '校验并计算费用',
      },
      check: {
        title: '发送校验结果',
        valid: '可发送',
        refused: '不可发送',
        cost: '预计费用 {amount}（共 {segments} 条短信，发送后从账户扣费）',
        costLine: '{carrier} {cards} 张 × {segments} 条 × {price}',
        available: '当前可用余额 {available}，确认发送后先冻结预计费用，每条短信提交时扣费',
        short: '可用余额不足以支付本次发送，请充值后再发送',
        badRows: '不可发送的卡',
        more: '仅显示前 {shown} 张，共 {refused} 张不可发送',
        start: '确认发送（{n} 张）',
        confirm: '将向 {valid} 张卡发送短信，预计费用 {amount}；不可发送的 {refused} 张卡不会发送。确定吗？',
        started: '发送批次 {id} 已创建，可在批量短信中查看进度',
      },
      records: {
        title: '短信记录',
        reveal: '加密短信内容',
        revealed: '短信 {id} 的内容（本次查看已记入操作日志）：',
        confirmReveal: '查看加密短信的原文会记入操作日志，确定查看吗？',
      },
      template: {
        templates: '模板',
        signatures: '签名',
        variables: '变量：{names}',
        noVariables: '无变量',
        confirmDelete: '确定删除模板“{name}”吗？',
        deleted: '模板“{name}”已删除',
        inUse: '模板“{name}”已被 {count} 条短信使用，不能删除；可编辑为停用。',
      },
      batch: {
        intro: '每次发送为一个批次，按 100 张卡一步提交；送达结果由运营商回执，可对失败的卡重新发送。',
        detailOf: '批次 {id}：{source}',
        noBatch: '暂无短信批次',
        resendConfirm: '将重新校验批次 {id} 中失败的 {n} 张卡，确定吗？',
        figures: '总数 {total}，已提交 {sent}，已送达 {delivered}，失败 {failed}，待完成 {pending}',
        back: '返回批量短信',
      },
      templateList: {
        filter: {
          name: '模板名称',
          kind: {
            placeholder: '模板类型',
          },
        },
        column: {
          content: '模板内容',
          variables: '变量',
          used: '使用次数',
          created_by: '创建人',
        },
      },
      signatureList: {
        column: {
          reason: '审核意见',
          created_at: '申请时间',
          created_by: '申请人',
        },
      },
      templateName: '模板名称',
      templateForm: {
        fields: {
          content: '模板内容',
          kind: '短信类型',
        },
        texts: {
          create: '新建模板',
          update: '编辑模板',
          description: '被短信使用过的模板不能删除，可停用。',
          created: '模板“{name}”已创建',
          updated: '模板“{name}”已保存',
        },
      },
      templateForm_fields_content_help: '变量写作 ${name}（字母、数字、下划线），发送时替换为实际内容',
      signatureForm: {
        fields: {
          name: '签名名称',
        },
        texts: {
          create: '申请签名',
          description: '签名以【】显示在短信开头，须为 2-12 个汉字、字母或数字，运营商审核约 30 分钟。',
          created: '签名“{name}”已提交审核',
        },
      },
      warningKinds: {
        vbg_usage: '计费组流量预警',
        card_usage: '单卡流量预警',
        card_expiry: '卡到期预警',
      },
      sendStatuses: {
        sent: '发送成功',
      },
      warningRecordList: {
        column: {
          sent_at: '发送时间',
          target: '计费组/卡号',
          threshold: '预警阈值',
          status: '发送状态',
        },
      },
      kinds: {
        command: '指令',
        notice: '通知',
      },
      targets: {
        card: '单卡',
        numbers: '粘贴号码',
        file: '模板文件',
      },
      batchStatuses: {
        done: '已完成',
      },
      results: {
        waiting: '待发送',
      },
      refusals: {
        not_capable: '不能接收短信',
      },
      recordList: {
        filter: {
          keyword: '关键字',
          at: '提交日期',
        },
        column: {
          settled_at: '送达时间',
          fail_reason: '失败原因',
          actions: {
            reveal: '查看内容',
          },
        },
      },
      batchList: {
        column: {
          id: '批次号',
          total: '总数',
          sent: '已提交',
          pending: '待完成',
          actions: {
            resend: '重发失败',
          },
        },
      },
    },
  },
  {
    sms: {
      send: {
        intro:
          'Send SMS to devices: to one card, pasted numbers, a billing or project group, or the SMS template file. Only cards in use, whose plan includes SMS and whose SMS function is on, receive them; check first, then send.',
        target: 'Recipients',
        numbersHint: '{n} entered, at most {max} at a time; send to more by group or with the template',
        group: 'Choose a group',
        noGroups: 'No groups yet',
        fileHint:
          'Column A is the card number, column B the message (left empty: the message below), up to 100,000 rows',
        template: 'SMS template',
        noTemplate: 'No template',
        templateHint:
          'A template fills the message, which you can edit; replace its variables with the actual text',
        signature: 'Signature',
        noSignature: 'No signature',
        kind: 'Type',
        contentPlaceholder: 'What to send to the device',
        counter: '{chars} characters · {encoding} · {segments} SMS ({per} characters each)',
        price:
          'Price: China Mobile {cmcc}, China Unicom {cucc}, China Telecom {ctcc} per SMS; China Telecom cards take no long SMS, China Unicom cards no encrypted SMS',
        encrypted: 'Send encrypted (stored encrypted, records show no text)',
        check: 'Check and price',
      },
      check: {
        title: 'Send check',
        valid: 'Can receive',
        refused: 'Cannot receive',
        cost: 'Estimated cost {amount} ({segments} SMS in all, charged to the account when sent)',
        costLine: '{carrier}: {cards} cards × {segments} SMS × {price}',
        available:
          'Available balance {available}: confirming freezes the estimated cost, and each SMS is charged as it is submitted',
        short: 'The available balance cannot pay for this send: top up, then send again',
        badRows: 'Cards that cannot receive it',
        more: 'The first {shown} shown; {refused} cards cannot receive it',
        start: 'Send ({n} cards)',
        confirm:
          'The SMS goes to {valid} cards for an estimated {amount}; the {refused} cards that cannot receive it are left out. Send?',
        started: 'Batch {id} created; follow it under Batch SMS',
      },
      records: {
        title: 'SMS records',
        reveal: 'Encrypted SMS',
        revealed: 'The content of SMS {id} (this view is in the operation log):',
        confirmReveal: 'Viewing an encrypted SMS is written to the operation log. View it?',
      },
      template: {
        templates: 'Templates',
        signatures: 'Signatures',
        variables: 'Variables: {names}',
        noVariables: 'No variables',
        confirmDelete: 'Delete the template “{name}”?',
        deleted: 'Template “{name}” deleted',
        inUse: 'The template “{name}” was used by {count} SMS and cannot be deleted; edit it to disable it.',
      },
      batch: {
        intro:
          'Each send is a batch, submitted 100 cards a step; the carrier reports each delivery, and failed cards can be sent again.',
        detailOf: 'Batch {id}: {source}',
        noBatch: 'No SMS batches yet',
        resendConfirm: 'Check the {n} failed cards of batch {id} again?',
        figures: 'Total {total}, submitted {sent}, delivered {delivered}, failed {failed}, pending {pending}',
        back: 'Back to Batch SMS',
      },
      templateList: {
        filter: {
          name: 'Template',
          kind: {
            placeholder: 'Type',
          },
        },
        column: {
          content: 'Content',
          variables: 'Variables',
          used: 'Times used',
          created_by: 'Created by',
        },
      },
      signatureList: {
        column: {
          reason: 'Review note',
          created_at: 'Applied',
          created_by: 'Applied by',
        },
      },
      templateName: 'Template name',
      templateForm: {
        fields: {
          content: 'Template content',
          kind: 'SMS type',
        },
        texts: {
          create: 'New template',
          update: 'Edit template',
          description: 'A template used by an SMS cannot be deleted; disable it instead.',
          created: 'Template “{name}” created',
          updated: 'Template “{name}” saved',
        },
      },
      templateForm_fields_content_help:
        'Write a variable as ${name} (letters, digits, underscores); it is replaced when sending',
      signatureForm: {
        fields: {
          name: 'Signature name',
        },
        texts: {
          create: 'Apply for a signature',
          description:
            'A signature shows in 【】 at the start of the SMS: 2 to 12 Chinese characters, letters or digits; the carrier reviews it in about 30 minutes.',
          created: 'Signature “{name}” sent for review',
        },
      },
      warningKinds: {
        vbg_usage: 'Billing group data',
        card_usage: 'Card data',
        card_expiry: 'Card expiry',
      },
      sendStatuses: {
        sent: 'Sent',
      },
      warningRecordList: {
        column: {
          sent_at: 'Sent at',
          target: 'Group / card',
          threshold: 'Threshold',
          status: 'Status',
        },
      },
      kinds: {
        command: 'Command',
        notice: 'Notice',
      },
      targets: {
        card: 'One card',
        numbers: 'Pasted numbers',
        file: 'Template file',
      },
      batchStatuses: {
        done: 'Completed',
      },
      results: {
        waiting: 'Waiting',
      },
      refusals: {
        not_capable: 'Cannot receive SMS',
      },
      recordList: {
        filter: {
          keyword: 'Keyword',
          at: 'Submitted on',
        },
        column: {
          settled_at: 'Delivered',
          fail_reason: 'Failure reason',
          actions: {
            reveal: 'Show content',
          },
        },
      },
      batchList: {
        column: {
          id: 'Batch no.',
          total: 'Total',
          sent: 'Submitted',
          pending: 'Pending',
          actions: {
            resend: 'Re-send failed',
          },
        },
      },
    },
  },
);
