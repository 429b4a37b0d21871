/**
 * The leads store under the faults an operator meets: a full disk, a file
 * someone edited, a second API started on the same file. What must hold:
 * nothing answered 200 is missing from the file, and the API starts again.
 */
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterEach, describe, expect, it} from 'vitest';
import {freePort} from '../../scripts/lib/freePort';
import {hashRequest, LeadStore, readLeads, type Lead} from '../../scripts/api/store';

const root = path.resolve(__dirname, '../..');
const origin = 'http://127.0.0.1:3000';
const valid = {name: 'Nguyễn Văn A', phone: '+84 90 123 4567'};
/** About 1.2 KB as stored: a few dozen fill the small file limit below. */
const large = {...valid, contactDetails: 'Zalo: 0901234567, email sales@example.vn. '.repeat(11)};

const tempFile = async (name = 'requests.jsonl') => path.join(await mkdtemp(path.join(tmpdir(), 'store-')), name);

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

type Api = {child: ChildProcess; port: number; stderr: () => string; exited: Promise<number | null>};

/**
 * The API as `npm run api` starts it, in its own process. `fileLimitKb` runs it
 * under `ulimit -f`: past that size every write fails (EFBIG), as on a full disk.
 */
async function startApi(dataFile: string, {fileLimitKb}: {fileLimitKb?: number} = {}): Promise<Api> {
  const port = await freePort();
  const args = ['--import', 'tsx', 'scripts/api/server.ts', '--port', String(port), '--data', dataFile];
  args.push('--origin', origin);
  const quoted = [process.execPath, ...args].map((a) => `'${a}'`).join(' ');
  // SIGXFSZ ignored, so a write past the limit fails with EFBIG instead of killing the process.
  const child = fileLimitKb
    ? spawn('bash', ['-c', `trap '' XFSZ; ulimit -f ${fileLimitKb}; exec ${quoted}`], {cwd: root})
    : spawn(process.execPath, args, {cwd: root});
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout!.resume();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const api = {child, port, stderr: () => stderr, exited};
  for (let i = 0; i < 300 && child.exitCode === null; i += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      () => true,
      () => false,
    );
    if (up) return api;
    await new Promise((r) => setTimeout(r, 50));
  }
  return api;
}

async function post(port: number, body: unknown, key: string) {
  const response = await fetch(`http://127.0.0.1:${port}/customization`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Origin: origin, 'Idempotency-Key': key},
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {code: number; msg: string; data?: {id: string}};
  return {key, status: response.status, id: json.data?.id, msg: json.msg};
}

const health = async (port: number) => {
  const response = await fetch(`http://127.0.0.1:${port}/health`);
  return {status: response.status, body: (await response.json()) as {msg: string; data: {leads: number}}};
};

describe('a full disk', () => {
  it('never answers 200 for a lead it did not keep, says so on /health, and restarts whole', async () => {
    const dataFile = await tempFile();
    const api = await startApi(dataFile, {fileLimitKb: 48});
    const burst = await Promise.all(Array.from({length: 60}, () => post(api.port, large, randomUUID())));
    // One at a time until a write fails, so the last thing the store did was fail.
    const sequential = [];
    for (let i = 0; i < 60 && sequential.at(-1)?.status !== 503; i += 1) {
      sequential.push(await post(api.port, large, randomUUID()));
    }
    const answers = [...burst, ...sequential];
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok.length).toBeGreaterThan(10);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((a) => a.status))).toEqual(new Set([503]));

    // Every 200 is in the file; the file ends with a whole line.
    const text = await readFile(dataFile, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const stored = new Set((await readLeads(dataFile)).map((l) => l.id));
    expect(ok.filter((a) => !stored.has(a.id!))).toEqual([]);
    expect(stored.size).toBe(ok.length);

    const broken = await health(api.port);
    expect(broken.status).toBe(503);
    expect(broken.body.msg).toMatch(/EFBIG|file too large/i);
    // A repeat of a stored key is still answered with its reference.
    const repeat = await post(api.port, large, ok[0]!.key);
    expect(repeat).toMatchObject({status: 200, id: ok[0]!.id});

    // With room again, the API starts on the same file and the retries are stored once.
    api.child.kill('SIGTERM');
    await api.exited;
    const again = await startApi(dataFile);
    expect((await health(again.port)).status).toBe(200);
    const retries = await Promise.all(refused.map((a) => post(again.port, large, a.key)));
    expect(retries.every((r) => r.status === 200)).toBe(true);
    const leads = await readLeads(dataFile);
    expect(leads).toHaveLength(answers.length);
    expect(new Set(leads.map((l) => l.idempotencyKey)).size).toBe(answers.length);
  }, 30_000);
});

