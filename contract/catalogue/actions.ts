import { defineMessages } from './define.ts';

export const actionsMessages = defineMessages(
  {
    actions: {
      details: '详情',
      addOn: '加油包',
      unbind: '解绑',
      copy: '复制',
      edit: '编辑',
      enable: '启用',
      delete: '删除',
      resetPassword: '重置密码',
    },
  },
  {
    actions: {
      details: 'Details',
      addOn: 'Add-on',
      unbind: 'Unbind',
      copy: 'Copy',
      edit: 'Edit',
      enable: 'Enable',
      delete: 'Delete',
      resetPassword: 'Reset password',
    },
  },
);
