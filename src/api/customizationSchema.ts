/**
 * The customisation request, validated by the same zod schema in the form,
 * in the API wrapper and in the local API (scripts/api/server.ts). Error
 * messages are stable codes; the form shows them in the page's language.
 * Relative imports only: the local API loads this file outside the site.
 */
import {z} from 'zod';
import {
  adminBackOffices,
  categories,
  cooperationModes,
  countries,
  detailedSelections,
  endUsers,
  listingPlatforms,
  paymentChannels,
  paymentMethods,
  priceUnits,
  systemLanguages,
  userPlatforms,
  LIMITS,
} from '../data/customization';

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

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).optional();

/** A multi-select: known options, each once. */
const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values), {message: 'choices.invalid'})
    .max(values.length, 'choices.invalid')
    .refine((list) => new Set(list).size === list.length, 'choices.invalid')
    .default([]);

export const billingRowSchema = z.object({
  category: z.enum(categories, {message: 'billing.category'}),
  // A number as typed, never coerced: '', null, true and [5] are not prices.
  price: z.number({message: 'billing.price'}).min(0, 'billing.price').max(LIMITS.price, 'billing.priceTooHigh'),
  // Requests sent before the form asked for it were priced per hour.
  unit: z.enum(priceUnits, {message: 'billing.unit'}).default('perHour'),
  endUser: z.enum(endUsers, {message: 'billing.endUser'}),
  paymentChannel: z.enum(paymentChannels, {message: 'billing.paymentChannel'}),
});

export const customizationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'name.required')
    .max(LIMITS.name, 'name.tooLong')
    .refine((v) => v === '' || (visibleLetter(v) && !hiddenCharacter(v) && !stackedMarks(v)), 'name.letters'),
  phone: z
    .string()
    .trim()
    .min(1, 'phone.required')
    .max(LIMITS.phone, 'phone.tooLong')
    .refine((v) => {
      if (v === '' || v.length > LIMITS.phone) return true; // reported as phone.required or phone.tooLong
      const digits = v.replace(/\D/g, '').length;
      return phonePattern.test(v) && digits >= 6 && digits <= 15;
    }, 'phone.invalid'),
  country: optionalChoice(countries),
  categories: choices(categories),
  cooperationMode: optionalChoice(cooperationModes),
  detailedSelection: optionalChoice(detailedSelections),
  userPlatform: optionalChoice(userPlatforms),
  adminBackOffice: optionalChoice(adminBackOffices),
  listingPlatform: optionalChoice(listingPlatforms),
  systemLanguages: choices(systemLanguages),
  paymentMethods: choices(paymentMethods),
  contactDetails: z
    .string()
    .trim()
    .max(LIMITS.contactDetails, 'contactDetails.tooLong')
    .refine((v) => !hiddenCharacter(v.replace(/[\n\r\t]/g, ' ')), 'contactDetails.hidden')
    .default(''),
  billing: z.array(billingRowSchema).max(LIMITS.billingRows, 'billing.tooMany').default([]),
});

export type CustomizationInput = z.input<typeof customizationSchema>;
export type CustomizationRequest = z.output<typeof customizationSchema>;

/** What the API answers for an accepted request. */
export type CustomizationAccepted = {id: string};
