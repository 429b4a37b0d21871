/**
 * npm run bench:api -- [--requests 1000]
 * The local API's store under load, then under a crash:
 * 1. N concurrent valid posts of the largest size the schema allows, each
 *    with its own Idempotency-Key;
 * 2. N more, with the server killed (SIGKILL) mid-burst, restarted on the
 *    same file, and every post that got no answer sent again with its key,
 *    as the form's retry does.
 * Prints answers by status, leads stored, blank or invalid lines,
 * duplicates, and requests per second. Exits 1 if a 200 was not stored,
 * a lead was stored twice, or the file holds a line that is not a lead.
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

async function startServer(port: number, dataFile: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/api/server.ts', '--port', String(port), '--data', dataFile, '--origin', ORIGIN],
    {cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit']},
  );
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
  server.kill();
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
  const afterCrash = await inspect(dataFile);
  server = await startServer(port, dataFile);
  const repaired = await inspect(dataFile);
  const unanswered = outcomes.filter((o) => o.status !== 200);
  const retries = await Promise.all(unanswered.map((o) => post(port, o.key)));
  server.kill();
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
}

if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery lead answered 200 is stored once; no blank or invalid line.');
}
