import type {SVGProps} from 'react';

/**
 * The site's small icon set: 24 × 24, drawn with 1.75 px strokes in the
 * text's colour, so one set serves light and dark mode. Icons stand beside
 * their text and add nothing to it: hidden from screen readers.
 */
const paths = {
  // The renter's four steps.
  scan: (
    <>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <path d="M8 8h3v3H8zM13 13h3v3h-3zM13 8h3M8 16h3M4 12h16" />
    </>
  ),
  signInPay: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3M9 9.5l2.2 2.2L15.5 7.5" />
    </>
  ),
  take: (
    <>
      <rect x="3" y="3" width="18" height="12" rx="2" />
      <path d="M7 15v-4h10v4" />
      <rect x="9" y="13" width="6" height="9" rx="1.5" />
      <path d="M12 16.5v2" />
    </>
  ),
  return: (
    <>
      <path d="M4 12a8 8 0 1 0 2.35-5.66" />
      <path d="M4 4v4h4" />
      <rect x="10" y="9" width="4" height="7" rx="1" />
    </>
  ),
  // Where stations stand.
  mall: (
    <>
      <path d="M5 8h14l-1 13H6z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </>
  ),
  hotelRoom: (
    <>
      <path d="M3 19V6M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6" />
      <circle cx="7" cy="11" r="2" />
    </>
  ),
  bar: (
    <>
      <path d="M5 4h14l-7 8z" />
      <path d="M12 12v8M8 20h8M7.5 7h9" />
    </>
  ),
  internetCafe: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M9 20h6M12 16v4" />
      <path d="M8.5 11.5l2-2 2 2 3-3" />
    </>
  ),
  // The two businesses.
  station: (
    <>
      <rect x="5" y="2.5" width="14" height="19" rx="2" />
      <path d="M8 6h8M8 10h3M13 10h3M8 14h3M13 14h3M8 18h3M13 18h3" />
    </>
  ),
  platform: (
    <>
      <rect x="2.5" y="4" width="19" height="14" rx="2" />
      <path d="M2.5 8h19M6 21h12M6.5 15v-3M10 15v-5M13.5 15v-2M17 15v-4" />
    </>
  ),
} as const;

export type IconName = keyof typeof paths;

export default function Icon({name, ...props}: {name: IconName} & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {paths[name]}
    </svg>
  );
}
