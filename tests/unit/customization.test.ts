import {mkdtemp, readFile} from 'node:fs/promises';
import {request as httpRequest} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {customizationSchema} from '../../src/api/customizationSchema';
import {billingColumns, messageIdsOf, requestFields, requestProblems} from '../../src/data/customizationFields';
import {locales} from '../../src/data/locales';
import {createApiServer} from '../../scripts/api/server';
import {LeadStore, REFERENCE_PATTERN, readLeads} from '../../scripts/api/store';

const valid = {name: 'Nguyễn Văn A', phone: '+84 90 123 4567'};
const codes = (input: unknown) =>
  customizationSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('customisation request schema', () => {
  it('requires name and phone, with their own prompts', () => {
    expect(codes({name: ' ', phone: ''})).toEqual(['name:name.required', 'phone:phone.required']);
  });

  it.each(['+84 90 123 4567', '(028) 3822-6868', '0901234567', '+66-2-123-4567', '+7 701 234 56 78'])(
    'accepts the phone number %s',
    (phone) => expect(codes({...valid, phone})).toEqual([]),
  );

  it('accepts the spaces a pasted number may carry (no-break, ideographic)', () => {
    expect(codes({...valid, phone: '+84\u00a090\u202f123\u30004567'})).toEqual([]);
  });

  it.each([
    'abc',
    '12345',
    '+84 90 123 4567 8901 2345',
    '090-CALL-NOW',
    '+84 90/123',
    '+84 90\n123 4567',
    '+84 90\r123 4567',
    '+84 90\u000b123 4567',
    '+84 90\f123 4567',
    '+84 90\t123 4567',
    '+84 90\ufeff123 4567',
    '+84 90\u2028123 4567',
    '+84 90\u2029123 4567',
  ])('rejects %j, which cannot be a phone number', (phone) =>
    expect(codes({...valid, phone})).toEqual(['phone:phone.invalid']),
  );

  it('accepts the option lists and a billing configuration with non-negative prices', () => {
    const parsed = customizationSchema.parse({
      ...valid,
      country: 'VN',
      categories: ['powerBanks', 'washingMachines'],
      cooperationMode: 'franchiseAgent',
      systemLanguages: ['vi', 'en'],
      billing: [{category: 'powerBanks', price: 0, endUser: 'consumer', paymentChannel: 'eWallet'}],
    });
    expect(parsed.billing[0]!.price).toBe(0);
  });

  it('rejects a negative or missing price, and an unknown option', () => {
    const row = {category: 'powerBanks', endUser: 'merchant', paymentChannel: 'card'};
    expect(codes({...valid, billing: [{...row, price: -1}]})).toEqual(['billing.0.price:billing.price']);
    expect(codes({...valid, billing: [{...row, price: 'free'}]})).toEqual(['billing.0.price:billing.price']);
    expect(codes({...valid, billing: [{...row, price: 1e308}]})).toEqual(['billing.0.price:billing.priceTooHigh']);
    expect(codes({...valid, country: 'US'})).toHaveLength(1);
  });
});

