import {z} from 'zod';
import {agreementDocIds} from './helpCenter';

/** YAML turns `2026-07-01` into a Date; a quoted one stays a string. */
const isoDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')])
  .transform((d) => (typeof d === 'string' ? d : d.toISOString().slice(0, 10)));

/** Every help document: a title for the tab and a description for search results. */
export const helpDocFrontMatter = z
  .object({
    title: z.string().trim().min(2).max(90),
    description: z.string().trim().min(15).max(200),
    /** In translations: the hash of the source they were made from (scripts/lib/i18n.ts). */
    source_hash: z
      .string()
      .regex(/^[0-9a-f]{12}$/)
      .optional(),
  })
  .strict();

/** Agreements also say which version they are and since when it applies. */
export const agreementFrontMatter = helpDocFrontMatter
  .extend({
    version: z.string().regex(/^\d+\.\d+$/, 'expected a version like "2.0" (quoted)'),
    effective_date: isoDate,
  })
  .strict();

export function frontMatterSchemaFor(docId: string) {
  return (agreementDocIds as readonly string[]).includes(docId) ? agreementFrontMatter : helpDocFrontMatter;
}
