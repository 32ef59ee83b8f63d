import { defineMessages } from './define.ts';

export const cardQueryMessages = defineMessages(
  {
    cardQuery: {
      usage: {
        prompt: '输入完整卡号并选择月份，查看这张卡每天用了多少流量。',
        missing: '未找到这张卡，或无权查看',
        quota: '当月可用流量',
        total: '当月合计',
        caption: '{iccid} {month} 每日用量',
        dayUsage: '当日用量(MB)',
        cumulative: '累计用量(MB)',
        percent: '累计占比',
        sum: '合计',
        none: '这张卡在 {month} 没有在网天数，无用量。',
        exportCsv: '导出CSV',
        csvName: '用量详情_{iccid}_{month}.csv',
      },
      status: {
        numbers: '卡号列表',
        placeholder:
          '每行一个卡号，或用逗号分隔，一次最多 {max} 个；支持 ICCID、MSISDN、IMSI、EID 等任意号码类型',
        counted: '已输入 {n} 个号码（已去重）',
        invalid: '以下号码包含非数字字符：{list}',
        clear: '清空',
        caption: '卡状态查询结果',
        result: '共查询 {total} 个号码：找到 {found} 张卡，{missing} 个未找到',
        fileHint: '支持 xlsx（卡号导入模板）、csv、txt，每行一个号码，最多 {max} 个',
        fileRequired: '请选择要导入的文件',
      },
      data: {
        months: '统计月份',
        numberPlaceholder: '完整卡号（任意号码类型）',
        range: '统计月份：{first} 至 {last}，各月用量单位为 MB（可查询最近 6 个月）',
      },
      recharge: {
        numberLabel: '卡号/订单号',
        numberPlaceholder: '完整卡号或订单号',
        totals: '共 {n} 笔，金额合计 {amount}，其中充值成功 {success}',
      },
      notFoundStatus: {
        not_found: '未找到',
      },
      cardStatusColumns: {
        number: '查询号码',
        status_changed_at: '最近状态变更',
        status_reason: '变更原因',
      },
      cardDataSearch: {
        column: {
          total_mb: '合计(MB)',
        },
      },
    },
  },
  {
    cardQuery: {
      usage: {
        prompt: "Enter a full card number and pick a month to see the card's data use day by day.",
        missing: 'No such card, or not yours to see',
        quota: 'Data this month',
        total: 'Month total',
        caption: 'Daily usage of {iccid} in {month}',
        dayUsage: 'Used that day (MB)',
        cumulative: 'Used so far (MB)',
        percent: 'Share used',
        sum: 'Total',
        none: 'The card was not in service in {month}: no usage.',
        exportCsv: 'Export CSV',
        csvName: 'usage-{iccid}-{month}.csv',
      },
      status: {
        numbers: 'Card numbers',
        placeholder:
          'One number per line, or separated by commas, up to {max} at a time; ICCID, MSISDN, IMSI, EID or any other number type',
        counted: '{n} numbers entered (repeats removed)',
        invalid: 'These entries contain characters other than digits: {list}',
        clear: 'Clear',
        caption: 'Card status results',
        result: 'Numbers looked up: {total}; cards found: {found}; not found: {missing}',
        fileHint: 'xlsx (the card-number import template), csv or txt, one number a row, up to {max}',
        fileRequired: 'Choose the file to import',
      },
      data: {
        months: 'Months',
        numberPlaceholder: 'Full number of any type',
        range: 'Months shown: {first} to {last}, usage in MB (the last 6 months can be queried)',
      },
      recharge: {
        numberLabel: 'Card or order no.',
        numberPlaceholder: 'Full card number or order number',
        totals: '{n} records, {amount} in all, of which {success} succeeded',
      },
      notFoundStatus: {
        not_found: 'Not found',
      },
      cardStatusColumns: {
        number: 'Number queried',
        status_changed_at: 'Last status change',
        status_reason: 'Reason',
      },
      cardDataSearch: {
        column: {
          total_mb: 'Total (MB)',
        },
      },
    },
  },
);
