import type {ComponentProps} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';

type Props = ComponentProps<typeof ColorModeToggle>;
type Choice = Props['value'];

/**
 * The choice after `value`: from following the system to the other mode,
 * then to the system's mode as a choice, then back to following the system.
 * The first tap always changes what the page looks like; the theme's order
 * (system → light → dark) made it do nothing visible on a light system, the
 * most common case. The last step shows no change until the system's own
 * mode does, as with the theme's order.
 */
export function nextColorMode(value: Choice, systemDark: boolean): Choice {
  const system = systemDark ? 'dark' : 'light';
  const other = systemDark ? 'light' : 'dark';
  if (value === null) return other;
  return value === other ? system : null;
}

// Wrapped, not ejected: the theme keeps drawing the button, its icons and labels.
export default function ColorModeToggleWrapper(props: Props) {
  if (!props.respectPrefersColorScheme) return <ColorModeToggle {...props} />;
  return (
    <ColorModeToggle
      {...props}
      onChange={() =>
        props.onChange(nextColorMode(props.value, window.matchMedia('(prefers-color-scheme: dark)').matches))
      }
    />
  );
}
