import { defineMessages } from './define.ts';

export const registerMessages = defineMessages(
  {
    register: {
      passwordAgain: '确认密码',
      title: '企业注册',
      resubmitTitle: '修改并重新提交',
      companyName: '企业名称',
      companyRequired: '请输入企业名称',
      creditCode: '统一社会信用代码',
      usernameTaken: '该用户名已被使用',
      submit: '提交注册',
      resubmit: '重新提交',
      submitted: '注册申请已提交',
      submittedText: '您的注册编号为 {id}，平台审核通过后即可登录。请保存编号以查询进度。',
      registerId: '注册编号',
      status: '审核进度',
      steps: {
        submitted: '提交申请',
        reviewing: '平台审核',
        done: '审核完成',
      },
      rejectedBecause: '未通过原因：{reason}',
      goLogin: '审核已通过，去登录',
    },
  },
  {
    register: {
      passwordAgain: 'Confirm password',
      title: 'Company registration',
      resubmitTitle: 'Correct and resubmit',
      companyName: 'Company name',
      companyRequired: 'Enter the company name',
      creditCode: 'Unified social credit code',
      usernameTaken: 'This username is taken',
      submit: 'Submit',
      resubmit: 'Resubmit',
      submitted: 'Registration submitted',
      submittedText:
        'Your registration number is {id}. You can log in once the platform approves it. Keep the number to follow its progress.',
      registerId: 'Registration number',
      status: 'Review progress',
      steps: {
        submitted: 'Submitted',
        reviewing: 'Platform review',
        done: 'Review complete',
      },
      rejectedBecause: 'Rejected because: {reason}',
      goLogin: 'Approved: log in',
    },
  },
);
