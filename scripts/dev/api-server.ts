#!/usr/bin/env -S npx tsx
/**
 * A local stand-in for the platform's API, so that `npm run preview` and the
 * tests run the customisation form end to end. It implements the one call
 * the site makes (documented in the README):
 *
 *   POST /customization  JSON body: the request (src/api/customizationSchema.ts)
 *   → 200 {code: 200, msg: "ok", data: {id}}   accepted and stored
 *   → 400 {code: 400, msg: "..."}              not valid by the same schema
 *
 * Accepted requests are appended, one JSON line each, to a file under data/
 * (git-ignored). Nothing accepted is lost: the line is written and synced to
 * disk before the answer; a crash mid-write can only cut the last line.
 *
 *   npx tsx scripts/dev/api-server.ts [--port 3001] [--data data/customization-requests.jsonl]
 */
import {randomUUID} from 'node:crypto';
import {mkdir, open} from 'node:fs/promises';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import path from 'node:path';
import {customizationSchema} from '../../src/api/customizationSchema';

const MAX_BODY_BYTES = 64 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8'});
  res.end(JSON.stringify(body));
}

async function appendLine(file: string, record: unknown) {
  await mkdir(path.dirname(file), {recursive: true});
  const handle = await open(file, 'a+');
  try {
    // A crash mid-write leaves a cut last line: start on a fresh line so the
    // next request is not glued to it.
    const {size} = await handle.stat();
    const last = Buffer.alloc(1);
    if (size > 0) await handle.read(last, 0, 1, size - 1);
    const separator = size > 0 && last.toString() !== '\n' ? '\n' : '';
    await handle.write(`${separator}${JSON.stringify(record)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createApiServer({dataFile}: {dataFile: string}) {
  return createServer(async (req, res) => {
    // The site is served from another origin (another port) in preview.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/health') return answer(res, 200, {code: 200, msg: 'ok'});
    if (url.pathname !== '/customization' || req.method !== 'POST') {
      return answer(res, 404, {code: 404, msg: 'Not found'});
    }
    let json: unknown;
    try {
      json = JSON.parse(await readBody(req));
    } catch {
      return answer(res, 400, {code: 400, msg: 'Invalid JSON'});
    }
    const parsed = customizationSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return answer(res, 400, {code: 400, msg: `${issue.path.join('.')}: ${issue.message}`});
    }
    const id = randomUUID();
    try {
      await appendLine(dataFile, {id, receivedAt: new Date().toISOString(), request: parsed.data});
    } catch (error) {
      console.error(error);
      return answer(res, 500, {code: 500, msg: 'Could not store the request'});
    }
    return answer(res, 200, {code: 200, msg: 'ok', data: {id}});
  });
}

function arg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const port = Number(arg('port', process.env.API_PORT ?? '3001'));
  const dataFile = path.resolve(arg('data', process.env.API_DATA_FILE ?? 'data/customization-requests.jsonl'));
  createApiServer({dataFile}).listen(port, '127.0.0.1', () => {
    console.log(`Local API: http://127.0.0.1:${port}/customization → ${path.relative(process.cwd(), dataFile)}`);
  });
}
