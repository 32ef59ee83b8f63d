import { describe, expect, it } from 'vitest';
import { API_BASE, BizCode, type EndpointName, endpoints } from '#contract';
import { assertMatchesContract, build } from './helpers.ts';

const t = await build();

describe('the contract registry', () => {
  it.each(Object.keys(endpoints) as EndpointName[])('has %s routed by the emulator', async (name) => {
    const { method, path } = endpoints[name];
    const res = await t.request[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](API_BASE + path);
    expect(res.status).toBe(200);
    expect(res.body.msg).not.toMatch(/^接口不存在/);
    expect([BizCode.OK, BizCode.BAD_REQUEST, BizCode.TOKEN_INVALID]).toContain(res.body.code);
  });

  it('rejects data that drifts from the contract, naming the path and the value received', () => {
    const drifted = {
      count: 1,
      normal_count: '1',
      not_active: 0,
      expiry_count: 0,
      client_balance: null,
      client_frozen: null,
    };
    expect(() => assertMatchesContract('indexHeader', drifted)).toThrow(
      /indexHeader \(GET \/index\/header\/\)[\s\S]*at normal_count[\s\S]*received: "1"/,
    );
    expect(() => assertMatchesContract('indexHeader', { ...drifted, normal_count: 1 })).not.toThrow();
  });

  it('rejects a list row missing the fields the contract requires', () => {
    const data = { tableData: [{ id: 1 }], tableHeader: [], page: 1, page_size: 10, total_count: 1 };
    expect(() => assertMatchesContract('cardList', data)).toThrow(/at tableData\.0\.iccid/);
  });
});
