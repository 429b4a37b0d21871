/**
 * The API wrapper's response rules, against a real HTTP server
 * on loopback: what a component receives, and what it is told on failure.
 */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {ApiError, createApiClient, TIMEOUT_MS} from '../../src/api/client';

const NETWORK_POOR = 'network is poor, please retry';
const EMPTY_ANSWER = 'the server sent no answer, please retry';
const requested: string[] = [];
let server: Server;
let baseURL: string;
let lastQuery = '';

const png = Buffer.from('89504e470d0a1a0a', 'hex');

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    lastQuery = url.search;
    requested.push(url.pathname);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, {'Content-Type': 'application/json'});
      res.end(JSON.stringify(body));
    };
    switch (url.pathname) {
      case '/with-data':
        return json(200, {code: 200, msg: 'ok', data: {id: 'a1'}});
      case '/without-data':
        return json(200, {code: 200, msg: 'ok', total: 3});
      case '/refused-with-msg':
        return json(200, {code: 500, msg: 'Phone number already registered'});
      case '/refused-without-msg':
        return json(200, {code: 401});
      case '/http-400':
        return json(400, {code: 400, msg: 'name: name.required'});
      case '/image':
        res.writeHead(200, {'Content-Type': 'image/png'});
        return res.end(png);
      case '/image-upper-case':
        res.writeHead(200, {'Content-Type': 'Image/PNG'});
        return res.end(png);
      case '/blank-msg':
        return json(200, {code: 429, msg: '   '});
      case '/string-code':
        return json(200, {code: '200', data: {id: 'a1'}});
      case '/no-content':
        res.writeHead(204);
        return res.end();
      case '/empty-200':
        res.writeHead(200, {'Content-Type': 'application/json'});
        return res.end();
      case '/html-502':
        res.writeHead(502, {'Content-Type': 'text/html'});
        return res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      case '/html-200':
        res.writeHead(200, {'Content-Type': 'text/html'});
        return res.end('<html>captive portal</html>');
      case '/slow':
        setTimeout(() => json(200, {code: 200, data: 'late'}), 1500);
        return undefined;
      default:
        return json(404, {code: 404, msg: 'Not found'});
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function client(options: {timeoutMs?: number; url?: string} = {}) {
  const failures: ApiError[] = [];
  const api = createApiClient({
    baseURL: options.url ?? baseURL,
    timeoutMs: options.timeoutMs,
    networkErrorMessage: () => NETWORK_POOR,
    emptyAnswerMessage: () => EMPTY_ANSWER,
    onError: (e) => failures.push(e),
  });
  return {api, failures};
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('API client', () => {
  it('is configured as the spec says: JSON accept, default params {}, 6000 ms', () => {
    const {api} = client();
    expect(TIMEOUT_MS).toBe(6000);
    expect(api.instance.defaults.timeout).toBe(6000);
    expect(api.instance.defaults.params).toEqual({});
    expect(api.instance.defaults.headers.Accept).toBe('application/json');
  });

  it('yields the data of a code-200 body', async () => {
    const {api, failures} = client();
    expect(await api.request({url: '/with-data'})).toEqual({id: 'a1'});
    expect(lastQuery).toBe('');
    expect(failures).toEqual([]);
  });

  it('yields the whole body when a code-200 body has no data', async () => {
    const {api} = client();
    expect(await api.request({url: '/without-data'})).toEqual({code: 200, msg: 'ok', total: 3});
  });

  it('rejects another code with the body msg, and reports the failure once', async () => {
    const {api, failures} = client();
    const error = await rejection(api.request({url: '/refused-with-msg'}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Phone number already registered');
    expect(error.code).toBe(500);
    expect(failures).toEqual([error]);
  });

  it('rejects another code without msg with the network-poor message', async () => {
    const {api} = client();
    const error = await rejection(api.request({url: '/refused-without-msg'}));
    expect(error.message).toBe(NETWORK_POOR);
    expect(error.kind).toBe('server');
  });

  it('uses the msg of an HTTP error whose body is the API JSON', async () => {
    const {api} = client();
    expect((await rejection(api.request({url: '/http-400'}))).message).toBe('name: name.required');
  });

  it('returns an image response as raw data', async () => {
    const {api} = client();
    const data = await api.request<ArrayBuffer>({url: '/image', responseType: 'arraybuffer'});
    expect(Buffer.from(data)).toEqual(png);
  });

  it('treats an HTML error page as no usable response', async () => {
    const {api, failures} = client();
    const error = await rejection(api.request({url: '/html-502'}));
    expect(error.message).toBe(NETWORK_POOR);
    expect(error.kind).toBe('network');
    expect(failures).toHaveLength(1);
    expect((await rejection(api.request({url: '/html-200'}))).message).toBe(NETWORK_POOR);
  });

  it('gives up at the time-out with the network-poor message', async () => {
    const {api} = client({timeoutMs: 300});
    const started = Date.now();
    const error = await rejection(api.request({url: '/slow'}));
    expect(error.message).toBe(NETWORK_POOR);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('rejects a refused connection with the network-poor message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const {api, failures} = client({url: `http://127.0.0.1:${port}`});
    expect((await rejection(api.request({url: '/with-data'}))).message).toBe(NETWORK_POOR);
    expect(failures).toHaveLength(1);
  });

  it('reads the content type whatever its case', async () => {
    const {api, failures} = client();
    const data = await api.request<ArrayBuffer>({url: '/image-upper-case', responseType: 'arraybuffer'});
    expect(Buffer.from(data)).toEqual(png);
    expect(failures).toEqual([]);
  });

  it('falls back to the translated message when msg is blank', async () => {
    const {api} = client();
    const error = await rejection(api.request({url: '/blank-msg'}));
    expect(error.message).toBe(NETWORK_POOR);
    expect(error.code).toBe(429);
  });

  it('takes only the number 200 for success: the platform sends no string code', async () => {
    const {api, failures} = client();
    const error = await rejection(api.request({url: '/string-code'}));
    expect(error.kind).toBe('server');
    expect(failures).toHaveLength(1);
  });

  it('rejects a success without a body with its own message, reported like any failure', async () => {
    const {api, failures} = client();
    for (const url of ['/no-content', '/empty-200']) {
      const error = await rejection(api.request({url}));
      expect(error.kind, url).toBe('empty');
      expect(error.message, url).toBe(EMPTY_ANSWER);
    }
    expect(failures).toHaveLength(2);
  });

  it('is silent when the caller cancels: no toast, no red bar', async () => {
    const {api, failures} = client();
    const controller = new AbortController();
    const pending = api.request({url: '/slow', signal: controller.signal});
    controller.abort();
    const error = await rejection(pending);
    expect(error.kind).toBe('cancelled');
    expect(failures).toEqual([]);
  });

  it('never leaves the configured host, whatever URL or baseURL a call names', async () => {
    const other = createServer((_req, res) => res.end(JSON.stringify({code: 200, data: 'other host'})));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    let reached = 0;
    other.on('request', () => (reached += 1));
    try {
      const {api} = client();
      requested.length = 0;
      await rejection(api.request({url: `${otherUrl}/with-data`}));
      expect(await api.request({url: '/with-data', baseURL: otherUrl})).toEqual({id: 'a1'});
      expect(await api.request({url: '/with-data', baseURL: otherUrl, allowAbsoluteUrls: true})).toEqual({id: 'a1'});
      expect(reached).toBe(0);
      expect(requested.filter((p) => p === '/with-data')).toHaveLength(2);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
