/**
 * npm run bench:api -- [--requests 1000]
 * The local API's store under load, then under a crash, then on a full disk:
 * 1. N concurrent valid posts of the largest size the schema allows, each
 *    with its own Idempotency-Key;
 * 2. N more, with the server killed (SIGKILL) mid-burst, restarted on the
 *    same file, and every post that got no answer sent again with its key,
 *    as the form's retry does;
 * 3. N more to a server whose file may grow to about half of them (`ulimit -f`,
 *    as a full disk: writes fail part-way), then a restart with room and the
 *    retries of every post not answered 200.
 * Prints answers by status, leads stored, blank or invalid lines,
 * duplicates, and requests per second, then a summary per fault. Exits 1 if a
 * 200 was not stored, a lead was stored twice, or the file holds a line that
 * is not a lead.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {randomUUID} from 'node:crypto';
import {mkdtemp, readFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  adminBackOffices,
  categories,
  LIMITS,
  listingPlatforms,
  paymentMethods,
  systemLanguages,
  userPlatforms,
} from '../../src/data/customization';
import {freePort} from '../lib/freePort';
import {repoRoot} from '../lib/paths';

const {values} = parseArgs({options: {requests: {type: 'string', default: '1000'}}});
const N = Number(values.requests);
const ORIGIN = 'http://127.0.0.1:3000';

/** The largest request the schema accepts: every string at its limit, every list full. */
const largest = {
  name: 'Nguyễn Thị Phương Thảo '.repeat(5).slice(0, LIMITS.name).trim() || 'Nguyen',
  phone: '+84   90   123   45   67   890',
  country: 'VN',
  categories: [...categories],
  cooperationMode: 'franchiseAgent',
  detailedSelection: 'cabinet-8-folding',
  userPlatform: userPlatforms[0],
  adminBackOffice: adminBackOffices[0],
  listingPlatform: listingPlatforms[0],
  systemLanguages: [...systemLanguages],
  paymentMethods: [...paymentMethods],
  contactDetails: 'Zalo 0901234567, email sales@example.vn. '.repeat(20).slice(0, LIMITS.contactDetails),
  billing: Array.from({length: LIMITS.billingRows}, (_, i) => ({
    category: categories[i % categories.length],
    price: 12000 + i,
    endUser: 'consumer',
    paymentChannel: 'eWallet',
  })),
};

