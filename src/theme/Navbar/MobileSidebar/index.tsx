import {startTransition, useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/**
 * Once hydration finds a phone-sized window, the theme renders the whole
 * closed phone menu (every navbar item, all 12 languages) in a blocking
 * render, part of the longest task after load on a phone (43–73 ms on this
 * host, ×4 in Lighthouse). As a transition React does that work in slices and
 * a tap stays responsive; a tap on the menu button renders it at once.
 */
export default function MobileSidebarWrapper() {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (shouldRender) {
      startTransition(() => setReady(true));
    }
  }, [shouldRender]);
  return ready || shown ? <MobileSidebar /> : null;
}
