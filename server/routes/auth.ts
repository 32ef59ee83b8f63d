import { clientInfo, login, loginConfig, logout, permInfo } from '#contract';
import { PLATFORM } from '../../fixtures/index.ts';
import { defineRoute } from '../define-route.ts';
import * as auth from '../services/auth.ts';
import { readSetting } from '../services/settings.ts';
import { revokeToken } from '../services/tokens.ts';

export const authRoutes = [
  defineRoute(loginConfig, ({ deps, lang }) => ({
    hosted_on_ec: readSetting(deps, 'hosted_on_ec', PLATFORM.hostedOnEc),
    sub_slogan: PLATFORM.subSlogan[lang],
    title: PLATFORM.title[lang],
    logo_url: PLATFORM.logoUrl,
    old_version_url: PLATFORM.oldVersionUrl,
    service: { ...PLATFORM.service, hours: PLATFORM.service.hours[lang] },
  })),
  defineRoute(login, ({ deps, body, request }) => auth.login(deps, body.username, body.password, request.ip)),
  defineRoute(clientInfo, ({ deps, auth: caller, lang }) =>
    auth.clientInfo(deps, caller, { logoUrl: PLATFORM.logoUrl, footer: PLATFORM.footer[lang] }),
  ),
  defineRoute(permInfo, ({ auth: caller, query }) => auth.permInfo(caller, query.is_sub === '1')),
  defineRoute(logout, ({ deps, auth: caller }) => {
    revokeToken(deps, caller.jti);
    return null;
  }),
];
