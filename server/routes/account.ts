import {
  addEventLog,
  bindWx,
  changePassword,
  checkUniqueInfo,
  codeLogin,
  queueSize,
  registrationProgress,
  sendLoginCode,
  sendVerifyCode,
  signAgreement,
  submitRegistration,
  unbindWx,
  updateContact,
  updateRegistration,
  userAgreement,
  wxBinding,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import * as activity from '../services/activity.ts';
import * as agreements from '../services/agreements.ts';
import * as login from '../services/code-login.ts';
import { sendCode } from '../services/codes.ts';
import * as profile from '../services/profile.ts';
import * as registrations from '../services/registrations.ts';
import * as wechat from '../services/wechat.ts';

/** The account flows of the portal's public pages and its user menu. */
export const accountRoutes = [
  defineRoute(sendLoginCode, ({ deps, body, request }) =>
    login.sendLoginCode(deps, request.log, body.phone, request.ip),
  ),
  defineRoute(codeLogin, ({ deps, body, request }) =>
    login.codeLogin(deps, body.phone, body.code, request.ip),
  ),
  defineRoute(sendVerifyCode, ({ deps, body, request }) =>
    sendCode(deps, request.log, body.phone, body.purpose, request.ip),
  ),

  defineRoute(checkUniqueInfo, ({ deps, query }) =>
    registrations.checkUnique(deps, query.field, query.value),
  ),
  defineRoute(submitRegistration, ({ deps, body, lang, request }) =>
    registrations.submit(deps, body, lang, request.ip),
  ),
  defineRoute(registrationProgress, ({ deps, query, lang }) =>
    registrations.progress(deps, query.register_id, query.phone, lang),
  ),
  defineRoute(updateRegistration, ({ deps, body, lang, request }) =>
    registrations.resubmit(deps, body.register_id, body, lang, request.ip),
  ),

  defineRoute(updateContact, ({ deps, auth, body, request }) =>
    profile.updateContact(deps, auth, body, request.ip),
  ),
  defineRoute(changePassword, ({ deps, auth, body, request }) =>
    profile.changePassword(deps, auth, body, request.ip),
  ),

  defineRoute(userAgreement, ({ deps, auth, query, lang }) =>
    agreements.userAgreement(deps, auth, query.module, lang),
  ),
  defineRoute(signAgreement, ({ deps, auth, body }) => agreements.signAgreement(deps, auth, body.module)),

  defineRoute(wxBinding, ({ deps, auth }) => wechat.wxBinding(deps, auth)),
  defineRoute(bindWx, ({ deps, auth, body, request }) => wechat.bindWx(deps, auth, body, request.ip)),
  defineRoute(unbindWx, ({ deps, auth }) => wechat.unbindWx(deps, auth)),

  defineRoute(addEventLog, ({ deps, auth, body }) => activity.addEventLog(deps, auth, body.event_list)),
  defineRoute(queueSize, ({ deps, auth }) => activity.queueSize(deps, auth)),
];
