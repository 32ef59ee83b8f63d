import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, BizCode, CARRIERS, type Lang } from '#contract';
import { BizError, badRequest, notFound } from '../../server/errors.ts';
import { listOf, MESSAGES, type MessageKey, message, pick, translate, wordIn } from '../../server/i18n.ts';
import { envelopePlugin } from '../../server/plugins/envelope.ts';

const LANGS: readonly Lang[] = ['zh-CN', 'en'];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server catalogue', () => {
  const keys = Object.keys(MESSAGES) as MessageKey[];

  it('words every key in both languages', () => {
    for (const key of keys) {
      for (const lang of LANGS) expect(pick(MESSAGES[key], lang), `${key} ${lang}`).toBeTypeOf('string');
      // Separators may be punctuation only; a message is never blank.
      expect(pick(MESSAGES[key], 'zh-CN').trim() || key.endsWith('_separator'), key).toBeTruthy();
      expect(pick(MESSAGES[key], 'en').trim() || key.endsWith('_separator'), key).toBeTruthy();
    }
  });

  it('names the same {placeholders} in both languages of every key', () => {
    for (const key of keys) {
      expect(placeholders(pick(MESSAGES[key], 'en')), key).toEqual(
        placeholders(pick(MESSAGES[key], 'zh-CN')),
      );
    }
  });

  it('fills parameters, a bilingual one in the language being worded', () => {
    const wording = message('nb_not_ctcc', { number: '1064', carrier: CARRIERS.cmcc });
    expect(wordIn('zh-CN', wording)).toBe('卡 1064 是中国移动卡，电信NB查询仅支持中国电信物联网卡');
    expect(wordIn('en', wording)).toBe(
      'Card 1064 is a China Mobile card: the NB query covers China Telecom cards only',
    );
    expect(translate('en', 'voice_batch_file_type', { types: listOf(['xlsx', 'csv']) })).toBe(
      'Only xlsx, csv files can be imported',
    );
    expect(translate('zh-CN', 'voice_batch_file_type', { types: listOf(['xlsx', 'csv']) })).toBe(
      '只能导入 xlsx、csv 文件',
    );
  });

  it('refuses an unknown key, a missing parameter and an unknown one when type-checked', () => {
    // Never called: the @ts-expect-error lines are the test (tsc --noEmit fails if one compiles).
    const typeChecks = () => [
      // @ts-expect-error: not a key of the catalogue
      badRequest('no_such_message'),
      // @ts-expect-error: voice_duplicate names {phone}
      badRequest('voice_duplicate'),
      // @ts-expect-error: {phone} is missing
      notFound('voice_duplicate', {}),
      // @ts-expect-error: voice_duplicate names no {number}
      badRequest('voice_duplicate', { phone: '1', number: '2' }),
      // @ts-expect-error: a key without placeholders takes no parameters
      translate('en', 'code_expired', { seconds: 1 }),
    ];
    expect(typeChecks).toBeTypeOf('function');
  });
});

describe('the envelope words a keyed BizError in the request language', () => {
  const app = Fastify();
  envelopePlugin(app);
  app.get(`${API_BASE}/keyed/`, async () => {
    throw badRequest('voice_limit', { max: 5, count: 4 });
  });
  app.get(`${API_BASE}/bilingual/`, async () => {
    throw notFound('nb_not_ctcc', { number: '1064', carrier: CARRIERS.cucc });
  });
  app.get(`${API_BASE}/worded/`, async () => {
    throw BizError.worded(BizCode.BAD_REQUEST, '已由别处措辞', { field: 'x' });
  });
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const get = async (path: string, acceptLanguage?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `${API_BASE}${path}`,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { code: number; msg: string; data: unknown };
  };

  it('in Chinese by default', async () => {
    expect(await get('/keyed/')).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: '每张卡最多 5 个白名单号码，该卡已有 4 个',
      data: null,
    });
    expect((await get('/keyed/', 'fr-FR')).msg).toBe('每张卡最多 5 个白名单号码，该卡已有 4 个');
  });

  it('in English with Accept-Language: en', async () => {
    expect(await get('/keyed/', 'en')).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: 'A card may have at most 5 whitelist numbers; this one has 4',
      data: null,
    });
    expect((await get('/keyed/', 'en-US,en;q=0.9')).msg).toBe(
      'A card may have at most 5 whitelist numbers; this one has 4',
    );
  });

  it('with a bilingual parameter in the same language as the message', async () => {
    expect(await get('/bilingual/')).toMatchObject({
      code: BizCode.NOT_FOUND,
      msg: '卡 1064 是中国联通卡，电信NB查询仅支持中国电信物联网卡',
    });
    expect((await get('/bilingual/', 'en')).msg).toBe(
      'Card 1064 is a China Unicom card: the NB query covers China Telecom cards only',
    );
  });

  it('and passes a text worded elsewhere as it is, whatever the language', async () => {
    for (const lang of [undefined, 'en']) {
      expect(await get('/worded/', lang)).toEqual({
        code: BizCode.BAD_REQUEST,
        msg: '已由别处措辞',
        data: { field: 'x' },
      });
    }
  });
});