describe('customisation request bounds', () => {
  const row = {category: 'powerBanks', endUser: 'merchant', paymentChannel: 'card'};

  it.each([[''], [null], [true], [[5]], [Number.NaN], [Number.POSITIVE_INFINITY], ['5']])(
    'takes no coerced price: %j is refused',
    (price) => expect(codes({...valid, billing: [{...row, price}]})).toEqual(['billing.0.price:billing.price']),
  );

  it('bounds every string', () => {
    expect(codes({...valid, name: 'A'.repeat(101)})).toEqual(['name:name.tooLong']);
    expect(codes({...valid, phone: '1'.repeat(50_000)})).toEqual(['phone:phone.tooLong']);
    expect(codes({...valid, contactDetails: 'x'.repeat(501)})).toEqual(['contactDetails:contactDetails.tooLong']);
  });

  it.each(['\u200b\u200b', '\u202eevil', 'Anna\u200b', '123', '---', '\u0007Bell'])(
    'wants a name of letters without hidden characters: %j is refused',
    (name) => expect(codes({...valid, name})).toEqual(['name:name.letters']),
  );

  it.each([
    ['a lone surrogate', 'Anna \ud800'],
    ['a lone low surrogate', '\udc00Anna'],
    ['a line separator', 'Anna\u2028Smith'],
    ['a paragraph separator', 'Anna\u2029Smith'],
    ['a line feed', 'Anna\nSmith'],
    ['a vertical tab', 'Anna\u000bSmith'],
    ['a private-use character', 'Anna\ue000'],
    ['a Hangul filler alone', '\u3164'],
    ['Hangul fillers alone', '\u115f\u1160\uffa0'],
    ['a filler and a byte order mark', '\u3164\ufeff'],
    ['99 accents stacked on one letter', `Z${'\u0301'.repeat(99)}`],
    ['7 accents stacked on one letter', `Anna${'\u0301'.repeat(7)}`],
  ])('refuses a name with %s', (_, name) => expect(codes({...valid, name})).toEqual(['name:name.letters']));

  it.each([
    'Nguyễn Văn A',
    'Nguyễn Văn A'.normalize('NFD'),
    'សុខ ចាន់',
    'ក្សត្រ',
    'สมชาย ใจดี',
    '山田 太郎',
    "Đặng-Thị O'Neil",
    'क्\u200dष',
    'स्त्र्यं',
    'བསྒྲུབས',
    '김철수',
  ])('accepts the name %s', (name) => expect(codes({...valid, name})).toEqual([]));

  it('keeps ordinary line breaks in the contact details, refuses the invisible ones', () => {
    expect(codes({...valid, contactDetails: 'Zalo: 0901\r\nEmail: a@b.vn\n\tafter 18:00'})).toEqual([]);
    for (const contactDetails of [
      'Zalo\u2028 0901',
      'Zalo\u2029 0901',
      'Zalo\u000b0901',
      'Zalo\f0901',
      'Zalo \ud83d',
    ]) {
      expect(codes({...valid, contactDetails})).toEqual(['contactDetails:contactDetails.hidden']);
    }
  });

  it('wants each option of a multi-select once, and at most 20 billing rows', () => {
    expect(codes({...valid, categories: Array(10_000).fill('powerBanks')})).toEqual(['categories:choices.invalid']);
    expect(codes({...valid, systemLanguages: ['vi', 'vi']})).toEqual(['systemLanguages:choices.invalid']);
    const billing = Array.from({length: 21}, () => ({...row, price: 1}));
    expect(codes({...valid, billing})).toEqual(['billing:billing.tooMany']);
  });
});

describe("the form's fields table", () => {
  const ids = [...Object.values(requestFields), ...Object.values(billingColumns)].flatMap(messageIdsOf);

  it.each(locales)("$key's code.json has every message the table names", ({key}) => {
    const messages = JSON.parse(readFileSync(path.join('i18n', key, 'code.json'), 'utf8')) as Record<string, unknown>;
    expect(ids.filter((id) => !(id in messages))).toEqual([]);
  });

  it('lists every problem the schema reports, so the form has words for each', () => {
    const row = {category: 'powerBanks', endUser: 'merchant', paymentChannel: 'card'};
    const reported = [
      {name: '', phone: ''},
      {name: 'A'.repeat(101), phone: '1'.repeat(33), contactDetails: 'x'.repeat(501)},
      {name: '123', phone: 'call me', contactDetails: 'a\u2028b', categories: ['cables', 'cables']},
      {
        ...valid,
        billing: [
          {...row, price: -1},
          {...row, price: 2e9},
          {price: 1, category: 'x', endUser: 'x'},
        ],
      },
      {...valid, billing: Array.from({length: 21}, () => ({...row, price: 1}))},
    ].flatMap((input) => codes(input).map((code) => code.split(':')[1]));
    const known = new Set(requestProblems().map((problem) => problem.code));
    expect(reported.filter((code) => !known.has(code!))).toEqual([]);
    expect(new Set(reported).size).toBeGreaterThanOrEqual(15);
  });
});

