import * as account from './endpoints/account.ts';
import * as apiDoc from './endpoints/api-doc.ts';
import * as auth from './endpoints/auth.ts';
import * as card from './endpoints/card.ts';
import * as common from './endpoints/common.ts';
import * as home from './endpoints/home.ts';
import * as layout from './endpoints/layout.ts';
import * as support from './endpoints/support.ts';

export * from './control.ts';
export * from './endpoint.ts';
export * from './endpoints/account.ts';
export * from './endpoints/api-doc.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/card.ts';
export * from './endpoints/common.ts';
export * from './endpoints/home.ts';
export * from './endpoints/layout.ts';
export * from './endpoints/support.ts';
export * from './envelope.ts';
export * from './labels.ts';
export * from './permissions.ts';
export * from './table.ts';
export * from './validators.ts';

/** Every /ep/api endpoint, by name. The emulator registers each; the OpenAPI document lists each. */
export const endpoints = {
  customerApiDoc: apiDoc.customerApiDoc,
  carrierApiDoc: apiDoc.carrierApiDoc,
  loginConfig: auth.loginConfig,
  login: auth.login,
  clientInfo: auth.clientInfo,
  permInfo: auth.permInfo,
  logout: auth.logout,
  indexHeader: home.indexHeader,
  cardGetId: card.cardGetId,
  cardList: card.cardList,
  cardDetail: card.cardDetail,
  supportClientList: support.supportClientList,
  clientSearch: common.clientSearch,
  uploadFile: common.uploadFile,
  codeLogin: account.codeLogin,
  sendLoginCode: account.sendLoginCode,
  sendVerifyCode: account.sendVerifyCode,
  checkUniqueInfo: account.checkUniqueInfo,
  submitRegistration: account.submitRegistration,
  registrationProgress: account.registrationProgress,
  updateRegistration: account.updateRegistration,
  updateContact: account.updateContact,
  changePassword: account.changePassword,
  userAgreement: account.userAgreement,
  signAgreement: account.signAgreement,
  wxBinding: account.wxBinding,
  bindWx: account.bindWx,
  unbindWx: account.unbindWx,
  addEventLog: account.addEventLog,
  queueSize: account.queueSize,
  switchAccount: account.switchAccount,
  switchAccountBack: account.switchAccountBack,
  clientRechargePerm: account.clientRechargePerm,
  supportResetPassword: account.supportResetPassword,
  unreadNotices: layout.unreadNotices,
  markNoticeRead: layout.markNoticeRead,
  platformNotices: layout.platformNotices,
  currentQuestionnaire: layout.currentQuestionnaire,
  completeQuestionnaire: layout.completeQuestionnaire,
} as const;

export type EndpointName = keyof typeof endpoints;
