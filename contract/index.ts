import * as account from './endpoints/account.ts';
import * as apiConfig from './endpoints/api-config.ts';
import * as apiDoc from './endpoints/api-doc.ts';
import * as auth from './endpoints/auth.ts';
import * as batch from './endpoints/batch.ts';
import * as billingGroup from './endpoints/billing-group.ts';
import * as card from './endpoints/card.ts';
import * as cardActions from './endpoints/card-actions.ts';
import * as cardInfo from './endpoints/card-detail.ts';
import * as cardExport from './endpoints/card-export.ts';
import * as cardListApi from './endpoints/card-list.ts';
import * as cardQuery from './endpoints/card-query.ts';
import * as charge from './endpoints/charge.ts';
import * as common from './endpoints/common.ts';
import * as hardware from './endpoints/hardware.ts';
import * as home from './endpoints/home.ts';
import * as layout from './endpoints/layout.ts';
import * as ledger from './endpoints/ledger.ts';
import * as locate from './endpoints/locate.ts';
import * as netGroup from './endpoints/net-group.ts';
import * as ocCard from './endpoints/oc-card.ts';
import * as permUser from './endpoints/perm-user.ts';
import * as productChange from './endpoints/product-change.ts';
// Issue 42: plan change.
// Issue 41: profit sharing.
import * as profit from './endpoints/profit.ts';
import * as project from './endpoints/project.ts';
import * as publicCard from './endpoints/public-card.ts';
// Issue 41: reports.
import * as report from './endpoints/report.ts';
import * as sapChart from './endpoints/sap-chart.ts';
import * as sapFlex from './endpoints/sap-flex.ts';
import * as sapIps from './endpoints/sap-ips.ts';
import * as sapSession from './endpoints/sap-session.ts';
import * as service from './endpoints/service.ts';
import * as signal from './endpoints/signal.ts';
import * as sms from './endpoints/sms.ts';
import * as smsTemplate from './endpoints/sms-template.ts';
import * as smsWarning from './endpoints/sms-warning.ts';
// Issue 40: special-card resume.
import * as speccard from './endpoints/speccard.ts';
import * as subCustomer from './endpoints/sub-customer.ts';
import * as support from './endpoints/support.ts';
// Issue 49: the review queues of API access applications and SMS signatures.
import * as supportAccess from './endpoints/support-access.ts';
import * as supportCard from './endpoints/support-card.ts';
import * as supportExportLog from './endpoints/support-export-log.ts';
// Issue 48 part B: directed-address orders and plan changes, support side.
import * as supportFlexDirect from './endpoints/support-flex-direct.ts';
import * as supportOperationLog from './endpoints/support-operation-log.ts';
import * as supportProductChange from './endpoints/support-product-change.ts';
import * as supportRemoteResume from './endpoints/support-remote-resume.ts';
import * as supportReport from './endpoints/support-report.ts';
import * as supportReview from './endpoints/support-review.ts';
import * as supportSap from './endpoints/support-sap.ts';
import * as supportSapTasks from './endpoints/support-sap-tasks.ts';
// Issue 47: the support task centre.
import * as supportTask from './endpoints/support-task.ts';
// Issue 48, part A: the support work-order centre and card unbinding.
import * as supportWorkOrder from './endpoints/support-work-order.ts';
// Issue 46: chain-store card orders.
import * as supportYumOrder from './endpoints/support-yum-order.ts';
import * as tacBinding from './endpoints/tac-binding.ts';
import * as taskLog from './endpoints/task-log.ts';
import * as voiceWhitelist from './endpoints/voice-whitelist.ts';
// Issue 43: warning rules.
import * as warning from './endpoints/warning.ts';
import * as workOrder from './endpoints/work-order.ts';
import * as wxRecharge from './endpoints/wx-recharge.ts';

