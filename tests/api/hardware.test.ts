import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, type HardwareRow } from '#contract';
import { build, type CallOptions } from './helpers.ts';

const t = await build();

interface CardRecord {
  id: number;
  iccid: string;
  msisdn: string;
  client_id: number;
}
interface DeviceRecord {
  id: number;
  sn: string;
  imei: string;
  main_client_id: number;
  card_id: number | null;
  bound_at: number | null;
}

const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0];
const device = (id: number) => one<DeviceRecord>('select * from hardware where id = ?', id)!;
const operationsOf = (cardId: number, action: string) =>
  all<{ username: string; detail: string }>(
    'select username, detail from card_operations where card_id = ? and action = ? order by id',
    cardId,
    action,
  );

let demoId: number;
let subId: number;
let yunjiId: number;
let demo: string;
let sub: string;
let yunji: string;
const taken: number[] = [];

/** An active card of the client that no device holds, handed out once. */
function spareCard(where: string, clientId: number, status = 'active'): CardRecord {
  const card = one<CardRecord>(
    `select id, iccid, msisdn, client_id from cards where ${where} = ? and status = ?
       and id not in (select card_id from hardware where card_id is not null)
       and id not in (select value from json_each(?)) order by id limit 1`,
    clientId,
    status,
    JSON.stringify(taken),
  )!;
  taken.push(card.id);
  return card;
}
let serial = 0;
const newSn = () => `TEST-SN-${String(++serial).padStart(4, '0')}`;
const imeiOf = (n: number) => `86${String(1_000_000_000_000 + n).padStart(13, '0')}`;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  subId = t.clientIdOf('demo_sub');
  yunjiId = t.clientIdOf('yunji');
  [demo, sub, yunji] = await Promise.all([t.login('demo'), t.login('demo_sub'), t.login('yunji')]);
});

const list = (query: CallOptions<'hardwareList'>['query'] = {}, token = demo) =>
  t.ok('hardwareList', { token, query: { page_size: 50, ...query } });
const save = (body: CallOptions<'hardwareSave'>['body'], token = demo, lang?: string) =>
  t.api('hardwareSave', { token, body, lang });

describe('GET /hardware_card/', () => {
  it("lists demo's devices, latest first, with the card in each and its status", async () => {
    const expected = one<{ n: number }>(
      'select count(*) as n from hardware where main_client_id = ?',
      demoId,
    )!.n;
    expect(expected).toBeGreaterThan(12);
    const data = await list();
    expect(data.total_count).toBe(expected);
    const times = data.tableData.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const bound = (await list({ bound: '1' })).tableData[0]!;
    const card = one<CardRecord & { status: string; real_name_status: string }>(
      'select * from cards where id = ?',
      bound.card_id,
    )!;
    expect(bound).toMatchObject({
      iccid: card.iccid,
      msisdn: card.msisdn,
      card_status: card.status,
      real_name_status: card.real_name_status,
      bound: '1',
    });
    expect(data.tableHeader.map((c) => c.prop)).toEqual([
      'sn',
      'model',
      'imei',
      'iccid',
      'msisdn',
      'bound_at',
      'card_status',
      'real_name_status',
      'created_at',
      'actions',
    ]);
  });

  it('filters by SN, IMEI and model prefixes and by bound or spare', async () => {
    const spare = await list({ bound: '0' });
    expect(spare.total_count).toBe(
      one<{ n: number }>(
        'select count(*) as n from hardware where main_client_id = ? and card_id is null',
        demoId,
      )!.n,
    );
    expect(spare.tableData.every((r) => r.card_id === null && r.iccid === null && r.bound === '0')).toBe(
      true,
    );
    const row = spare.tableData[0]!;
    expect((await list({ sn: row.sn })).tableData.map((r) => r.id)).toEqual([row.id]);
    expect((await list({ imei: row.imei.slice(0, 14) })).tableData.map((r) => r.id)).toContain(row.id);
    const byModel = await list({ model: row.model });
    expect(byModel.tableData.every((r) => r.model.startsWith(row.model))).toBe(true);
  });

  it("shows a sub-client the spare devices and those with its cards, and another customer none of demo's", async () => {
    const data = await list({}, sub);
    const expected = one<{ n: number }>(
      `select count(*) as n from hardware h left join cards c on c.id = h.card_id
       where h.main_client_id = ? and (h.card_id is null or c.client_id = ?)`,
      demoId,
      subId,
    )!.n;
    expect(data.total_count).toBe(expected);
    for (const row of data.tableData.filter((r) => r.card_id !== null)) {
      expect(one<CardRecord>('select client_id from cards where id = ?', row.card_id)!.client_id).toBe(subId);
    }
    const theirs = await list({}, yunji);
    const demoDevices = new Set(
      all<{ id: number }>('select id from hardware where main_client_id = ?', demoId).map((d) => d.id),
    );
    expect(theirs.tableData.some((r) => demoDevices.has(r.id))).toBe(false);
    expect(theirs.total_count).toBe(
      one<{ n: number }>('select count(*) as n from hardware where main_client_id = ?', yunjiId)!.n,
    );
  });

  it('answers 403 without a token and 599 naming 硬件管理 without router_hardware_manage', async () => {
    expect((await t.api('hardwareList')).code).toBe(BizCode.TOKEN_INVALID);
    expect((await t.api('hardwareSave', { body: { action: 'unbind', id: 1 } })).code).toBe(
      BizCode.TOKEN_INVALID,
    );
    await t.request
      .put('/__emulator/users/demo_unsigned/perms')
      .send({ revoke: ['router_hardware_manage'] })
      .expect(200);
    const token = await t.login('demo_unsigned');
    const denied = await t.api('hardwareList', { token });
    expect(denied.code).toBe(BizCode.NO_PERMISSION);
    expect(denied.msg).toBe('当前用户无 硬件管理 权限');
    expect((await save({ action: 'unbind', id: 1 }, token)).code).toBe(BizCode.NO_PERMISSION);
  });
});

