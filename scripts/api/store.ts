/**
 * The leads store of the local API: a JSON Lines file a sales team can open,
 * one lead per line. What it guarantees:
 * - an answered lead is on disk: every byte of its line is written and
 *   synced before its answer; a short or failed write (a full disk, a file
 *   size limit) fails every lead of that write, the file is cut back to its
 *   last whole line, and `health` reports the failure until a write succeeds
 *   (if the cut itself fails, nothing more is written until a restart);
 * - lines never interleave or go blank: one writer per file (`<file>.lock`
 *   holds its pid), one append handle, writes queued in order inside the
 *   process, each batch written at once and synced once (group commit, so a
 *   burst costs a few syncs, not one per lead);
 * - a line that is not a lead (cut by a crash, edited by hand, not UTF-8) is
 *   moved at start-up to `<file>.quarantine`, with its line number and bytes,
 *   and the API starts with the rest;
 * - one lead per idempotency key: a repeat answers the first reference and
 *   stores nothing, even while writes fail; the same key with another body is refused.
 */
import {createHash, randomInt} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {appendFile, link, mkdir, open, readFile, realpath, rename, rm, type FileHandle} from 'node:fs/promises';
import path from 'node:path';

/** Readable aloud: no 0/O, 1/I. 32 symbols, 9 of them: 2^45 references. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newReference(): string {
  const chars = Array.from({length: 9}, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 3).join('')}-${chars.slice(3, 6).join('')}-${chars.slice(6).join('')}`;
}

export const REFERENCE_PATTERN = /^[2-9A-HJ-NP-Z]{3}-[2-9A-HJ-NP-Z]{3}-[2-9A-HJ-NP-Z]{3}$/;

export type Lead = {
  id: string;
  receivedAt: string;
  idempotencyKey?: string;
  /** sha256 of the request as validated: tells a repeat from another request under the same key. */
  requestHash: string;
  request: unknown;
};

export type StoreResult = {status: 'stored' | 'repeat'; id: string} | {status: 'conflict'};

export const hashRequest = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** The store cannot take a lead now (a write failed, or the file needs a restart to repair): a 503. */
export class StoreUnavailableError extends Error {}

/** Another process (or store) writes this file. */
export class StoreLockedError extends Error {}

/** Why a line is not a lead, or the lead it holds. */
export function parseLine(bytes: Uint8Array): Lead | {unreadable: string} {
  let text: string;
  try {
    // Strict: invalid UTF-8 is refused, not turned into U+FFFD; a byte order mark is kept and so fails JSON.parse.
    text = new TextDecoder('utf-8', {fatal: true, ignoreBOM: true}).decode(bytes);
  } catch {
    return {unreadable: 'not UTF-8'};
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {unreadable: `not JSON (${(error as Error).message})`};
  }
  const lead = value as Partial<Lead> | null;
  if (
    typeof lead !== 'object' ||
    lead === null ||
    Array.isArray(lead) ||
    typeof lead.id !== 'string' ||
    !REFERENCE_PATTERN.test(lead.id) ||
    typeof lead.receivedAt !== 'string' ||
    typeof lead.requestHash !== 'string' ||
    typeof lead.request !== 'object' ||
    lead.request === null ||
    (lead.idempotencyKey !== undefined && typeof lead.idempotencyKey !== 'string')
  ) {
    return {unreadable: 'not a lead (id, receivedAt, requestHash, request)'};
  }
  return lead as Lead;
}

/** The file's lines as bytes, with their numbers; `cut` is what follows the last newline. */
function splitLines(data: Buffer): {lines: {number: number; bytes: Buffer; start: number}[]; cut: Buffer} {
  const lines = [];
  let start = 0;
  for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10, start)) {
    lines.push({number: lines.length + 1, bytes: data.subarray(start, end), start});
    start = end + 1;
  }
  return {lines, cut: data.subarray(start)};
}

function readFileSyncOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process its parent has not reaped yet (a zombie, state Z) holds nothing.
  const stat = readFileSyncOrEmpty(`/proc/${pid}/stat`);
  return !/^\d+ \(.*\) Z/s.test(stat);
};

/**
 * `<file>.lock` with this process's pid, made whole before it appears (a
 * hard link of a written file), so a reader never sees it empty. A lock
 * whose process is gone (a kill -9) is taken over.
 */
