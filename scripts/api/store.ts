/**
 * The leads store of the local API: a JSON Lines file a sales team can open,
 * one lead per line. What it guarantees:
 * - an answered lead is on disk: every write is synced before its answer;
 * - lines never interleave or go blank: one append handle, writes queued in
 *   order inside the process, each batch written at once and synced once
 *   (group commit, so a burst costs a few syncs, not one per lead);
 * - a cut last line (a crash mid-write) is moved aside once at start-up, to
 *   `<file>.damaged`, so the file stays valid JSON Lines;
 * - one lead per idempotency key: a repeat answers the first reference and
 *   stores nothing; the same key with another body is refused.
 */
import {createHash, randomInt} from 'node:crypto';
import {appendFile, mkdir, open, readFile, truncate, type FileHandle} from 'node:fs/promises';
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

type Pending = {line: string; done: (error?: unknown) => void};

export class LeadStore {
  private handle!: FileHandle;
  private readonly ids = new Set<string>();
  /** Idempotency key → the lead stored (or being stored) under it. */
  private readonly byKey = new Map<string, {requestHash: string; id: Promise<string>}>();
  private queue: Pending[] = [];
  private writing: Promise<void> | null = null;
  /** A failed write may have left part of a line: nothing more is written until a restart repairs it. */
  private broken: unknown = null;

  private constructor(readonly file: string) {}

  static async open(file: string): Promise<LeadStore> {
    const store = new LeadStore(file);
    await store.load();
    return store;
  }

  /** Reads what is stored, and moves a cut last line aside (once, before any write). */
  private async load() {
    await mkdir(path.dirname(this.file), {recursive: true});
    const text = await readFile(this.file, 'utf8').catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return '';
      throw e;
    });
    const end = text.lastIndexOf('\n') + 1;
    if (end < text.length) {
      await appendFile(`${this.file}.damaged`, `${text.slice(end)}\n`);
      await truncate(this.file, Buffer.byteLength(text.slice(0, end)));
    }
    for (const line of text.slice(0, end).split('\n')) {
      if (!line.trim()) continue;
      const lead = JSON.parse(line) as Lead;
      this.ids.add(lead.id);
      if (lead.idempotencyKey) {
        this.byKey.set(lead.idempotencyKey, {requestHash: lead.requestHash, id: Promise.resolve(lead.id)});
      }
    }
    this.handle = await open(this.file, 'a');
  }

  get size(): number {
    return this.ids.size;
  }

  /** Leads waiting to be written: what a server sheds load on. */
  get backlog(): number {
    return this.queue.length;
  }

  async add(request: unknown, idempotencyKey?: string): Promise<StoreResult> {
    if (this.broken) throw new Error('the store needs a restart after a failed write', {cause: this.broken});
    const requestHash = hashRequest(request);
    if (idempotencyKey) {
      const earlier = this.byKey.get(idempotencyKey);
      if (earlier) {
        if (earlier.requestHash !== requestHash) return {status: 'conflict'};
        return {status: 'repeat', id: await earlier.id};
      }
    }
    let id = newReference();
    while (this.ids.has(id)) id = newReference();
    this.ids.add(id);
    const lead: Lead = {id, receivedAt: new Date().toISOString(), idempotencyKey, requestHash, request};
    const written = this.write(`${JSON.stringify(lead)}\n`).then(() => id);
    // Reserved before the write, so a repeat arriving meanwhile waits for this one.
    if (idempotencyKey) this.byKey.set(idempotencyKey, {requestHash, id: written});
    try {
      await written;
    } catch (error) {
      // Not stored: forget the key and the reference, so a retry can store it.
      this.ids.delete(id);
      if (idempotencyKey) this.byKey.delete(idempotencyKey);
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
      try {
        await this.handle.write(batch.map((p) => p.line).join(''));
        await this.handle.datasync();
        batch.forEach((p) => p.done());
      } catch (error) {
        this.broken = error;
        batch.forEach((p) => p.done(error));
        this.queue.splice(0).forEach((p) => p.done(error));
      }
    }
    this.writing = null;
  }

  async close(): Promise<void> {
    await this.writing;
    await this.handle.close();
  }
}

/** Every lead in a store file (for the sales export), oldest first; a cut last line is skipped. */
export async function readLeads(file: string): Promise<Lead[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Lead);
}
