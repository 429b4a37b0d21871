import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {helpDocIds} from './src/data/helpCenter';

// One sidebar for the help center: the FAQ first, then the four policies.
const sidebars: SidebarsConfig = {
  help: [...helpDocIds],
};

export default sidebars;
