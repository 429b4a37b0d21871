import type {ClientModule} from '@docusaurus/types';
import {resolveAnchorAlias} from '@site/src/data/anchorAliases';

// A link to an alias (/vi/answer#deposit-refund) is rewritten in place to the
// real id; location.replace adds no history entry and updates :target, so
// the question is scrolled to and marked like any other deep link.
const anchorAliases: ClientModule = {
  onRouteDidUpdate({location}) {
    const target = resolveAnchorAlias(location.pathname, location.hash);
    if (target && document.getElementById(target)) {
      window.location.replace(`#${target}`);
    }
  },
};

export default anchorAliases;
