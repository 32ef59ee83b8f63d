import { defineMessages } from './define.ts';

export const authMessages = defineMessages(
  {
    auth: {
      passwordTab: '账号登录',
      codeTab: '短信登录',
      phonePlaceholder: '请输入手机号码',
      codePlaceholder: '请输入验证码',
      register: '注册账号',
      title: '账号登录',
      usernamePlaceholder: '请输入用户名',
      passwordPlaceholder: '请输入密码',
      submit: '登录',
      showPassword: '显示密码',
      hidePassword: '隐藏密码',
      noData: '获取数据失败，请重新登录',
    },
  },
  {
    auth: {
      passwordTab: 'Password',
      codeTab: 'SMS code',
      phonePlaceholder: 'Enter your mobile number',
      codePlaceholder: 'Enter the code',
      register: 'Create an account',
      title: 'Sign in',
      usernamePlaceholder: 'Enter your username',
      passwordPlaceholder: 'Enter your password',
      submit: 'Log in',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      noData: 'Failed to get data, please log in again',
    },
  },
);
