import type { Lang } from '#contract';
import { billingGroupMessages } from './billing-group.ts';
import { cardDetailMessages } from './card-detail.ts';
import { cardListMessages } from './card-list.ts';
import { cardQueryMessages } from './card-query.ts';
import type { DomainMessages } from './define.ts';
import { homeMessages } from './home.ts';
import { projectLocateMessages } from './project-locate.ts';
import { voiceHardwareMessages } from './voice-hardware.ts';

/**
 * The menu areas' strings, one file per area (`t('<area>.<key>')`): an area added by one change
 * touches its own file and one line here, not the two large shared locale files.
 */
const DOMAINS: Record<string, DomainMessages<unknown>> = {
  billingGroup: billingGroupMessages,
  cardDetail: cardDetailMessages,
  cardList: cardListMessages,
  cardQuery: cardQueryMessages,
  home: homeMessages,
  projectLocate: projectLocateMessages,
  voiceHardware: voiceHardwareMessages,
};

/** Every area's strings in one language, keyed by area, for i18next's resources. */
export const domainMessages = (lang: Lang): Record<string, unknown> =>
  Object.fromEntries(Object.entries(DOMAINS).map(([area, messages]) => [area, messages[lang]]));
