/**
 * npm run leads -- [--since 2026-11-01] [--format csv|json] [--data file]
 * The stored customisation requests, one row each, for the sales team:
 * CSV (UTF-8 with a BOM, so Excel keeps Vietnamese and Khmer names intact;
 * every field quoted) or JSON Lines.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {CustomizationRequest} from '../../src/api/customizationSchema';
import {currencyOfCountry, defaultCurrency} from '../../src/data/customization';
import {readLeads, type Lead} from './store';

/** A row's price is in the currency of the country chosen, as the form showed it. */
const currencyOf = (country: unknown) =>
  currencyOfCountry[country as keyof typeof currencyOfCountry] ?? defaultCurrency;

/** A stored list as words; a lead written by an older schema (or by hand) may lack it. */
const words = (list: unknown) => (Array.isArray(list) ? list.join(' ') : '');

const COLUMNS: [string, (lead: Lead & {request: CustomizationRequest}) => unknown][] = [
  ['reference', (l) => l.id],
  ['received at', (l) => l.receivedAt],
  ['name', (l) => l.request.name],
  ['phone', (l) => l.request.phone],
  ['country', (l) => l.request.country],
  ['categories', (l) => words(l.request.categories)],
  ['cooperation mode', (l) => l.request.cooperationMode],
  ['detailed selection', (l) => l.request.detailedSelection],
  ['user-side platform', (l) => l.request.userPlatform],
  ['admin back-office', (l) => l.request.adminBackOffice],
  ['listing platform', (l) => l.request.listingPlatform],
  ['system languages', (l) => words(l.request.systemLanguages)],
  ['payment methods', (l) => words(l.request.paymentMethods)],
  ['contact details', (l) => l.request.contactDetails],
  [
    'billing',
    (l) =>
      (Array.isArray(l.request.billing) ? l.request.billing : [])
        .map(
          (b) =>
            `${b.category} ${b.price} ${currencyOf(l.request.country)} ${b.unit ?? 'perHour'} ${b.endUser} ${b.paymentChannel}`,
        )
        .join('; '),
  ],
];

/** RFC 4180: every field quoted, quotes doubled; a leading = + - @ is defused so a spreadsheet shows it as text. */
export function csvField(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function leadsCsv(leads: Lead[]): string {
  const rows = [COLUMNS.map(([name]) => name), ...leads.map((l) => COLUMNS.map(([, get]) => get(l as never)))];
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const {values} = parseArgs({
    options: {
      since: {type: 'string'},
      format: {type: 'string', default: 'csv'},
      data: {type: 'string', default: process.env.API_DATA_FILE ?? 'data/customization-requests.jsonl'},
    },
  });
  if (values.format !== 'csv' && values.format !== 'json') {
    console.error('--format is csv or json');
    process.exit(2);
  }
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime())) {
    console.error(`--since ${values.since} is not a date (2026-11-01)`);
    process.exit(2);
  }
  const file = path.resolve(values.data);
  // A line that is not a lead (edited by hand, cut by a crash) is named, not fatal: the rest are still leads.
  const skipped = (line: number, reason: string) => console.error(`${values.data}: line ${line}: skipped, ${reason}`);
  const leads = (await readLeads(file, skipped)).filter((l) => !since || new Date(l.receivedAt) >= since);
  process.stdout.write(values.format === 'csv' ? leadsCsv(leads) : leads.map((l) => `${JSON.stringify(l)}\n`).join(''));
}
