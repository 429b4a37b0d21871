/**
 * What a venue or a partner agrees to in each cooperation mode, for the
 * venues page (/venues). The specification names the five modes and no
 * terms: who buys and runs the hardware follows from what a mode is (an
 * independent brand or a franchise agent owns its stations; in partner
 * operation we do); every amount, ratio and duration the specification does
 * not give is `agreed` (set per contract) or `onRequest` (told when asked),
 * and the page writes those words, never a number.
 */
import type {cooperationModes, Scenario} from './customization';
import type {ProductId} from './products';

export type CooperationMode = (typeof cooperationModes)[number];

/** Who does something: the reader who applies (venue, agent or brand), we (the platform), or set per contract. */
export type Party = 'you' | 'we' | 'agreed';

/** How rental revenue is divided. The share itself is always set per contract. */
export type RevenueShare = 'youKeepPlatformFee' | 'sharedWithVenue' | 'sharedAgentVenue' | 'agreed';

/** What a venue puts in: a socket is all the stations need, they connect over 4G. */
export type VenueNeed = 'socket' | 'socketPerTable' | 'counterSpace' | 'floorSpace';

export type ModeTerms = {
  mode: CooperationMode;
  hardware: Party;
  /** Installs, restocks, maintains and answers renters. */
  operates: Party;
  revenue: RevenueShare;
  venueProvides: readonly VenueNeed[];
  /** The products a venue of this mode usually hosts (the catalogue's ids). */
  products: readonly ProductId[];
  suits: readonly Scenario[];
};

export const modeTerms: readonly ModeTerms[] = [
  {
    mode: 'partnerOperation',
    hardware: 'we',
    operates: 'we',
    revenue: 'sharedWithVenue',
    venueProvides: ['socket', 'floorSpace'],
    products: ['cabinet-8-folding', 'cabinet-stacked-screen'],
    suits: ['malls', 'bars'],
  },
  {
    mode: 'desktopScan',
    hardware: 'agreed',
    operates: 'agreed',
    revenue: 'agreed',
    venueProvides: ['socket', 'counterSpace'],
    products: ['cabinet-6'],
    suits: ['bars', 'internetCafes'],
  },
  {
    mode: 'sharedCable',
    hardware: 'agreed',
    operates: 'agreed',
    revenue: 'agreed',
    venueProvides: ['socketPerTable'],
    products: [],
    suits: ['hotelRooms', 'internetCafes'],
  },
  {
    mode: 'franchiseAgent',
    hardware: 'you',
    operates: 'you',
    revenue: 'sharedAgentVenue',
    venueProvides: ['socket', 'counterSpace'],
    products: ['cabinet-6', 'cabinet-8-folding', 'cabinet-stacked-screen'],
    suits: ['malls', 'hotelRooms', 'bars', 'internetCafes'],
  },
  {
    mode: 'independentBrand',
    hardware: 'you',
    operates: 'you',
    revenue: 'youKeepPlatformFee',
    venueProvides: ['socket', 'counterSpace'],
    products: ['cabinet-6', 'cabinet-8-folding', 'cabinet-stacked-screen'],
    suits: ['malls', 'hotelRooms', 'bars', 'internetCafes'],
  },
];

/** How long a step usually takes: working days where known, else told when the venue asks. */
export type TypicalTime = {workingDays: number} | 'onRequest';

export type StepKey = 'request' | 'survey' | 'agreement' | 'install' | 'live';

/**
 * From a request to a station renters use. Only the first step has a figure:
 * the reply time the form's confirmation also promises (SAMPLE, business.ts).
 */
export const venueSteps = (replyWorkingDays: number): readonly {step: StepKey; time: TypicalTime | null}[] => [
  {step: 'request', time: {workingDays: replyWorkingDays}},
  {step: 'survey', time: 'onRequest'},
  {step: 'agreement', time: 'onRequest'},
  {step: 'install', time: 'onRequest'},
  // Live is where the steps end: nothing left to wait for.
  {step: 'live', time: null},
];