describe('POST /hardware_card/', () => {
  it('adds a spare device to the main client, and refuses a second with the same SN', async () => {
    const sn = newSn();
    const res = await save({ action: 'add', sn, model: 'EC200U-CN', imei: imeiOf(1) });
    expect(res.code).toBe(BizCode.OK);
    const row = res.data as HardwareRow;
    expect(row).toMatchObject({ sn, model: 'EC200U-CN', imei: imeiOf(1), card_id: null, bound: '0' });
    expect(device(row.id)).toMatchObject({ main_client_id: demoId, card_id: null, bound_at: null });
    const again = await save({ action: 'add', sn: sn.toLowerCase(), model: 'N58', imei: imeiOf(2) });
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    expect(again.msg).toBe(`设备SN ${sn.toLowerCase()} 已存在`);
  });

  it('validates SN, IMEI and model in the caller’s language, adding nothing', async () => {
    const before = one<{ n: number }>('select count(*) as n from hardware')!.n;
    const shortImei = await save({ action: 'add', sn: newSn(), model: 'N58', imei: '86123456789012' });
    expect(shortImei.msg).toBe('请输入15位数字IMEI');
    const en = await save({ action: 'add', sn: newSn(), model: 'N58', imei: '86123456789012x' }, demo, 'en');
    expect(en.msg).toBe('Enter a 15-digit IMEI');
    const badSn = await save({ action: 'add', sn: 'S N!', model: 'N58', imei: imeiOf(3) });
    expect(badSn.msg).toBe('请输入正确的设备SN（4-32位字母、数字或-）');
    const noModel = await save({ action: 'add', sn: newSn(), model: ' ', imei: imeiOf(3) });
    expect(noModel.msg).toBe('请输入设备型号');
    expect(one<{ n: number }>('select count(*) as n from hardware')!.n).toBe(before);
  });

  it('adds a device with its card, binding it and logging hardware_bind on the card', async () => {
    const card = spareCard('client_id', demoId);
    const sn = newSn();
    const row = (
      await save({ action: 'add', sn, model: 'ML307R', imei: imeiOf(4), card_number: card.msisdn })
    ).data as HardwareRow;
    expect(row).toMatchObject({ card_id: card.id, iccid: card.iccid, bound: '1', card_status: 'active' });
    expect(device(row.id).bound_at).toBe(t.deps.clock.now());
    expect(operationsOf(card.id, 'hardware_bind')).toEqual([
      { username: 'demo', detail: JSON.stringify({ sn, imei: imeiOf(4) }) },
    ]);
  });

  it('binds a card to a spare device, once: not a card in another device, not a device holding one', async () => {
    const [first, second] = [newSn(), newSn()];
    const a = (await save({ action: 'add', sn: first, model: 'N58', imei: imeiOf(5) })).data as HardwareRow;
    const b = (await save({ action: 'add', sn: second, model: 'N58', imei: imeiOf(6) })).data as HardwareRow;
    const card = spareCard('client_id', demoId);
    const bound = await save({ action: 'bind', id: a.id, card_number: card.iccid });
    expect(bound.code).toBe(BizCode.OK);
    expect(device(a.id).card_id).toBe(card.id);

    const elsewhere = await save({ action: 'bind', id: b.id, card_number: card.iccid });
    expect(elsewhere.msg).toBe(`卡 ${card.iccid} 已绑定设备 ${first}`);
    const other = spareCard('client_id', demoId);
    const full = await save({ action: 'bind', id: a.id, card_number: other.iccid });
    expect(full.msg).toBe(`设备 ${first} 已绑定卡 ${card.iccid}，请先解绑`);
    expect(device(b.id).card_id).toBeNull();
  });

  it('unbinds a card, logging hardware_unbind, and refuses to unbind a spare device', async () => {
    const card = spareCard('client_id', demoId);
    const sn = newSn();
    const row = (await save({ action: 'add', sn, model: 'N58', imei: imeiOf(7), card_number: card.iccid }))
      .data as HardwareRow;
    const res = await save({ action: 'unbind', id: row.id });
    expect(res.data).toMatchObject({ card_id: null, iccid: null, bound: '0', bound_at: null });
    expect(device(row.id)).toMatchObject({ card_id: null, bound_at: null });
    expect(operationsOf(card.id, 'hardware_unbind')).toEqual([
      { username: 'demo', detail: JSON.stringify({ sn, imei: imeiOf(7) }) },
    ]);
    const again = await save({ action: 'unbind', id: row.id });
    expect(again.msg).toBe(`设备 ${sn} 未绑定卡`);
  });

  it('refuses a cancelled card', async () => {
    const card = spareCard('main_client_id', demoId, 'cancelled');
    const res = await save({
      action: 'add',
      sn: newSn(),
      model: 'N58',
      imei: imeiOf(8),
      card_number: card.iccid,
    });
    expect(res.msg).toBe(`卡 ${card.iccid} 已销户，不能绑定设备`);
  });

  it("keeps to the caller's scope: another customer's devices and cards, a sub-client and its main client's cards", async () => {
    const theirDevice = one<DeviceRecord>(
      'select * from hardware where main_client_id = ? limit 1',
      yunjiId,
    )!;
    const res = await save({ action: 'unbind', id: theirDevice.id });
    expect(res.code).toBe(BizCode.NOT_FOUND);
    expect(res.msg).toBe(`设备不存在或无权操作（ID ${theirDevice.id}）`);

    const spare = (await save({ action: 'add', sn: newSn(), model: 'N58', imei: imeiOf(9) }))
      .data as HardwareRow;
    const theirCard = spareCard('main_client_id', yunjiId);
    const foreign = await save({ action: 'bind', id: spare.id, card_number: theirCard.iccid });
    expect(foreign.code).toBe(BizCode.NOT_FOUND);
    expect(foreign.msg).toBe(`未找到卡号为 ${theirCard.iccid} 的卡，或无权操作`);

    // demo_sub may bind its own card to the company's spare device, not demo's own card.
    const mainCard = spareCard('client_id', demoId);
    expect((await save({ action: 'bind', id: spare.id, card_number: mainCard.iccid }, sub)).code).toBe(
      BizCode.NOT_FOUND,
    );
    const subCard = spareCard('client_id', subId);
    expect((await save({ action: 'bind', id: spare.id, card_number: subCard.iccid }, sub)).code).toBe(
      BizCode.OK,
    );
    expect(device(spare.id).card_id).toBe(subCard.id);

    const withMainCard = (
      await save({
        action: 'add',
        sn: newSn(),
        model: 'N58',
        imei: imeiOf(10),
        card_number: spareCard('client_id', demoId).iccid,
      })
    ).data as HardwareRow;
    const hidden = await save({ action: 'unbind', id: withMainCard.id }, sub);
    expect(hidden.code).toBe(BizCode.NOT_FOUND);
    expect(device(withMainCard.id).card_id).not.toBeNull();
  });
});
