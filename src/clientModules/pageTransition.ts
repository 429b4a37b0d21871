import type {ClientModule} from '@docusaurus/types';

/**
 * Out-in page change: the old page dims while the next one loads,
 * the new one fades in. Only CSS on <html data-route-transition>: it never
 * delays the loading bar or the scroll to an #anchor, and
 * prefers-reduced-motion turns it off (src/css/custom.scss).
 */
const pageTransition: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      document.documentElement.dataset.routeTransition = 'out';
    }
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      document.documentElement.dataset.routeTransition = 'in';
    }
  },
};

export default pageTransition;
