import MDXComponents from '@theme-original/MDXComponents';
import * as BusinessFacts from '@site/src/components/BusinessFacts';

// Registered globally so translated MDX uses the figures without imports
// (translations must not add imports).
export default {
  ...MDXComponents,
  ...BusinessFacts,
};
