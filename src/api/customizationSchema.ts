/**
 * The customisation request, validated by the same zod schema in the form,
 * in the API wrapper and in the local API (scripts/api/server.ts). Error
 * messages are stable codes; the form shows them in the page's language.
 * Relative imports only: the local API loads this file outside the site.
 */
import {z} from 'zod';
import {LIMITS, optionLists, type OptionListName} from '../data/customization';
import {
  fieldProblems,
  requestFields,
  type Column,
  type RequestField,
  type RequestFields,
  type TextCheck,
} from '../data/customizationFields';

export {LIMITS};

// zod 4 compiles parsers with `new Function` when it may; the site's CSP
// forbids eval, and even zod's try-and-see probe is reported as a violation.
z.config({jitless: true});

/**
 * +84 90 123 45 67, (028) 3822-6868, 0901234567: 6 to 15 digits, E.164's
 * limit. Spaces are the printable ones a pasted number may carry (no-break,
 * ideographic), never a line break, tab or byte order mark.
 */
const phonePattern = /^\+?[\d\p{Zs}().-]+$/u;

/**
 * Characters a reader cannot see or that break the line they are in:
 * control and format characters (a right-to-left override, zero-width
 * spaces), line and paragraph separators, lone surrogates (not text at all)
 * and private-use characters. The zero-width (non-)joiner is part of writing
 * some scripts and stays allowed. Unassigned code points are not refused:
 * the browser and the API may know different Unicode versions.
 */
const hiddenCharacter = (value: string) =>
  /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u.test(value.replace(/[\u200c\u200d]/g, ''));

/** A letter that shows: Hangul fillers (U+3164, U+115F…) are letters that draw nothing. */
const visibleLetter = (value: string) => /\p{L}/u.test(value.replace(/\p{Default_Ignorable_Code_Point}/gu, ''));

/** Whether one character (grapheme) carries more combining marks than any script writes. */
function stackedMarks(value: string): boolean {
  const graphemes =
    typeof Intl.Segmenter === 'function'
      ? Array.from(new Intl.Segmenter(undefined, {granularity: 'grapheme'}).segment(value), (s) => s.segment)
      : value.split(/(?=\P{M})/u);
  return graphemes.some((g) => (g.match(/\p{M}/gu)?.length ?? 0) > LIMITS.marksPerCharacter);
}

/**
 * How each check of the table is tested. An empty value passes (it is reported
 * as required, if anything), and so does a phone number too long to be one.
 */
const passes: Record<TextCheck, (value: string, maxLength: number) => boolean> = {
  personName: (v) => v === '' || (visibleLetter(v) && !hiddenCharacter(v) && !stackedMarks(v)),
  phoneNumber: (v, maxLength) => {
    if (v === '' || v.length > maxLength) return true;
    const digits = v.replace(/\D/g, '').length;
    return phonePattern.test(v) && digits >= 6 && digits <= 15;
  },
  visibleText: (v) => !hiddenCharacter(v.replace(/[\n\r\t]/g, ' ')),
};

// What zod infers for each kind of field, so that the request's types below
// name every field, option and default as precisely as a hand-written schema.
type Options<L extends OptionListName> = z.ZodEnum<{[V in (typeof optionLists)[L][number]]: V}>;
const options = <L extends OptionListName>(list: L, message?: string) =>
  z.enum(optionLists[list] as unknown as [string, ...string[]], message ? {message} : undefined) as Options<L>;

type ColumnSchema<C> = C extends {kind: 'select'; options: infer L extends OptionListName; whenMissing: string}
  ? z.ZodDefault<Options<L>>
  : C extends {kind: 'select'; options: infer L extends OptionListName}
    ? Options<L>
    : z.ZodNumber;

type FieldSchema<F> = F extends {kind: 'select'; options: infer L extends OptionListName}
  ? z.ZodOptional<z.ZodUnion<[Options<L>, z.ZodLiteral<''>]>>
  : F extends {kind: 'checkboxes'; options: infer L extends OptionListName}
    ? z.ZodDefault<z.ZodArray<Options<L>>>
    : F extends {kind: 'rows'; columns: infer C}
      ? z.ZodDefault<z.ZodArray<z.ZodObject<{[K in keyof C]: ColumnSchema<C[K]>}>>>
      : F extends {required: true}
        ? z.ZodString
        : z.ZodDefault<z.ZodString>;

function columnSchema(path: string, column: Column): z.ZodType {
  const problems = fieldProblems(path, column);
  if (column.kind === 'select') {
    const choice: z.ZodEnum = options(column.options, problems.invalid!.code);
    return column.whenMissing ? choice.default(column.whenMissing) : choice;
  }
  // A number as typed, never coerced: '', null, true and [5] are not amounts.
  return z
    .number({message: problems.invalid!.code})
    .min(column.min, problems.invalid!.code)
    .max(column.max, problems.tooHigh!.code);
}

function fieldSchema(code: string, field: RequestField): z.ZodType {
  const problems = fieldProblems(code, field);
  switch (field.kind) {
    case 'select':
      return z.union([options(field.options), z.literal('')]).optional();
    case 'checkboxes': {
      const list = optionLists[field.options];
      const invalid = problems.invalid!.code;
      // Known options, each once.
      return z
        .array(options(field.options), {message: invalid})
        .max(list.length, invalid)
        .refine((chosen) => new Set(chosen).size === chosen.length, invalid)
        .default([]);
    }
    case 'rows': {
      const columns = Object.entries(field.columns).map(([name, column]) => [
        name,
        columnSchema(`${code}.${name}`, column),
      ]);
      return z
        .array(z.object(Object.fromEntries(columns)))
        .max(field.maxRows, problems.tooMany!.code)
        .default([]);
    }
    default: {
      const text = z.string().trim();
      const bounded = (problems.required ? text.min(1, problems.required.code) : text)
        .max(field.maxLength, problems.tooLong!.code)
        .refine((v) => passes[field.check](v, field.maxLength), problems.check!.code);
      return problems.required ? bounded : bounded.default('');
    }
  }
}

type RequestShape = {[K in keyof RequestFields]: FieldSchema<RequestFields[K]>};

/** The request's schema, field by field from the table, in its order. */
export const customizationSchema = z.object(
  Object.fromEntries(
    Object.entries(requestFields).map(([code, field]) => [code, fieldSchema(code, field)]),
  ) as unknown as RequestShape,
);

export type CustomizationInput = z.input<typeof customizationSchema>;
export type CustomizationRequest = z.output<typeof customizationSchema>;

/** What the API answers for an accepted request. */
export type CustomizationAccepted = {id: string};
