/**
 * The product catalogue (/shopping). Names and features are
 * translated in code.json under `products.<id>.*`; everything measurable
 * lives here once.
 *
 * SAMPLE DATA: the specification names the products and the fields but not
 * their values. Sizes, electrical ratings and screen size below are
 * plausible placeholders for layout and tests; the company replaces them.
 */
import type {Rating} from '../plugins/localeFormat/format';

export type ProductId = 'cabinet-6' | 'cabinet-8-folding' | 'cabinet-stacked-screen' | 'power-bank';

/** Keys of translated feature lines: `products.feature.<key>`. */
export type FeatureKey =
  | 'scanToRent'
  | 'returnAnywhere'
  | 'fastCharge'
  | 'fourG'
  | 'foldable'
  | 'desktop'
  | 'stackable'
  | 'adScreen'
  | 'remoteControl'
  | 'threeCables'
  | 'twoDevices'
  | 'ledLevel';

/** A value the business has not given yet: the catalogue says "on request", never a blank. */
export type OnRequest = 'onRequest';

/** How a cabinet is set up at a venue. */
export type Mounting = 'counter' | 'wall' | 'floor';

export type Product = {
  id: ProductId;
  /** Battery compartments (slots); null where the product has none. */
  compartments: number | null;
  features: readonly FeatureKey[];
  /** Outside dimensions, in millimetres. */
  size: {tall: number; wide: number; long: number};
  /** Electrical ratings: numbers and kinds of current, written out per locale by formatRating. */
  input: Rating;
  output: Rating;
  /** Weight, in kilograms. */
  weightKg: number | OnRequest;
  /** Most power the product draws from the mains, in watts; null for a power bank (it is charged by a cabinet). */
  powerDrawW: number | OnRequest | null;
  /** How it is set up; null for a power bank (it is carried). */
  mounting: readonly Mounting[] | OnRequest | null;
  /** Warranty, in months. */
  warrantyMonths: number | OnRequest;
  /** Certifications by their marks (CE, FCC, ...), written as issued: never translated. */
  certifications: readonly string[] | OnRequest;
  /** A drawing made for the catalogue, with its intrinsic size. */
  image: {src: string; width: number; height: number};
};

/**
 * Weight, power draw, warranty and certifications are not in the
 * specification: each is 'onRequest' until the business gives it here.
 * Mounting follows from the design where it is clear (a desktop cabinet
 * stands on a counter, the stacked one on the floor).
 */
const toBeGiven = {
  weightKg: 'onRequest',
  warrantyMonths: 'onRequest',
  certifications: 'onRequest',
} as const;

/** The cabinets take mains power anywhere: 100–240 V at 50 or 60 Hz. */
const mains: Rating = {current: 'ac', volts: {min: 100, max: 240}, hertz: [50, 60]};

export const products: readonly Product[] = [
  {
    id: 'cabinet-6',
    compartments: 6,
    features: ['scanToRent', 'returnAnywhere', 'fourG', 'desktop'],
    size: {tall: 200, wide: 150, long: 290},
    ...toBeGiven,
    powerDrawW: 'onRequest',
    mounting: ['counter'],
    input: mains,
    output: {current: 'dc', volts: 5, amps: 2},
    image: {src: '/img/products/cabinet-6.svg', width: 320, height: 240},
  },
  {
    id: 'cabinet-8-folding',
    compartments: 8,
    features: ['scanToRent', 'returnAnywhere', 'fourG', 'foldable'],
    size: {tall: 410, wide: 180, long: 300},
    ...toBeGiven,
    powerDrawW: 'onRequest',
    mounting: 'onRequest',
    input: mains,
    output: {current: 'dc', volts: 5, amps: 2},
    image: {src: '/img/products/cabinet-8-folding.svg', width: 320, height: 240},
  },
  {
    id: 'cabinet-stacked-screen',
    compartments: 24,
    features: ['scanToRent', 'returnAnywhere', 'stackable', 'adScreen', 'remoteControl'],
    size: {tall: 1750, wide: 520, long: 400},
    ...toBeGiven,
    powerDrawW: 'onRequest',
    mounting: ['floor'],
    input: mains,
    output: {current: 'dc', volts: 5, amps: 2},
    image: {src: '/img/products/cabinet-stacked-screen.svg', width: 320, height: 240},
  },
  {
    id: 'power-bank',
    compartments: null,
    features: ['threeCables', 'twoDevices', 'ledLevel', 'fastCharge'],
    size: {tall: 128, wide: 70, long: 20},
    ...toBeGiven,
    powerDrawW: null,
    mounting: null,
    input: {current: 'dc', volts: 5, amps: 2},
    output: {current: 'dc', volts: 5, amps: 2.4},
    image: {src: '/img/products/power-bank.svg', width: 320, height: 240},
  },
];

/**
 * Device kinds the home page advertises that the catalogue has no models of
 * yet: shown with their specifications on request, and a way to ask.
 */
export const otherDeviceKinds = ['cables', 'washingMachines'] as const;
