import { defineMessages } from './define.ts';

export const apiDocMessages = defineMessages(
  {
    apiDoc: {
      baseUrl: '接口地址',
      params: '{name} 的参数',
      param: '参数',
      required: '必填',
      description: '说明',
      yes: '是',
      no: '否',
    },
  },
  {
    apiDoc: {
      baseUrl: 'Base URL',
      params: 'Parameters of {name}',
      param: 'Parameter',
      required: 'Required',
      description: 'Description',
      yes: 'Yes',
      no: 'No',
    },
  },
);