async function acquireLock(file: string): Promise<string> {
  const lock = `${file}.lock`;
  const mine = `${lock}.${process.pid}`;
  await appendFile(mine, `${process.pid}\n`, {flag: 'w'});
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await link(mine, lock);
        return lock;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const pid = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
      if ((Number.isInteger(pid) && pid > 0 && isAlive(pid)) || attempt > 0) {
        throw new StoreLockedError(
          `${file} is in use by process ${pid || '?'}: one API per data file. Stop that process, or remove ${lock} if it is not an API.`,
        );
      }
      await rm(lock, {force: true});
    }
  } finally {
    await rm(mine, {force: true});
  }
}

const describeError = (error: unknown) => {
  const e = error as NodeJS.ErrnoException;
  const message = String(e?.message ?? e);
  return e.code && !message.startsWith(e.code) ? `${e.code}: ${message}` : message;
};

type Pending = {line: string; done: (error?: unknown) => void};

export class LeadStore {
  private handle!: FileHandle;
  private lock: string | null = null;
  /** Bytes of whole, synced lines: where the file is cut back to after a failed write. */
  private length = 0;
  private readonly ids = new Set<string>();
  /** Idempotency key → the lead stored (or being stored) under it. */
  private readonly byKey = new Map<string, {requestHash: string; id: Promise<string>}>();
  private queue: Pending[] = [];
  private writing: Promise<void> | null = null;
  /** The last write failed: what /health reports until a write succeeds. */
  private failure: string | null = null;
  /** The file could not be cut back after a failed write: nothing more is written until a restart repairs it. */
  private unrepaired = false;

  private constructor(readonly file: string) {}

  static async open(file: string): Promise<LeadStore> {
    const store = new LeadStore(file);
    await mkdir(path.dirname(file), {recursive: true});
    // Locked by its real path: a symlink to the same file is the same file.
    store.lock = await acquireLock(await realpath(file).catch(() => path.resolve(file)));
    try {
      await store.load();
    } catch (error) {
      await store.releaseLock();
      throw error;
    }
    return store;
  }

