import {mkdtemp, readFile, writeFile} from 'node:fs/promises';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {customizationSchema} from '../../src/api/customizationSchema';
import {createApiServer} from '../../scripts/dev/api-server';

const valid = {name: 'Nguyễn Văn A', phone: '+84 90 123 4567'};
const codes = (input: unknown) =>
  customizationSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('customisation request schema', () => {
  it('requires name and phone, with the prompts of spec §5', () => {
    expect(codes({name: ' ', phone: ''})).toEqual(['name:name.required', 'phone:phone.required']);
  });

  it.each(['+84 90 123 4567', '(028) 3822-6868', '0901234567', '+66-2-123-4567', '+7 701 234 56 78'])(
    'accepts the phone number %s',
    (phone) => expect(codes({...valid, phone})).toEqual([]),
  );

  it.each(['abc', '12345', '+84 90 123 4567 8901 2345', '090-CALL-NOW', '+84 90/123'])(
    'rejects %s, which cannot be a phone number',
    (phone) => expect(codes({...valid, phone})).toEqual(['phone:phone.invalid']),
  );

  it('accepts the option lists and a billing configuration with non-negative prices', () => {
    const parsed = customizationSchema.parse({
      ...valid,
      country: 'VN',
      categories: ['powerBanks', 'washingMachines'],
      cooperationMode: 'franchiseAgent',
      systemLanguages: ['vi', 'en'],
      billing: [{category: 'powerBanks', price: '0', endUser: 'consumer', paymentChannel: 'eWallet'}],
    });
    expect(parsed.billing[0]!.price).toBe(0);
  });

  it('rejects a negative or missing price, and an unknown option', () => {
    const row = {category: 'powerBanks', endUser: 'merchant', paymentChannel: 'card'};
    expect(codes({...valid, billing: [{...row, price: -1}]})).toEqual(['billing.0.price:billing.price']);
    expect(codes({...valid, billing: [{...row, price: 'free'}]})).toEqual(['billing.0.price:billing.price']);
    expect(codes({...valid, country: 'US'})).toHaveLength(1);
  });
});

describe('local API', () => {
  async function start() {
    const dir = await mkdtemp(path.join(tmpdir(), 'api-'));
    const dataFile = path.join(dir, 'requests.jsonl');
    const server = createApiServer({dataFile});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/customization`;
    const post = (body: unknown) =>
      fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
    return {dataFile, post, close: () => new Promise((r) => server.close(r))};
  }

  it('stores an accepted request, then answers code 200 with its id', async () => {
    const api = await start();
    const response = await api.post(valid);
    const body = (await response.json()) as {code: number; data: {id: string}};
    expect(response.status).toBe(200);
    expect(body.code).toBe(200);
    const lines = (await readFile(api.dataFile, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({id: body.data.id, request: {name: valid.name, phone: valid.phone}});
    await api.close();
  });

  it('refuses an invalid request with code 400 and stores nothing', async () => {
    const api = await start();
    const response = await api.post({name: '', phone: '1'});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({code: 400, msg: 'name: name.required'});
    await expect(readFile(api.dataFile, 'utf8')).rejects.toThrow();
    await api.close();
  });

  it('loses no accepted request around a write that was cut off', async () => {
    const api = await start();
    await api.post(valid);
    // What a crash in the middle of a write leaves behind.
    await writeFile(api.dataFile, '{"id":"cut', {flag: 'a'});
    await api.post({...valid, name: 'Second'});
    const lines = (await readFile(api.dataFile, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0]!).request.name).toBe(valid.name);
    expect(lines[1]).toBe('{"id":"cut');
    expect(JSON.parse(lines[2]!).request.name).toBe('Second');
    await api.close();
  });
});
