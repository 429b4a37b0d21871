/**
 * A local stand-in for the platform's API, so that `npm run preview` and the
 * tests run the customisation form end to end. It implements the contract the
 * README documents for the platform team:
 *
 *   POST /customization   Content-Type: application/json   Idempotency-Key: <uuid>
 *   → 200 {code: 200, msg: "ok", data: {id: "R3K-2WN-P5M"}}   stored (or a repeat of a stored one)
 *   → 400 {code: 400, msg: "<field>: <code>"}                  not valid by the shared schema
 *   → 409 the key was used for another request; 413 body over 64 KB; 415 not JSON;
 *     403 an origin that is not the site's; 408 body not in by the deadline;
 *     503 too busy, or not stored because the store cannot write (Retry-After)
 *   GET /health → 200, or 503 with the reason while the store's writes fail
 *
 * Leads are appended to a JSON Lines file (./store.ts), synced before the answer.
 *
 *   npx tsx scripts/api/server.ts [--port 3001] [--data data/customization-requests.jsonl]
 *     [--origin http://localhost:3000,http://127.0.0.1:3000] [--connections-per-client 64]
 * API_PORT, API_DATA_FILE, API_ALLOWED_ORIGINS and API_CONNECTIONS_PER_CLIENT set the same.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {Socket} from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {customizationSchema} from '../../src/api/customizationSchema';
import {LeadStore, StoreLockedError, StoreUnavailableError} from './store';

export const MAX_BODY_BYTES = 64 * 1024;
/** Requests being validated and stored at once; past this the API answers 503 rather than queue without end. */
export const MAX_IN_FLIGHT = 2000;
/**
 * Connections one client address may hold at once. A browser opens six; an
 * office behind one address has room; a script holding idle sockets cannot
 * take every connection from everyone else.
 */
export const CONNECTIONS_PER_CLIENT = 64;
/** An idempotency key: a UUID from the form, or any token of a reasonable size from another client. */
const KEY_PATTERN = /^[\w-]{8,100}$/;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The body, within its deadline. A client that stops sending is answered
 * 408 when the deadline passes, not when the server next checks its time-outs.
 */
function readBody(req: IncomingMessage, timeoutMs: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    return Promise.reject(new HttpError(413, 'Request body too large'));
  }
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    const finish = (error: HttpError | null) => {
      clearTimeout(deadline);
      req.removeAllListeners('data');
      if (error) reject(error);
      else resolve(Buffer.concat(chunks));
    };
    const deadline = setTimeout(() => finish(new HttpError(408, 'Request body not received in time')), timeoutMs);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) finish(new HttpError(413, 'Request body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => finish(null));
    // A client that went away mid-body: nobody reads the answer.
    req.on('close', () => finish(new HttpError(400, 'Request body incomplete')));
  });
}

/** Strict UTF-8: bytes that are not UTF-8 are refused, never stored as U+FFFD. */
const utf8 = new TextDecoder('utf-8', {fatal: true});

function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent) return;
  res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', ...headers});
  res.end(JSON.stringify(body));
}

export type ApiServerOptions = {
  store: LeadStore;
  /** Origins the site is served from; a browser on any other page cannot write leads. */
  allowedOrigins: readonly string[];
  /** How long a whole request may take to arrive (a slow client holds a socket until then). */
  requestTimeoutMs?: number;
  /** Requests validated and stored at once (bodies still arriving do not count). */
  maxInFlight?: number;
  /** Connections one client address may hold; past it a new one is closed at once. */
  connectionsPerClient?: number;
  /**
   * Requests one client address may have in flight (pipelined on its
   * connections); past it that client alone is answered 503. Default: an
   * eighth of maxInFlight, so a few clients cannot fill the server.
   */
  maxInFlightPerClient?: number;
  /** Connections in all. */
  maxConnections?: number;
};

