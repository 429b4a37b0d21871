import type {ComponentProps} from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import {AgreementVersionNotice} from '@site/src/components/AgreementMeta';

// Wrapped so that an agreement published ahead of its effective date, and the
// version still in force until then, say so instead of "replaced"; the FAQ's
// versions follow the same dates, as they explain those agreements.
export default function DocVersionBannerWrapper(props: ComponentProps<typeof DocVersionBanner>) {
  return <AgreementVersionNotice fallback={<DocVersionBanner {...props} />} />;
}
