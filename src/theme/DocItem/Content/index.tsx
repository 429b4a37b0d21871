import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {AgreementHeader, AgreementHistory} from '@site/src/components/AgreementMeta';

type Props = WrapperProps<typeof ContentType>;

// Agreements show their version and effective date above the text and their
// version history below it; other help pages are unchanged.
export default function ContentWrapper(props: Props) {
  return (
    <>
      <AgreementHeader />
      <Content {...props} />
      <AgreementHistory />
    </>
  );
}
