import type {ComponentProps} from 'react';
import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import * as BusinessFacts from '@site/src/components/BusinessFacts';
import CopyLinkHeading from '@site/src/components/CopyLinkHeading';
import {EffectiveDate} from '@site/src/components/AgreementMeta';
import {AnalyticsChoice} from '@site/src/components/AnalyticsConsent';

type HeadingProps = Omit<ComponentProps<typeof MDXHeading>, 'as'>;

/** Markdown the help center does not use, whose theme components would ride in every help page's scripts. */
function unused(syntax: string) {
  return function Unused(): never {
    throw new Error(`The help pages do not use ${syntax}; add its theme component to src/theme/MDXComponents.tsx`);
  };
}

// The theme's map, without admonitions, <details> and Mermaid (~2 KB gzip on
// every help page): a page that uses one fails the build here. Registered
// globally so translated MDX uses the figures without imports (translations
// must not add imports). Section and question headings get a copy-link button.
export default {
  Head,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: HeadingProps) => <MDXHeading as="h1" {...props} />,
  h2: (props: HeadingProps) => <CopyLinkHeading as="h2" {...props} />,
  h3: (props: HeadingProps) => <CopyLinkHeading as="h3" {...props} />,
  h4: (props: HeadingProps) => <MDXHeading as="h4" {...props} />,
  h5: (props: HeadingProps) => <MDXHeading as="h5" {...props} />,
  h6: (props: HeadingProps) => <MDXHeading as="h6" {...props} />,
  admonition: unused('admonitions (:::note)'),
  details: unused('<details>'),
  Details: unused('<Details>'),
  mermaid: unused('Mermaid diagrams'),
  ...BusinessFacts,
  AnalyticsChoice,
  EffectiveDate,
};