describe('local API', () => {
  const origin = 'http://127.0.0.1:3000';

  // The body deadline is short for the slow-client test; a burst on a busy runner needs longer.
  async function start(dataFile?: string, requestTimeoutMs = 1_000) {
    const file = dataFile ?? path.join(await mkdtemp(path.join(tmpdir(), 'api-')), 'requests.jsonl');
    const store = await LeadStore.open(file);
    // Every test client is 127.0.0.1: room for the 300 concurrent posts below.
    const server = createApiServer({
      store,
      allowedOrigins: [origin],
      requestTimeoutMs,
      connectionsPerClient: 400,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const url = `http://127.0.0.1:${port}/customization`;
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Origin: origin, ...headers},
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const close = async () => {
      await new Promise((r) => server.close(r));
      await store.close();
    };
    return {dataFile: file, port, url, post, close};
  }
  const lines = async (file: string) => (await readFile(file, 'utf8')).split('\n').slice(0, -1);

  it('stores an accepted request, then answers code 200 with a reference a person can read aloud', async () => {
    const api = await start();
    const response = await api.post(valid);
    const body = (await response.json()) as {code: number; data: {id: string}};
    expect(response.status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data.id).toMatch(REFERENCE_PATTERN);
    const leads = await readLeads(api.dataFile);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({id: body.data.id, request: {name: valid.name, phone: valid.phone}});
    await api.close();
  });

  it('refuses an invalid request with code 400 and stores nothing', async () => {
    const api = await start();
    const response = await api.post({name: '', phone: '1'});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({code: 400, msg: 'name: name.required'});
    expect(await lines(api.dataFile).catch(() => [])).toEqual([]);
    await api.close();
  });

  it('answers a repeat of one Idempotency-Key with the first reference, storing one lead', async () => {
    const api = await start();
    const key = '5b0e6a0c-1f8e-4d7b-9a0e-2f64c1e9d001';
    const answers = await Promise.all([1, 2, 3].map(() => api.post(valid, {'Idempotency-Key': key})));
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as {data: {id: string}}).data.id));
    expect(new Set(ids).size).toBe(1);
    // Later, as a retry after a client time-out would.
    const retry = (await (await api.post(valid, {'Idempotency-Key': key})).json()) as {data: {id: string}};
    expect(retry.data.id).toBe(ids[0]);
    expect(await lines(api.dataFile)).toHaveLength(1);
    // The same key for another request is refused.
    const other = await api.post({...valid, name: 'Someone Else'}, {'Idempotency-Key': key});
    expect(other.status).toBe(409);
    expect(await lines(api.dataFile)).toHaveLength(1);
    await api.close();
  });

  it('remembers the keys it stored across a restart', async () => {
    const first = await start();
    const key = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const id = ((await (await first.post(valid, {'Idempotency-Key': key})).json()) as {data: {id: string}}).data.id;
    await first.close();
    const again = await start(first.dataFile);
    const retry = (await (await again.post(valid, {'Idempotency-Key': key})).json()) as {data: {id: string}};
    expect(retry.data.id).toBe(id);
    expect(await lines(again.dataFile)).toHaveLength(1);
    await again.close();
  });

  it('writes 300 concurrent large leads as 300 whole lines, in one process, without running out of files', async () => {
    const api = await start(undefined, 30_000);
    const big = {...valid, contactDetails: 'Zalo: 0901234567 '.repeat(29)};
    const answers = await Promise.all(Array.from({length: 300}, () => api.post(big)));
    expect(answers.map((r) => r.status)).toEqual(Array(300).fill(200));
    const stored = await lines(api.dataFile);
    expect(stored).toHaveLength(300);
    expect(stored.every((l) => JSON.parse(l).request.contactDetails.length > 400)).toBe(true);
    await api.close();
  });

  it('refuses what is not the site talking JSON: 415, 413, 403, 405, and a bad key', async () => {
    const api = await start();
    expect((await api.post(JSON.stringify(valid), {'Content-Type': 'text/plain'})).status).toBe(415);
    expect((await api.post({...valid, contactDetails: 'x'.repeat(70_000)})).status).toBe(413);
    expect((await api.post(valid, {Origin: 'https://evil.example'})).status).toBe(403);
    expect((await api.post(valid, {'Idempotency-Key': 'x'})).status).toBe(400);
    expect((await fetch(api.url, {method: 'PUT'})).status).toBe(405);
    expect(await lines(api.dataFile).catch(() => [])).toEqual([]);
    await api.close();
  });

  it("allows CORS for the site's origin only", async () => {
    const api = await start();
    const preflight = (from: string) =>
      fetch(api.url, {method: 'OPTIONS', headers: {Origin: from, 'Access-Control-Request-Method': 'POST'}});
    expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin);
    expect((await preflight(origin)).headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    await api.close();
  });

  it('cuts off a client that sends its body too slowly', async () => {
    const api = await start();
    const status = await new Promise<number | string>((resolve) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: api.port,
          method: 'POST',
          path: '/customization',
          headers: {'Content-Type': 'application/json', 'Content-Length': 1000},
        },
        (res) => resolve(res.statusCode!),
      );
      req.on('error', (e) => resolve(e.message));
      req.write('{');
      // Then nothing: the server's request time-out (1 s here, 10 s by default) must end it.
    });
    expect([408, 'socket hang up']).toContain(status);
    await api.close();
  });
});
