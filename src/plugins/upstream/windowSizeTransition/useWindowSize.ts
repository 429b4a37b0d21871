import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's CSS breakpoint; the theme's hook uses the same value.
const DESKTOP_BREAKPOINT = 996;

/**
 * Stands in for the theme's useWindowSize (src/plugins/upstream/windowSizeTransition/index.ts).
 * Server and hydration render 'ssr' (both layouts, CSS shows one); the theme
 * then sets the real size as an ordinary update, and React re-renders every
 * user (navbar, closed phone menu, doc sidebar, TOC) in one blocking task, the
 * longest after load on a phone. Here that first update is a transition, so
 * React renders it in slices; later resizes still apply at once.
 */
export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => setWindowSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
