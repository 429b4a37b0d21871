/**
 * The customisation request, validated by the same zod schema in the form,
 * in the API wrapper and in the local API (scripts/dev/api-server.ts). Error
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
  systemLanguages,
  userPlatforms,
} from '../data/customization';

// zod 4 compiles parsers with `new Function` when it may; the site's CSP
// forbids eval, and even zod's try-and-see probe is reported as a violation.
z.config({jitless: true});

/** +84 90 123 45 67, (028) 3822-6868, 0901234567: 6 to 15 digits, E.164's limit. */
const phonePattern = /^\+?[\d\s().-]+$/;

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).optional();

export const billingRowSchema = z.object({
  category: z.enum(categories, {message: 'billing.category'}),
  price: z.coerce
    .number({message: 'billing.price'})
    .refine((n) => Number.isFinite(n) && n >= 0, {message: 'billing.price'}),
  endUser: z.enum(endUsers, {message: 'billing.endUser'}),
  paymentChannel: z.enum(paymentChannels, {message: 'billing.paymentChannel'}),
});

export const customizationSchema = z.object({
  name: z.string().trim().min(1, 'name.required').max(100, 'name.tooLong'),
  phone: z
    .string()
    .trim()
    .min(1, 'phone.required')
    .refine((v) => {
      if (v === '') return true; // reported as phone.required
      const digits = v.replace(/\D/g, '').length;
      return phonePattern.test(v) && digits >= 6 && digits <= 15;
    }, 'phone.invalid'),
  country: optionalChoice(countries),
  categories: z.array(z.enum(categories)).default([]),
  cooperationMode: optionalChoice(cooperationModes),
  detailedSelection: optionalChoice(detailedSelections),
  userPlatform: optionalChoice(userPlatforms),
  adminBackOffice: optionalChoice(adminBackOffices),
  listingPlatform: optionalChoice(listingPlatforms),
  systemLanguages: z.array(z.enum(systemLanguages)).default([]),
  paymentMethods: z.array(z.enum(paymentMethods)).default([]),
  contactDetails: z.string().trim().max(500, 'contactDetails.tooLong').default(''),
  billing: z.array(billingRowSchema).max(20).default([]),
});

export type CustomizationInput = z.input<typeof customizationSchema>;
export type CustomizationRequest = z.output<typeof customizationSchema>;

/** What the API answers for an accepted request. */
export type CustomizationAccepted = {id: string};