describe('a data file with unreadable lines', () => {
  const lead = (id: string, name: string): Lead => {
    const request = {...valid, name, categories: [], systemLanguages: [], paymentMethods: [], billing: []};
    return {
      id,
      receivedAt: '2026-11-02T09:00:00.000Z',
      idempotencyKey: `key-of-${id}`,
      requestHash: hashRequest(request),
      request,
    };
  };
  const good = [lead('AAA-BBB-CCC', 'First'), lead('DDD-EEE-FFF', 'Second'), lead('GGG-HHH-JJJ', 'Third')];
  const line = (l: Lead) => `${JSON.stringify(l)}\n`;
  const bad = {
    cut: Buffer.from('{"id":"KKK-LMN-PQR","rec\n'),
    null: Buffer.from('null\n'),
    bom: Buffer.from(`\uFEFF${line(lead('STU-VWX-YZ2', 'Bom'))}`),
    notUtf8: Buffer.concat([Buffer.from('{"id":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}\n')]),
  };
  const contents = Buffer.concat([
    Buffer.from(line(good[0]!)),
    bad.cut,
    bad.null,
    Buffer.from(line(good[1]!)),
    bad.bom,
    bad.notUtf8,
    Buffer.from(line(good[2]!)),
  ]);

  it('moves each aside with its line number and bytes, keeps the leads, and starts', async () => {
    const dataFile = await tempFile();
    await writeFile(dataFile, contents);
    const store = await LeadStore.open(dataFile);
    expect(store.size).toBe(3);
    // The keys of the kept leads still answer their references.
    expect(await store.add(good[1]!.request, 'key-of-DDD-EEE-FFF')).toEqual({status: 'repeat', id: 'DDD-EEE-FFF'});
    await store.close();
    expect(await readFile(dataFile, 'utf8')).toBe(good.map(line).join(''));
    const quarantined = (await readFile(`${dataFile}.quarantine`, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as {line: number; bytes: string; reason: string});
    expect(quarantined.map((q) => q.line)).toEqual([2, 3, 5, 6]);
    expect(quarantined.map((q) => Buffer.from(q.bytes, 'base64'))).toEqual(
      [bad.cut, bad.null, bad.bom, bad.notUtf8].map((b) => b.subarray(0, -1)),
    );
    expect(quarantined.every((q) => q.reason.length > 0)).toBe(true);
  });

  it('does not stop the sales export, which names the lines it skipped', async () => {
    const dataFile = await tempFile();
    await writeFile(dataFile, contents);
    const {stdout, stderr} = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/api/leads.ts', '--data', dataFile, '--format', 'json'],
      {cwd: root},
    );
    expect(
      stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as Lead).id),
    ).toEqual(good.map((l) => l.id));
    for (const n of [2, 3, 5, 6]) expect(stderr).toContain(`line ${n}:`);
  });

  it('moves a line cut by a crash aside at start-up, and goes on with whole lines', async () => {
    const dataFile = await tempFile();
    await writeFile(dataFile, `${line(good[0]!)}{"id":"cut`);
    const store = await LeadStore.open(dataFile);
    await store.add({...valid, name: 'After'});
    await store.close();
    expect((await readLeads(dataFile)).map((l) => (l.request as {name: string}).name)).toEqual(['First', 'After']);
    const [cut] = (await readFile(`${dataFile}.quarantine`, 'utf8')).trim().split('\n');
    expect(JSON.parse(cut!)).toMatchObject({line: 2, bytes: Buffer.from('{"id":"cut').toString('base64')});
  });
});

describe('one writer per data file', () => {
  it('refuses a second API on the same file, naming the process that has it', async () => {
    const dataFile = await tempFile();
    const first = await startApi(dataFile);
    expect((await health(first.port)).status).toBe(200);
    const second = await startApi(dataFile);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`in use by process ${first.child.pid}`);
    // The first goes on storing.
    expect((await post(first.port, valid, randomUUID())).status).toBe(200);
    expect(await readLeads(dataFile)).toHaveLength(1);
  }, 20_000);

  it('refuses a second store in the same process, and frees the file on close', async () => {
    const dataFile = await tempFile();
    const store = await LeadStore.open(dataFile);
    await expect(LeadStore.open(dataFile)).rejects.toThrow(/in use by process/);
    await store.close();
    expect(existsSync(`${dataFile}.lock`)).toBe(false);
    const again = await LeadStore.open(dataFile);
    await again.close();
  });

  it('counts a symlink to the file as the same file', async () => {
    const dataFile = await tempFile();
    const store = await LeadStore.open(dataFile);
    const link = `${dataFile}.link.jsonl`;
    await symlink(dataFile, link);
    await expect(LeadStore.open(link)).rejects.toThrow(/in use by process/);
    await store.close();
  });

  it('takes over the lock of a process that is gone (a kill -9)', async () => {
    const dataFile = await tempFile();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => gone.on('exit', r));
    await writeFile(`${dataFile}.lock`, `${gone.pid}\n`);
    const store = await LeadStore.open(dataFile);
    expect(await readFile(`${dataFile}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    await store.close();
  });
});
