import * as auth from './endpoints/auth.ts';
import * as card from './endpoints/card.ts';
import * as home from './endpoints/home.ts';
import * as support from './endpoints/support.ts';

export * from './control.ts';
export * from './endpoint.ts';
export * from './endpoints/auth.ts';
export * from './endpoints/card.ts';
export * from './endpoints/home.ts';
export * from './endpoints/support.ts';
export * from './envelope.ts';
export * from './labels.ts';
export * from './permissions.ts';
export * from './table.ts';
export * from './validators.ts';

/** Every /ep/api endpoint, by name. The emulator registers each; the OpenAPI document lists each. */
export const endpoints = {
  loginConfig: auth.loginConfig,
  login: auth.login,
  clientInfo: auth.clientInfo,
  permInfo: auth.permInfo,
  logout: auth.logout,
  indexHeader: home.indexHeader,
  cardGetId: card.cardGetId,
  cardList: card.cardList,
  supportClientList: support.supportClientList,
} as const;

export type EndpointName = keyof typeof endpoints;
