import type {ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import * as BusinessFacts from '@site/src/components/BusinessFacts';
import CopyLinkHeading from '@site/src/components/CopyLinkHeading';
import {AnalyticsChoice} from '@site/src/components/AnalyticsConsent';
import {EffectiveDate} from '@site/src/components/AgreementMeta';

type HeadingProps = Omit<ComponentProps<typeof CopyLinkHeading>, 'as'>;

// Registered globally so translated MDX uses the figures without imports
// (translations must not add imports). Section and question headings get a
// copy-link button.
export default {
  ...MDXComponents,
  ...BusinessFacts,
  AnalyticsChoice,
  EffectiveDate,
  h2: (props: HeadingProps) => <CopyLinkHeading as="h2" {...props} />,
  h3: (props: HeadingProps) => <CopyLinkHeading as="h3" {...props} />,
};
