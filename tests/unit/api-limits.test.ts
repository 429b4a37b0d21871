/**
 * What the local API owes every client, however a few others behave: no
 * client holds more than its share of connections, a slow body is cut off
 * and does not count as work in progress, and a request that is not
 * well-formed gets a 400, never a stack trace.
 */
import {mkdtemp} from 'node:fs/promises';
import {request as httpRequest} from 'node:http';
import {connect, type Socket} from 'node:net';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {createApiServer, type ApiServerOptions} from '../../scripts/api/server';
import {LeadStore, readLeads} from '../../scripts/api/store';

const origin = 'http://127.0.0.1:3000';
const valid = {name: 'Nguyễn Văn A', phone: '+84 90 123 4567'};
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(options: Partial<ApiServerOptions> = {}) {
  const dataFile = path.join(await mkdtemp(path.join(tmpdir(), 'api-limits-')), 'requests.jsonl');
  const store = await LeadStore.open(dataFile);
  const server = createApiServer({store, allowedOrigins: [origin], ...options});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await store.close();
  });
  return {port, dataFile};
}

/** A raw request: what fetch would not send (a path of `//`, an absolute URL, bytes that are not UTF-8). */
function raw(
  port: number,
  {method = 'POST', target = '/customization', body}: {method?: string; target?: string; body?: Buffer},
  localAddress = '127.0.0.1',
): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method,
        path: target,
        headers: {'Content-Type': 'application/json', Origin: origin, ...(body && {'Content-Length': body.length})},
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({status: res.statusCode!, body: text}));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** A connection that sends nothing, or its headers and part of a body; resolves when the server closes it. */
function openSocket(port: number, send = '', localAddress = '127.0.0.1') {
  return new Promise<{socket: Socket; closed: Promise<number>}>((resolve, reject) => {
    const socket = connect({host: '127.0.0.1', port, localAddress}, () => {
      const opened = performance.now();
      const closed = new Promise<number>((done) => socket.on('close', () => done(performance.now() - opened)));
      if (send) socket.write(send);
      // Read what the server sends, so its closing the connection is seen.
      socket.resume();
      resolve({socket, closed});
    });
    socket.on('error', () => {});
    socket.once('error', reject);
    cleanups.push(async () => socket.destroy());
  });
}

const slowBody = (length = 1000) =>
  `POST /customization HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{"name":`;

describe('the local API under clients that hold connections', () => {
  it('keeps serving others while one address holds idle connections past its share', async () => {
    const {port, dataFile} = await start({connectionsPerClient: 8, maxConnections: 40});
    const idle = await Promise.all(Array.from({length: 60}, () => openSocket(port)));
    // The connections past its 8 are closed by the server at once, not after a time-out.
    const closedAtOnce = await Promise.all(
      idle.map(({closed}) => Promise.race([closed.then(() => true), new Promise((r) => setTimeout(r, 500, false))])),
    );
    expect(closedAtOnce.filter((closed) => !closed)).toHaveLength(8);
    // Another client (another loopback address) is served.
    const other = await raw(port, {body: json(valid)}, '127.0.0.2');
    expect(other.status).toBe(200);
    // And the holder itself once it lets go of a connection.
    idle.forEach(({socket}) => socket.destroy());
    await new Promise((r) => setTimeout(r, 50));
    expect((await raw(port, {body: json(valid)})).status).toBe(200);
    expect(await readLeads(dataFile)).toHaveLength(2);
  });

  it('does not count bodies still arriving as requests in progress, and cuts them off at the deadline', async () => {
    const {port} = await start({maxInFlight: 5, connectionsPerClient: 100, requestTimeoutMs: 600});
    const slow = await Promise.all(Array.from({length: 30}, () => openSocket(port, slowBody())));
    const answer = await raw(port, {body: json(valid)});
    expect(answer.status).toBe(200);
    // Each slow client is answered 408 and let go soon after the 600 ms deadline.
    const lifetimes = await Promise.all(slow.map(({closed}) => closed));
    expect(Math.max(...lifetimes)).toBeLessThan(1_500);
  });

  it('answers 503 to a client past its share of requests in flight, and serves another meanwhile', async () => {
    // A store that holds every write until released: requests stay in flight as long as the test wants.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let calls = 0;
    const store = {
      add: async () => {
        calls += 1;
        await held;
        return {status: 'stored', id: 'ABC-DEF-GHJ'};
      },
    } as unknown as LeadStore;
    const server = createApiServer({store, allowedOrigins: [origin], maxInFlight: 16, maxInFlightPerClient: 2});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });
    const {port} = server.address() as AddressInfo;
    const first = [raw(port, {body: json(valid)}), raw(port, {body: json(valid)})];
    await expect.poll(() => calls).toBe(2);
    // The same address, past its two: refused at once, without reaching the store.
    expect((await raw(port, {body: json(valid)})).status).toBe(503);
    // Another address still gets through.
    const other = raw(port, {body: json(valid)}, '127.0.0.2');
    await expect.poll(() => calls).toBe(3);
    release();
    expect((await Promise.all([...first, other])).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('answers a client whose body stalls with 408', async () => {
    const {port} = await start({requestTimeoutMs: 300});
    const {socket, closed} = await openSocket(port, slowBody());
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString()));
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('a request that is not well-formed', () => {
  /** A name with these bytes in the middle: not UTF-8, which a lenient decoder would store as U+FFFD. */
  const nameWithBytes = (...bytes: number[]) => ({
    body: Buffer.concat([Buffer.from('{"name":"An'), Buffer.from(bytes), Buffer.from('na","phone":"0901234567"}')]),
  });

  it.each([
    ['a body that is not UTF-8', nameWithBytes(0xc3, 0x28)],
    ['a lone UTF-8 continuation byte', nameWithBytes(0x80)],
    ['an overlong encoding of "/"', nameWithBytes(0xc0, 0xaf)],
    ['a UTF-8-encoded surrogate', nameWithBytes(0xed, 0xa0, 0x80)],
    ['a byte that is never UTF-8', nameWithBytes(0xff)],
    ['a name of a lone surrogate (escaped)', {body: Buffer.from('{"name":"\\ud800","phone":"0901234567"}')}],
    ['a phone number with a line break', {body: json({...valid, phone: '+84 90\n123 4567'})}],
    ['a request target of //', {target: '//', body: json(valid)}],
    ['a request target of //customization', {target: '//customization', body: json(valid)}],
    ['an absolute-form request target', {target: 'http://127.0.0.1/customization', body: json(valid)}],
    ['an asterisk request target', {method: 'OPTIONS', target: '*'}],
  ])('answers 400 to %s, and stores nothing', async (_, request) => {
    const {port, dataFile} = await start();
    const answer = await raw(port, request);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({code: 400});
    expect(answer.body).not.toMatch(/\bat \w|node:internal/);
    expect(await readLeads(dataFile).catch(() => [])).toEqual([]);
  });
});
