/** The sales team's export (npm run leads): what Excel opens. */
import {execFile} from 'node:child_process';
import {mkdtemp, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';
import {csvField} from '../../scripts/api/leads';
import type {Lead} from '../../scripts/api/store';

const run = promisify(execFile);

const lead = (id: string, receivedAt: string, name: string, contactDetails = ''): Lead => ({
  id,
  receivedAt,
  requestHash: 'x',
  request: {
    name,
    phone: '+84 90 123 4567',
    categories: ['powerBanks', 'cables'],
    systemLanguages: [],
    paymentMethods: [],
    contactDetails,
    billing: [{category: 'powerBanks', price: 12000, endUser: 'consumer', paymentChannel: 'eWallet'}],
  },
});

async function leads(args: string[]) {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'leads-')), 'leads.jsonl');
  const rows = [
    lead('AAA-BBB-CCC', '2026-10-30T09:00:00.000Z', 'Old Lead'),
    lead('R3K-2WN-P5M', '2026-11-02T09:00:00.000Z', 'Nguyễn Thị Ánh', 'Zalo: "0901", ghi chú\nhai dòng'),
    lead('7QW-DLA-3MT', '2026-11-03T09:00:00.000Z', 'សុខ ចាន់ដារ៉ា', '=HYPERLINK("http://x")'),
  ];
  await writeFile(file, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
  const {stdout} = await run('npx', ['tsx', 'scripts/api/leads.ts', '--data', file, ...args], {
    cwd: path.resolve(__dirname, '../..'),
  });
  return stdout;
}

describe('npm run leads', () => {
  it('writes CSV that Excel opens with every name intact: BOM, quoted fields, CRLF rows', async () => {
    const csv = await leads(['--since', '2026-11-01']);
    expect(csv.startsWith('\uFEFF"reference","received at","name","phone"')).toBe(true);
    const rows = csv.slice(1).split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(3); // header + the two leads since 1 November (one spans two lines in a cell)
    // A leading + would make the spreadsheet read the phone number as a formula.
    expect(csv).toContain('"R3K-2WN-P5M","2026-11-02T09:00:00.000Z","Nguyễn Thị Ánh","\'+84 90 123 4567"');
    expect(csv).toContain('"Zalo: ""0901"", ghi chú\nhai dòng"');
    expect(csv).toContain('"សុខ ចាន់ដារ៉ា"');
    expect(csv).not.toContain('Old Lead');
    expect(csv).toContain('"powerBanks 12000 VND perHour consumer eWallet"');
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+84 90 123 4567')).toBe('"\'+84 90 123 4567"');
    expect(csvField(undefined)).toBe('""');
  });

  it('prints JSON Lines with --format json', async () => {
    const lines = (await leads(['--format', 'json'])).trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as Lead).id)).toEqual(['AAA-BBB-CCC', 'R3K-2WN-P5M', '7QW-DLA-3MT']);
  });
});