  /** Reads what is stored; lines that are not leads go to `<file>.quarantine` before any write. */
  private async load() {
    const data = await readFile(this.file).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return Buffer.alloc(0);
      throw e;
    });
    const {lines, cut} = splitLines(data);
    const kept: Buffer[] = [];
    const quarantined: string[] = [];
    const at = new Date().toISOString();
    const quarantine = (number: number, bytes: Buffer, reason: string) =>
      quarantined.push(
        `${JSON.stringify({line: number, reason, at, bytes: bytes.toString('base64'), text: bytes.toString('utf8')})}\n`,
      );
    for (const line of lines) {
      if (!line.bytes.toString('latin1').trim()) {
        // A blank line holds nothing; it is dropped when the file is rewritten.
        if (line.bytes.length) quarantine(line.number, line.bytes, 'blank');
        continue;
      }
      const lead = parseLine(line.bytes);
      if ('unreadable' in lead) {
        quarantine(line.number, line.bytes, lead.unreadable);
        continue;
      }
      kept.push(data.subarray(line.start, line.start + line.bytes.length + 1));
      this.ids.add(lead.id);
      if (lead.idempotencyKey && !this.byKey.has(lead.idempotencyKey)) {
        this.byKey.set(lead.idempotencyKey, {requestHash: lead.requestHash, id: Promise.resolve(lead.id)});
      }
    }
    if (cut.length) quarantine(lines.length + 1, cut, 'cut: no end of line (a crash or a failed write)');
    const good = Buffer.concat(kept);
    if (quarantined.length) {
      // The quarantine is synced before the file loses the lines, so no byte is ever only in memory.
      const q = await open(`${this.file}.quarantine`, 'a');
      await q.writeFile(quarantined.join(''));
      await q.sync();
      await q.close();
      const temporary = `${this.file}.${process.pid}.tmp`;
      const t = await open(temporary, 'w');
      await t.writeFile(good);
      await t.sync();
      await t.close();
      await rename(temporary, this.file);
      const dir = await open(path.dirname(this.file), 'r');
      await dir.sync();
      await dir.close();
      console.error(`${this.file}: ${quarantined.length} unreadable line(s) moved to ${this.file}.quarantine`);
    }
    this.length = good.length;
    this.handle = await open(this.file, 'a');
  }

  get size(): number {
    return this.ids.size;
  }

  /** Leads waiting to be written: what a server sheds load on. */
  get backlog(): number {
    return this.queue.length;
  }

  /** null while writes succeed; else why the last one failed. */
  get problem(): string | null {
    if (this.unrepaired)
      return `the file could not be cut back after a failed write (${this.failure}); restart the API`;
    return this.failure && `the last write failed (${this.failure})`;
  }

  async add(request: unknown, idempotencyKey?: string): Promise<StoreResult> {
    const requestHash = hashRequest(request);
    if (idempotencyKey) {
      const earlier = this.byKey.get(idempotencyKey);
      if (earlier) {
        if (earlier.requestHash !== requestHash) return {status: 'conflict'};
        return {status: 'repeat', id: await earlier.id};
      }
    }
    if (this.unrepaired) throw new StoreUnavailableError(this.problem!);
    let id = newReference();
    while (this.ids.has(id)) id = newReference();
    this.ids.add(id);
    const lead: Lead = {id, receivedAt: new Date().toISOString(), idempotencyKey, requestHash, request};
    const written = this.write(`${JSON.stringify(lead)}\n`).then(() => id);
    // Reserved before the write, so a repeat arriving meanwhile waits for this one.
    const reserved = {requestHash, id: written};
    if (idempotencyKey) this.byKey.set(idempotencyKey, reserved);
    try {
      await written;
    } catch (error) {
      // Not stored: forget the key and the reference, so a retry can store it.
      this.ids.delete(id);
      if (idempotencyKey && this.byKey.get(idempotencyKey) === reserved) this.byKey.delete(idempotencyKey);
      throw error;
    }
    return {status: 'stored', id};
  }

  private write(line: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({line, done: (error) => (error ? reject(error) : resolve())});
      this.writing ??= this.drain();
    });
  }

  /** Writes everything queued in one write and one sync, until the queue is empty. */
  private async drain() {
    while (this.queue.length) {
      const batch = this.queue;
      this.queue = [];
      const data = Buffer.from(batch.map((p) => p.line).join(''));
      try {
        if (this.unrepaired) throw new StoreUnavailableError(this.problem!);
        // A write may take only part of the data and report it in bytesWritten,
        // without an error: a full disk or a file size limit. The rest is
        // written until the system takes it or says why not.
        for (let offset = 0; offset < data.length;) {
          const {bytesWritten} = await this.handle.write(data, offset, data.length - offset);
          if (bytesWritten <= 0) throw new Error(`wrote ${offset} of ${data.length} bytes`);
          offset += bytesWritten;
        }
        await this.handle.datasync();
        this.length += data.length;
        this.failure = null;
        batch.forEach((p) => p.done());
      } catch (error) {
        await this.cutBack(error);
        const unavailable = new StoreUnavailableError(this.problem ?? describeError(error), {cause: error});
        batch.forEach((p) => p.done(unavailable));
      }
    }
    this.writing = null;
  }

  /** After a failed write: back to the last whole line, so the next write starts a line. */
  private async cutBack(error: unknown) {
    if (error instanceof StoreUnavailableError) return;
    this.failure = describeError(error);
    console.error(`${this.file}: a write failed, nothing of it is kept: ${this.failure}`);
    try {
      await this.handle.truncate(this.length);
      await this.handle.datasync();
    } catch (repair) {
      this.unrepaired = true;
      console.error(`${this.file}: could not cut the file back to ${this.length} bytes: ${describeError(repair)}`);
    }
  }

  private async releaseLock() {
    if (!this.lock) return;
    const pid = Number((await readFile(this.lock, 'utf8').catch(() => '')).trim());
    if (pid === process.pid) await rm(this.lock, {force: true});
    this.lock = null;
  }

  async close(): Promise<void> {
    await this.writing;
    await this.handle?.close();
    await this.releaseLock();
  }
}

/**
 * Every lead in a store file (for the sales export), oldest first. A line
 * that is not a lead is skipped and passed to `skipped` with its number; the
 * API moves such lines aside when it starts.
 */
export async function readLeads(
  file: string,
  skipped: (line: number, reason: string) => void = () => {},
): Promise<Lead[]> {
  const {lines, cut} = splitLines(await readFile(file));
  const leads: Lead[] = [];
  for (const line of lines) {
    if (!line.bytes.toString('latin1').trim()) continue;
    const lead = parseLine(line.bytes);
    if ('unreadable' in lead) skipped(line.number, lead.unreadable);
    else leads.push(lead);
  }
  if (cut.length) skipped(lines.length + 1, 'cut: no end of line (being written, or a crash)');
  return leads;
}