/** The API in its own process; `fileLimitKb` runs it under `ulimit -f` (SIGXFSZ ignored: writes fail with EFBIG). */
async function startServer(port: number, dataFile: string, fileLimitKb?: number): Promise<ChildProcess> {
  const args = ['--import', 'tsx', 'scripts/api/server.ts', '--port', String(port), '--data', dataFile];
  // Every post comes from 127.0.0.1: room for the whole burst from one address.
  args.push('--origin', ORIGIN, '--connections-per-client', String(N * 2));
  const command = [process.execPath, ...args].map((a) => `'${a}'`).join(' ');
  const child = fileLimitKb
    ? spawn('bash', ['-c', `trap '' XFSZ; ulimit -f ${fileLimitKb}; exec ${command}`], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'pipe'],
      })
    : spawn(process.execPath, args, {cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe']});
  // The store names each failed write; one line of that is enough here.
  let reported = 0;
  child.stderr!.on('data', (d: Buffer) => {
    if (reported++ < 1) process.stderr.write(`  (API: ${d.toString().split('\n')[0]})\n`);
  });
  for (let i = 0; i < 200; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the API did not start');
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

type Outcome = {key: string; status: number | 'no answer'; id?: string};

async function post(port: number, key: string): Promise<Outcome> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/customization`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Origin: ORIGIN, 'Idempotency-Key': key},
      body: JSON.stringify(largest),
    });
    const body = (await response.json()) as {data?: {id: string}};
    return {key, status: response.status, id: body.data?.id};
  } catch {
    return {key, status: 'no answer'};
  }
}

/** What the file holds: leads by reference and key, and lines that are not leads. */
async function inspect(dataFile: string) {
  const text = await readFile(dataFile, 'utf8').catch(() => '');
  const lines = text.split('\n').slice(0, -1);
  let blank = 0;
  let invalid = 0;
  const ids = new Map<string, number>();
  const keys = new Map<string, number>();
  for (const line of lines) {
    if (!line.trim()) {
      blank += 1;
      continue;
    }
    try {
      const lead = JSON.parse(line) as {id: string; idempotencyKey: string};
      ids.set(lead.id, (ids.get(lead.id) ?? 0) + 1);
      keys.set(lead.idempotencyKey, (keys.get(lead.idempotencyKey) ?? 0) + 1);
    } catch {
      invalid += 1;
    }
  }
  const duplicates = [...keys.values()].filter((n) => n > 1).length + [...ids.values()].filter((n) => n > 1).length;
  return {leads: ids.size, blank, invalid, duplicates, ids, unterminated: text.length > 0 && !text.endsWith('\n')};
}

const count = (outcomes: Outcome[]) =>
  Object.entries(
    outcomes.reduce<Record<string, number>>((acc, o) => ({...acc, [o.status]: (acc[o.status] ?? 0) + 1}), {}),
  )
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');

const problems: string[] = [];
/** Per fault: what a sales team relies on. */
const summary: Record<string, Record<string, number>> = {};
const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
console.log(
  `${N} concurrent posts of ${Buffer.byteLength(JSON.stringify(largest))} bytes each; ${os.cpus().length} CPUs`,
);

// 1. Load.
{
  const dataFile = path.join(dir, 'load.jsonl');
  const port = await freePort();
  const server = await startServer(port, dataFile);
  const started = performance.now();
  const outcomes = await Promise.all(Array.from({length: N}, () => post(port, randomUUID())));
  const seconds = (performance.now() - started) / 1000;
  await stop(server);
  const file = await inspect(dataFile);
  const ok = outcomes.filter((o) => o.status === 200);
  const missing = ok.filter((o) => !file.ids.has(o.id!)).length;
  console.log('\nload');
  console.table({
    answers: count(outcomes),
    'stored leads': file.leads,
    'answered 200 but not stored': missing,
    'blank lines': file.blank,
    'invalid lines': file.invalid,
    duplicates: file.duplicates,
    'requests/s': Math.round(N / seconds),
  });
  if (missing || file.blank || file.invalid || file.duplicates) problems.push('load: the store lost or doubled leads');
  if (ok.length !== file.leads) problems.push(`load: ${ok.length} answered 200, ${file.leads} stored`);
  const unexpected = outcomes.filter((o) => o.status !== 200 && o.status !== 503 && o.status !== 429);
  if (unexpected.length) problems.push(`load: ${unexpected.length} answers other than 200 or a deliberate 503/429`);
}

// 2. A crash mid-burst, a restart, and the retries.
{
  const dataFile = path.join(dir, 'crash.jsonl');
  const port = await freePort();
  let server = await startServer(port, dataFile);
  const keys = Array.from({length: N}, () => randomUUID());
  let answered = 0;
  const burst = Promise.all(
    keys.map((key) =>
      post(port, key).then((o) => {
        answered += o.status === 200 ? 1 : 0;
        return o;
      }),
    ),
  );
  // Kill once part of the burst is answered: writes are in flight.
  while (answered < N / 5) await new Promise((r) => setTimeout(r, 2));
  server.kill('SIGKILL');
  const outcomes = await burst;
  await stop(server);
  const afterCrash = await inspect(dataFile);
  server = await startServer(port, dataFile);
  const repaired = await inspect(dataFile);
  const unanswered = outcomes.filter((o) => o.status !== 200);
  const retries = await Promise.all(unanswered.map((o) => post(port, o.key)));
  await stop(server);
  const final = await inspect(dataFile);
  const ok = [...outcomes, ...retries].filter((o) => o.status === 200);
  const missing = ok.filter((o) => !final.ids.has(o.id!)).length;
  const idsOfKeys = new Map<string, Set<string>>();
  for (const o of ok) idsOfKeys.set(o.key, (idsOfKeys.get(o.key) ?? new Set()).add(o.id!));
  const twoReferences = [...idsOfKeys.values()].filter((ids) => ids.size > 1).length;
  console.log('\nSIGKILL mid-burst, restart, retry with the same keys');
  console.table({
    'answers before the kill': count(outcomes),
    'leads on disk after the kill': afterCrash.leads,
    'cut last line after the kill': afterCrash.unterminated ? 'yes' : 'no',
    'blank or invalid lines after restart': repaired.blank + repaired.invalid,
    retries: count(retries),
    'stored leads at the end': final.leads,
    'answered 200 but not stored': missing,
    'a key answered with two references': twoReferences,
    duplicates: final.duplicates,
  });
  if (missing || final.duplicates || twoReferences || repaired.blank || repaired.invalid) {
    problems.push('crash: a lead was lost, doubled, or a line is not a lead');
  }
  if (final.leads !== N) problems.push(`crash: ${final.leads} of ${N} leads stored after the retries`);
  const okBefore = outcomes.filter((o) => o.status === 200);
  summary['SIGKILL mid-burst'] = {
    'answered 200': okBefore.length,
    stored: afterCrash.leads,
    'answered but lost': okBefore.filter((o) => !afterCrash.ids.has(o.id!)).length,
    duplicates: afterCrash.duplicates,
    'stored after restart + retries': final.leads,
    'duplicates after retries': final.duplicates + twoReferences,
  };
}

// 3. A full disk: the file may grow to about half the burst; then room again, and the retries.
{
  const dataFile = path.join(dir, 'full.jsonl');
  const port = await freePort();
  const leadBytes = Buffer.byteLength(JSON.stringify(largest)) + 250;
  const fileLimitKb = Math.ceil((N / 2) * (leadBytes / 1024));
  let server = await startServer(port, dataFile, fileLimitKb);
  const keys = Array.from({length: N}, () => randomUUID());
  const outcomes = await Promise.all(keys.map((key) => post(port, key)));
  const health = await fetch(`http://127.0.0.1:${port}/health`).then(async (r) => ({
    status: r.status,
    msg: ((await r.json()) as {msg: string}).msg,
  }));
  await stop(server);
  const whenFull = await inspect(dataFile);
  server = await startServer(port, dataFile);
  const unanswered = outcomes.filter((o) => o.status !== 200);
  const retries = await Promise.all(unanswered.map((o) => post(port, o.key)));
  await stop(server);
  const final = await inspect(dataFile);
  const ok = outcomes.filter((o) => o.status === 200);
  const lost = ok.filter((o) => !whenFull.ids.has(o.id!)).length;
  const allOk = [...outcomes, ...retries].filter((o) => o.status === 200);
  const idsOfKeys = new Map<string, Set<string>>();
  for (const o of allOk) idsOfKeys.set(o.key, (idsOfKeys.get(o.key) ?? new Set()).add(o.id!));
  const twoReferences = [...idsOfKeys.values()].filter((ids) => ids.size > 1).length;
  console.log(`\nfull disk: the file may grow to ${fileLimitKb} KB (ulimit -f), then room again and the retries`);
  console.table({
    'answers while full': count(outcomes),
    // 503 until a write succeeds: a smaller batch after a failed one may still fit.
    '/health after the burst': `${health.status} ${health.msg}`,
    'leads on disk while full': whenFull.leads,
    'cut last line while full': whenFull.unterminated ? 'yes' : 'no',
    'answered 200 but not stored': lost,
    retries: count(retries),
    'stored leads at the end': final.leads,
    'a key answered with two references': twoReferences,
    duplicates: final.duplicates,
  });
  if (lost || whenFull.duplicates || whenFull.blank || whenFull.invalid || whenFull.unterminated) {
    problems.push('full disk: a lead answered 200 was lost, doubled, or a line is not a lead');
  }
  if (ok.length !== whenFull.leads) problems.push(`full disk: ${ok.length} answered 200, ${whenFull.leads} stored`);
  if (ok.length === N) problems.push('full disk: every post fitted, the limit was not reached');
  if (final.leads !== N || final.duplicates || twoReferences) {
    problems.push(`full disk: ${final.leads} of ${N} leads stored once after the retries`);
  }
  summary['full disk'] = {
    'answered 200': ok.length,
    stored: whenFull.leads,
    'answered but lost': lost,
    duplicates: whenFull.duplicates,
    'stored after restart + retries': final.leads,
    'duplicates after retries': final.duplicates + twoReferences,
  };
}

console.log(`\nsummary: ${N} posts per fault`);
console.table(summary);

if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery lead answered 200 is stored once; no blank or invalid line.');
}