export * from './addresses.ts';
export * from './biz-code.ts';
export * from './control.ts';
export * from './endpoint.ts';
export * from './endpoints/account.ts';
export * from './endpoints/api-config.ts';
export * from './endpoints/api-doc.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/batch.ts';
export * from './endpoints/billing-group.ts';
export * from './endpoints/card.ts';
export * from './endpoints/card-actions.ts';
export * from './endpoints/card-detail.ts';
export * from './endpoints/card-export.ts';
export * from './endpoints/card-list.ts';
export * from './endpoints/card-query.ts';
export * from './endpoints/charge.ts';
export * from './endpoints/common.ts';
export * from './endpoints/hardware.ts';
export * from './endpoints/home.ts';
export * from './endpoints/layout.ts';
export * from './endpoints/ledger.ts';
export * from './endpoints/locate.ts';
export * from './endpoints/net-group.ts';
export * from './endpoints/oc-card.ts';
export * from './endpoints/perm-user.ts';
// Issue 42: plan change.
export * from './endpoints/product-change.ts';
export * from './endpoints/profit.ts';
export * from './endpoints/project.ts';
export * from './endpoints/public-card.ts';
export * from './endpoints/report.ts';
export * from './endpoints/sap-chart.ts';
export * from './endpoints/sap-flex.ts';
export * from './endpoints/sap-ips.ts';
export * from './endpoints/sap-session.ts';
export * from './endpoints/service.ts';
export * from './endpoints/signal.ts';
export * from './endpoints/sms.ts';
export * from './endpoints/sms-template.ts';
export * from './endpoints/sms-warning.ts';
export * from './endpoints/speccard.ts';
export * from './endpoints/sub-customer.ts';
export * from './endpoints/support.ts';
export * from './endpoints/support-access.ts';
export * from './endpoints/support-card.ts';
export * from './endpoints/support-export-log.ts';
// Issue 48 part B.
export * from './endpoints/support-flex-direct.ts';
export * from './endpoints/support-operation-log.ts';
export * from './endpoints/support-product-change.ts';
export * from './endpoints/support-remote-resume.ts';
export * from './endpoints/support-report.ts';
export * from './endpoints/support-review.ts';
export * from './endpoints/support-sap.ts';
export * from './endpoints/support-sap-tasks.ts';
export * from './endpoints/support-task.ts';
export * from './endpoints/support-work-order.ts';
export * from './endpoints/support-yum-order.ts';
export * from './endpoints/tac-binding.ts';
export * from './endpoints/task-log.ts';
export * from './endpoints/voice-whitelist.ts';
// Issue 43: warning rules.
export * from './endpoints/warning.ts';
export * from './endpoints/work-order.ts';
export * from './endpoints/wx-recharge.ts';
export * from './envelope.ts';
export * from './form.ts';
export * from './id-number.ts';
export * from './issue-message.ts';
export * from './labels.ts';
export * from './list.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './number-list.ts';
export * from './numbers.ts';
export * from './permissions.ts';
export * from './sms-text.ts';
export * from './table.ts';
export * from './templates.ts';
export * from './text.ts';
export * from './validation-messages.ts';
export * from './validators.ts';
export * from './vbg-warning.ts';
export * from './vocabulary.ts';
export * from './whitelist-phone.ts';
export * from './working-days.ts';

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
  indexConfig: home.indexConfig,
  indexPieChart: home.indexPieChart,
  indexLineChart: home.indexLineChart,
  indexTop5Table: home.indexTop5Table,
  indexNotice: home.indexNotice,
  indexQuestions: home.indexQuestions,
  cardGetId: card.cardGetId,
  cardList: cardListApi.cardList,
  cardListOptions: cardListApi.cardListOptions,
  activateCards: cardActions.activateCards,
  stopResumeCards: cardActions.stopResumeCards,
  changeCarrier: cardActions.changeCarrier,
  changeCarrierOptions: cardActions.changeCarrierOptions,
  addonCards: cardActions.addonCards,
  cardActivation: cardActions.cardActivation,
  startCardExport: cardExport.startCardExport,
  cardExportList: cardExport.cardExportList,
  billingGroupList: billingGroup.billingGroupList,
  vbgWarningConfig: billingGroup.vbgWarningConfig,
  vbgWarning: billingGroup.vbgWarning,
  saveVbgWarning: billingGroup.saveVbgWarning,
  editVbgComment: billingGroup.editVbgComment,
  smsWarningRecordList: smsWarning.smsWarningRecordList,
  cardDetail: cardInfo.cardDetail,
  cardUsage: cardInfo.cardUsage,
  cardStatusHistory: cardInfo.cardStatusHistory,
  cardSessions: cardInfo.cardSessions,
  cardSms: cardInfo.cardSms,
  cardRecharges: cardInfo.cardRecharges,
  cardVoiceWhitelist: cardInfo.cardVoiceWhitelist,
  cardOperations: cardInfo.cardOperations,
  cardUsageDetail: cardQuery.cardUsageDetail,
  cardStatusQuery: cardQuery.cardStatusQuery,
  cardDataSearch: cardQuery.cardDataSearch,
  cardPlanOptions: cardQuery.cardPlanOptions,
  rechargeRecordList: cardQuery.rechargeRecordList,
  projectGroupList: project.projectGroupList,
  projectGroupOptions: project.projectGroupOptions,
  createProjectGroup: project.createProjectGroup,
  updateProjectGroup: project.updateProjectGroup,
  deleteProjectGroup: project.deleteProjectGroup,
  cardProjectList: project.cardProjectList,
  assignCardProject: project.assignCardProject,
  locateBrief: locate.locateBrief,
  locateSubscribe: locate.locateSubscribe,
  locateInfo: locate.locateInfo,
  locateQueryList: locate.locateQueryList,
  ctccNbQuery: signal.ctccNbQuery,
  publicCardLookup: publicCard.publicCardLookup,
  publicCardQrcode: publicCard.publicCardQrcode,
  wxRechargeProducts: wxRecharge.wxRechargeProducts,
  wxRechargeOrder: wxRecharge.wxRechargeOrder,
  wxRechargeOrderStatus: wxRecharge.wxRechargeOrderStatus,
  voiceWhitelistList: voiceWhitelist.voiceWhitelistList,
  voiceCardAction: voiceWhitelist.voiceCardAction,
  voiceBatchAction: voiceWhitelist.voiceBatchAction,
  voiceWhiteCaptcha: voiceWhitelist.voiceWhiteCaptcha,
  voiceWhiteH5Add: voiceWhitelist.voiceWhiteH5Add,
  apiApplication: apiConfig.apiApplication,
  apiInfo: apiConfig.apiInfo,
  applyApiAccess: apiConfig.applyApiAccess,
  updateApiSettings: apiConfig.updateApiSettings,
  issueApiSecret: apiConfig.issueApiSecret,
  platformSop: apiConfig.platformSop,
  faqList: apiConfig.faqList,
  faqCategories: apiConfig.faqCategories,
  faqContent: apiConfig.faqContent,
  voiceWhiteH5Search: voiceWhitelist.voiceWhiteH5Search,
  hardwareList: hardware.hardwareList,
  hardwareSave: hardware.hardwareSave,
  cardRealNameOperation: hardware.cardRealNameOperation,
  realNameH5Submit: hardware.realNameH5Submit,
  realNameH5Status: hardware.realNameH5Status,
  supportClientList: support.supportClientList,
  supportClientDetail: support.supportClientDetail,
  supportExportLogList: supportExportLog.supportExportLogList,
  operationLogList: supportOperationLog.operationLogList,
  startOperationLogExport: supportOperationLog.startOperationLogExport,
  remoteResumeList: supportRemoteResume.remoteResumeList,
  // Issue 46: /report_data, the small plans stopped past 1 GB, and its export.
  smallPlanStopList: supportReport.smallPlanStopList,
  startSmallPlanStopExport: supportReport.startSmallPlanStopExport,
  // Issue 46: chain-store card orders.
  chainOrderList: supportYumOrder.chainOrderList,
  chainOrderOptions: supportYumOrder.chainOrderOptions,
  chainOrderDetail: supportYumOrder.chainOrderDetail,
  createChainOrder: supportYumOrder.createChainOrder,
  shipChainOrder: supportYumOrder.shipChainOrder,
  // Issue 48, part A: /client_work and /card_unbind.
  supportWorkOrderList: supportWorkOrder.supportWorkOrderList,
  supportWorkOrderOptions: supportWorkOrder.supportWorkOrderOptions,
  supportWorkOrderDetail: supportWorkOrder.supportWorkOrderDetail,
  supportReviewWorkOrder: supportWorkOrder.supportReviewWorkOrder,
  supportAssignWorkOrder: supportWorkOrder.supportAssignWorkOrder,
  supportCommentWorkOrder: supportWorkOrder.supportCommentWorkOrder,
  supportForwardWorkOrder: supportWorkOrder.supportForwardWorkOrder,
  supportCloseWorkOrder: supportWorkOrder.supportCloseWorkOrder,
  cardUnbindList: supportWorkOrder.cardUnbindList,
  createCardUnbind: supportWorkOrder.createCardUnbind,
  acceptCardUnbind: supportWorkOrder.acceptCardUnbind,
  answerCardUnbind: supportWorkOrder.answerCardUnbind,
  // Issue 47: the support task centre.
  supportTaskList: supportTask.supportTaskList,
  checkSupportTask: supportTask.checkSupportTask,
  startSupportTask: supportTask.startSupportTask,
  retrySupportTask: supportTask.retrySupportTask,
  cancelSupportTask: supportTask.cancelSupportTask,
  startSupportExport: supportTask.startSupportExport,
  supportCardList: supportCard.supportCardList,
  supportChangeStatus: supportCard.supportChangeStatus,
  exportLogList: taskLog.exportLogList,
  cancelTask: taskLog.cancelTask,
  checkBatch: batch.checkBatch,
  startBatch: batch.startBatch,
  retryBatch: batch.retryBatch,
  importLogList: batch.importLogList,
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
  permGroupList: permUser.permGroupList,
  createPermGroup: permUser.createPermGroup,
  updatePermGroup: permUser.updatePermGroup,
  deletePermGroup: permUser.deletePermGroup,
  permGroupOptions: permUser.permGroupOptions,
  groupPermInfo: permUser.groupPermInfo,
  updateGroupPerms: permUser.updateGroupPerms,
  permUserList: permUser.permUserList,
  createPermUser: permUser.createPermUser,
  updatePermUser: permUser.updatePermUser,
  deletePermUser: permUser.deletePermUser,
  ledgerList: ledger.ledgerList,
  startLedgerExport: ledger.startLedgerExport,
  balanceTransfer: ledger.balanceTransfer,
  transferList: ledger.transferList,
  subCustomerList: subCustomer.subCustomerList,
  subCustomerOptions: subCustomer.subCustomerOptions,
  createSubCustomer: subCustomer.createSubCustomer,
  updateSubCustomer: subCustomer.updateSubCustomer,
  setSubCustomerStatus: subCustomer.setSubCustomerStatus,
  importSubCustomers: subCustomer.importSubCustomers,
  assignCards: subCustomer.assignCards,
  cardAssignLog: subCustomer.cardAssignLog,
  cardAssignDetail: subCustomer.cardAssignDetail,
  withdrawAssign: subCustomer.withdrawAssign,
  subCustomerFuncs: subCustomer.subCustomerFuncs,
  saveSubCustomerFuncs: subCustomer.saveSubCustomerFuncs,
  smsCheck: sms.smsCheck,
  smsStart: sms.smsStart,
  smsSendOptions: sms.smsSendOptions,
  smsRecordList: sms.smsRecordList,
  smsReveal: sms.smsReveal,
  sapSimChart: sapChart.sapSimChart,
  reportChart: report.reportChart,
  paymentCardList: report.paymentCardList,
  paymentCardCards: report.paymentCardCards,
  startPaymentCardExport: report.startPaymentCardExport,
  sapSessionList: sapSession.sapSessionList,
  startSapSessionExport: sapSession.startSapSessionExport,
  sapIpsList: sapIps.sapIpsList,
  handleSapIps: sapIps.handleSapIps,
  blockSapIpsDestination: sapIps.blockSapIpsDestination,
  sapGroupList: sapFlex.sapGroupList,
  sapGroupOptions: sapFlex.sapGroupOptions,
  createSapGroup: sapFlex.createSapGroup,
  updateSapGroup: sapFlex.updateSapGroup,
  deleteSapGroup: sapFlex.deleteSapGroup,
  sapHostList: sapFlex.sapHostList,
  createSapHost: sapFlex.createSapHost,
  deleteSapHost: sapFlex.deleteSapHost,
  sapGroupCardList: sapFlex.sapGroupCardList,
  addSapGroupCards: sapFlex.addSapGroupCards,
  removeSapGroupCard: sapFlex.removeSapGroupCard,
  smsTemplateList: smsTemplate.smsTemplateList,
  createSmsTemplate: smsTemplate.createSmsTemplate,
  updateSmsTemplate: smsTemplate.updateSmsTemplate,
  deleteSmsTemplate: smsTemplate.deleteSmsTemplate,
  smsSignatureList: smsTemplate.smsSignatureList,
  createSmsSignature: smsTemplate.createSmsSignature,
  smsBatchList: sms.smsBatchList,
  smsBatchDetail: sms.smsBatchDetail,
  smsBatchResend: sms.smsBatchResend,
  ocPolicyList: ocCard.ocPolicyList,
  createOcPolicy: ocCard.createOcPolicy,
  updateOcPolicy: ocCard.updateOcPolicy,
  copyOcPolicy: ocCard.copyOcPolicy,
  setOcPolicyEnabled: ocCard.setOcPolicyEnabled,
  deleteOcPolicy: ocCard.deleteOcPolicy,
  ocPolicyOptions: ocCard.ocPolicyOptions,
  ocDistributionList: ocCard.ocDistributionList,
  ocSwitchList: ocCard.ocSwitchList,
  ocCardSwitches: ocCard.ocCardSwitches,
  ocCardInfo: ocCard.ocCardInfo,
  ocDistributeCount: ocCard.ocDistributeCount,
  productList: charge.productList,
  chargeOptions: charge.chargeOptions,
  previewCardOrder: charge.previewCardOrder,
  placeCardOrder: charge.placeCardOrder,
  placeTopup: charge.placeTopup,
  orderList: charge.orderList,
  orderDetail: charge.orderDetail,
  startOrderExport: charge.startOrderExport,
  tradeOrderList: service.tradeOrderList,
  tradeOrderDetail: service.tradeOrderDetail,
  requestRefund: service.requestRefund,
  billList: service.billList,
  billDetail: service.billDetail,
  // Issue 40: special-card resume.
  profitProductList: profit.profitProductList,
  profitPriceList: profit.profitPriceList,
  saveProfitPrice: profit.saveProfitPrice,
  profitRowList: profit.profitRowList,
  withdrawalList: profit.withdrawalList,
  applyWithdrawal: profit.applyWithdrawal,
  approveWithdrawal: profit.approveWithdrawal,
  approveWithdrawals: profit.approveWithdrawals,
  rejectWithdrawal: profit.rejectWithdrawal,
  speccardList: speccard.speccardList,
  speccardDetail: speccard.speccardDetail,
  applySpeccard: speccard.applySpeccard,
  // Issue 43: warning rules, their log, details, records and notices.
  warningRuleList: warning.warningRuleList,
  createWarningRule: warning.createWarningRule,
  updateWarningRule: warning.updateWarningRule,
  toggleWarningRule: warning.toggleWarningRule,
  deleteWarningRule: warning.deleteWarningRule,
  warningRuleOptions: warning.warningRuleOptions,
  warningRuleLogList: warning.warningRuleLogList,
  warningRecordList: warning.warningRecordList,
  handleWarningRecord: warning.handleWarningRecord,
  warningNoticeList: warning.warningNoticeList,
  warningRuleDetail: warning.warningRuleDetail,
  warningRuleHistory: warning.warningRuleHistory,
  workOrderList: workOrder.workOrderList,
  workOrderDetail: workOrder.workOrderDetail,
  addWorkOrder: workOrder.addWorkOrder,
  commentWorkOrder: workOrder.commentWorkOrder,
  cancelWorkOrder: workOrder.cancelWorkOrder,
  netGroupList: netGroup.netGroupList,
  addNetGroup: netGroup.addNetGroup,
  deleteNetGroup: netGroup.deleteNetGroup,
  netGroupOptions: netGroup.netGroupOptions,
  netHostList: netGroup.netHostList,
  addNetHost: netGroup.addNetHost,
  deleteNetHost: netGroup.deleteNetHost,
  netCardList: netGroup.netCardList,
  addNetCards: netGroup.addNetCards,
  deleteNetCard: netGroup.deleteNetCard,
  tacBindingList: tacBinding.tacBindingList,
  addTacBinding: tacBinding.addTacBinding,
  unbindTac: tacBinding.unbindTac,
  tacEventList: tacBinding.tacEventList,
  // Issue 42: plan change.
  planChangeList: productChange.planChangeList,
  planChangeOptions: productChange.planChangeOptions,
  addPlanChange: productChange.addPlanChange,
  // Issue 48 part B: directed-address orders and plan changes, support side.
  flexDirectOrderList: supportFlexDirect.flexDirectOrderList,
  flexDirectOrderDetail: supportFlexDirect.flexDirectOrderDetail,
  markFlexDirectOrder: supportFlexDirect.markFlexDirectOrder,
  flexDirectSearchList: supportFlexDirect.flexDirectSearchList,
  // Issue 50 part A: security awareness, support side, and the gateway's API log.
  supportSapGroupList: supportSap.supportSapGroupList,
  supportSapGroupOptions: supportSap.supportSapGroupOptions,
  supportSapHostList: supportSap.supportSapHostList,
  repushSapHost: supportSap.repushSapHost,
  supportDeleteSapHost: supportSap.supportDeleteSapHost,
  supportSapGroupCardList: supportSap.supportSapGroupCardList,
  supportRemoveSapGroupCard: supportSap.supportRemoveSapGroupCard,
  sapHostIpList: supportSap.sapHostIpList,
  sapApiLogList: supportSap.sapApiLogList,
  // Issue 50 part B: analysis tasks and IPS events across clients.
  createSapChartTask: supportSapTasks.createSapChartTask,
  createSapSessionTask: supportSapTasks.createSapSessionTask,
  sapChartTaskList: supportSapTasks.sapChartTaskList,
  sapSessionTaskList: supportSapTasks.sapSessionTaskList,
  sapChartTaskDetails: supportSapTasks.sapChartTaskDetails,
  sapSessionTaskDetails: supportSapTasks.sapSessionTaskDetails,
  sapSessionTaskRows: supportSapTasks.sapSessionTaskRows,
  sapAnalysisGroupOptions: supportSapTasks.sapAnalysisGroupOptions,
  supportIpsList: supportSapTasks.supportIpsList,
  handleSupportIps: supportSapTasks.handleSupportIps,
  blockSupportIps: supportSapTasks.blockSupportIps,
  supportPlanChangeList: supportProductChange.supportPlanChangeList,
  supportPlanChangeDetail: supportProductChange.supportPlanChangeDetail,
  approveSupportPlanChange: supportProductChange.approveSupportPlanChange,
  rejectSupportPlanChange: supportProductChange.rejectSupportPlanChange,
  // Issue 49: the review queues of API access applications and SMS signatures.
  supportApiAccessList: supportAccess.supportApiAccessList,
  supportApiAccessDetail: supportAccess.supportApiAccessDetail,
  approveSupportApiAccess: supportAccess.approveSupportApiAccess,
  rejectSupportApiAccess: supportAccess.rejectSupportApiAccess,
  supportSignatureList: supportAccess.supportSignatureList,
  supportSignatureDetail: supportAccess.supportSignatureDetail,
  approveSupportSignature: supportAccess.approveSupportSignature,
  rejectSupportSignature: supportAccess.rejectSupportSignature,
  // Issue 49 (qa): the review queues of special-card resumes, refunds and self-registrations.
  speccardReviewList: supportReview.speccardReviewList,
  approveSpeccardReview: supportReview.approveSpeccardReview,
  rejectSpeccardReview: supportReview.rejectSpeccardReview,
  refundReviewList: supportReview.refundReviewList,
  approveRefundReview: supportReview.approveRefundReview,
  rejectRefundReview: supportReview.rejectRefundReview,
  registerReviewList: supportReview.registerReviewList,
  approveRegisterReview: supportReview.approveRegisterReview,
  rejectRegisterReview: supportReview.rejectRegisterReview,
} as const;

export type EndpointName = keyof typeof endpoints;
