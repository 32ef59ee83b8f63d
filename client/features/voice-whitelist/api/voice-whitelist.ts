import { cardOperations, cardVoiceWhitelist, voiceWhitelistList } from '#contract';

/** What a whitelist change shows in: the list, and a card's whitelist and log on its detail page. */
export const WHITELIST_READS = [voiceWhitelistList, cardVoiceWhitelist, cardOperations] as const;
