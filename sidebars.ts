import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar for the help center: the FAQ first, then the four policies.
const sidebars: SidebarsConfig = {
  help: ['answer', 'userAgreements', 'privacys', 'leaseAgreement', 'salesRefund'],
};

export default sidebars;