export function createApiServer({
  store,
  allowedOrigins,
  requestTimeoutMs = 10_000,
  maxInFlight = MAX_IN_FLIGHT,
  connectionsPerClient = CONNECTIONS_PER_CLIENT,
  maxConnections = MAX_IN_FLIGHT * 2,
  maxInFlightPerClient = Math.max(1, Math.floor(maxInFlight / 8)),
}: ApiServerOptions): Server {
  let inFlight = 0;
  const inFlightByClient = new Map<string, number>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    // Origin-form only: `//x` would be read as a host, and an absolute URL or `*` names no path of this API.
    const target = req.url ?? '';
    let url: URL;
    try {
      if (!/^\/(?![/\\])/.test(target)) throw new URIError(target);
      url = new URL(target, 'http://localhost');
    } catch {
      return answer(res, 400, {code: 400, msg: 'Bad request target'});
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept, Idempotency-Key');
      res.setHeader('Access-Control-Max-Age', '600');
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/health') {
      // A monitor sees a store that cannot write, with why (a full disk, a file size limit).
      const problem = store.problem;
      if (problem) return answer(res, 503, {code: 503, msg: `store: ${problem}`, data: {leads: store.size}});
      return answer(res, 200, {code: 200, msg: 'ok', data: {leads: store.size}});
    }
    if (url.pathname !== '/customization') return answer(res, 404, {code: 404, msg: 'Not found'});
    if (req.method !== 'POST') return answer(res, 405, {code: 405, msg: 'Method not allowed'}, {Allow: 'POST'});
    // A page on another site may still send the request (the browser only hides the answer).
    if (origin && !allowedOrigins.includes(origin)) return answer(res, 403, {code: 403, msg: 'Origin not allowed'});
    // application/json needs a CORS preflight, which other origins fail; text/plain would not.
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (type !== 'application/json') return answer(res, 415, {code: 415, msg: 'Content-Type must be application/json'});
    const key = req.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !KEY_PATTERN.test(key))) {
      return answer(res, 400, {code: 400, msg: 'Idempotency-Key: invalid'});
    }
    const body = await readBody(req, requestTimeoutMs);
    // Counted once the body is in: clients still sending theirs are bounded by the deadline and the per-client cap.
    const client = req.socket.remoteAddress ?? '';
    const mine = inFlightByClient.get(client) ?? 0;
    if (inFlight >= maxInFlight || mine >= maxInFlightPerClient) {
      return answer(res, 503, {code: 503, msg: 'Busy, retry shortly'}, {'Retry-After': '2'});
    }
    inFlight += 1;
    inFlightByClient.set(client, mine + 1);
    try {
      let json: unknown;
      try {
        json = JSON.parse(utf8.decode(body));
      } catch {
        return answer(res, 400, {code: 400, msg: 'Invalid JSON (UTF-8)'});
      }
      const parsed = customizationSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return answer(res, 400, {code: 400, msg: `${issue.path.join('.')}: ${issue.message}`});
      }
      const result = await store.add(parsed.data, key);
      if (result.status === 'conflict') {
        return answer(res, 409, {code: 409, msg: 'Idempotency-Key was used for another request'});
      }
      return answer(res, 200, {code: 200, msg: 'ok', data: {id: result.id}});
    } finally {
      inFlight -= 1;
      const left = inFlightByClient.get(client)! - 1;
      if (left) inFlightByClient.set(client, left);
      else inFlightByClient.delete(client);
    }
  }

  // A client that sends its request slowly is cut off rather than holding a
  // socket; Node checks the time-outs every connectionsCheckingInterval.
  const timeouts = {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(5_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs / 2),
  };
  const server = createServer(timeouts, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        // A body cut off by its deadline: answered, then the connection is let go.
        if (error.status === 408) res.on('finish', () => req.socket.destroy());
        return answer(res, error.status, {code: error.status, msg: error.message}, {Connection: 'close'});
      }
      // Not stored, and said so: the form keeps the draft and retries with the same key.
      if (error instanceof StoreUnavailableError) {
        return answer(res, 503, {code: 503, msg: 'Not stored, retry shortly'}, {'Retry-After': '30'});
      }
      console.error(error);
      answer(res, 500, {code: 500, msg: 'Could not store the request'});
    });
  });
  server.maxConnections = maxConnections;
  const perClient = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const client = socket.remoteAddress ?? '';
    const count = (perClient.get(client) ?? 0) + 1;
    if (count > connectionsPerClient) return socket.destroy();
    perClient.set(client, count);
    socket.once('close', () => {
      const left = perClient.get(client)! - 1;
      if (left) perClient.set(client, left);
      else perClient.delete(client);
    });
  });
  return server;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const {values} = parseArgs({
    options: {
      port: {type: 'string', default: process.env.API_PORT ?? '3001'},
      data: {type: 'string', default: process.env.API_DATA_FILE ?? 'data/customization-requests.jsonl'},
      origin: {
        type: 'string',
        default: process.env.API_ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000',
      },
      'connections-per-client': {
        type: 'string',
        default: process.env.API_CONNECTIONS_PER_CLIENT ?? String(CONNECTIONS_PER_CLIENT),
      },
    },
  });
  const dataFile = path.resolve(values.data);
  const store = await LeadStore.open(dataFile).catch((error: unknown) => {
    if (!(error instanceof StoreLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const allowedOrigins = values.origin
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const connectionsPerClient = Number(values['connections-per-client']);
  const server = createApiServer({store, allowedOrigins, connectionsPerClient});
  // Stopped with Ctrl-C or by a supervisor: finish the writes, free the lock.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close();
      server.closeAllConnections();
      void store.close().finally(() => process.exit(0));
    });
  }
  server.listen(Number(values.port), '127.0.0.1', () => {
    console.log(`Local API: http://127.0.0.1:${values.port}/customization → ${path.relative(process.cwd(), dataFile)}`);
    console.log(`  accepting the site's origins: ${allowedOrigins.join(', ')}; ${store.size} leads stored`);
  });
}
