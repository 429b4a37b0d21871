import styles from './home.module.scss';

// A station's 2 × 4 slots; the one at `empty` is where the renter's power bank came from.
const slots = [0, 1, 2, 3].flatMap((row) => [0, 1].map((col) => ({x: 84 + col * 64, y: 118 + row * 34})));
const empty = 5;

/**
 * The service in one picture, beside the hero's text: a phone scans the
 * station's code and a power bank comes out. Drawn inline (no image request
 * before first paint) in the catalogue drawings' colours (src/css/_art-palette.scss),
 * so it follows dark mode. It repeats what the text says: hidden from screen readers.
 */
export default function HeroArt() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 400 300" aria-hidden="true" focusable="false">
      <rect width="400" height="300" rx="24" fill="var(--art-backdrop)" />
      <ellipse cx="200" cy="268" rx="170" ry="12" fill="var(--art-ground)" />
      {/* The station: a screen with its QR code, then the slots. */}
      <rect x="70" y="36" width="144" height="232" rx="14" fill="var(--art-body)" />
      <rect x="82" y="48" width="120" height="58" rx="6" fill="var(--art-panel)" />
      <rect x="118" y="53" width="48" height="48" rx="3" fill="var(--art-paper)" />
      <g fill="var(--art-slot)">
        <rect x="122" y="57" width="12" height="12" />
        <rect x="150" y="57" width="12" height="12" />
        <rect x="122" y="85" width="12" height="12" />
        <rect x="138" y="73" width="6" height="6" />
        <rect x="150" y="85" width="6" height="6" />
        <rect x="156" y="75" width="6" height="6" />
        <rect x="140" y="89" width="6" height="8" />
      </g>
      {slots.map(({x, y}, i) => (
        <g key={i}>
          <rect x={x} y={y} width="52" height="28" rx="5" fill="var(--art-slot)" />
          {i !== empty && <rect x={x + 7} y={y + 6} width="38" height="6" rx="3" fill="var(--art-led)" />}
        </g>
      ))}
      {/* The power bank that came out of the empty slot. */}
      <g transform="rotate(-14 246 210)">
        <rect
          x="222"
          y="168"
          width="44"
          height="80"
          rx="9"
          fill="var(--art-paper)"
          stroke="var(--art-body)"
          strokeWidth="3"
        />
        <rect x="232" y="180" width="24" height="5" rx="2.5" fill="var(--art-led)" />
        <rect x="232" y="189" width="24" height="5" rx="2.5" fill="var(--art-led)" />
        <rect x="232" y="198" width="24" height="5" rx="2.5" fill="var(--art-led)" />
      </g>
      {/* The phone scanning the code. */}
      <path d="M262 96 L170 78" stroke="var(--art-led)" strokeWidth="3" strokeDasharray="6 7" strokeLinecap="round" />
      <g transform="rotate(10 316 150)">
        <rect x="272" y="58" width="88" height="168" rx="14" fill="var(--art-screen)" />
        <rect x="280" y="72" width="72" height="136" rx="6" fill="var(--art-paper)" />
        <g fill="none" stroke="var(--art-body)" strokeWidth="4" strokeLinecap="round">
          <path d="M292 104v-10h10M340 94h10v10M350 142v10h-10M302 152h-10v-10" />
        </g>
        <path d="M294 123h54" stroke="var(--art-led)" strokeWidth="3" strokeLinecap="round" />
        <rect x="296" y="170" width="40" height="12" rx="6" fill="var(--art-body)" />
      </g>
    </svg>
  );
}
