import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {AgreementHeader, AgreementHistory} from '@site/src/components/AgreementMeta';
import SupportContacts from '@site/src/components/SupportContacts';

type Props = WrapperProps<typeof ContentType>;

// Agreements show their version and effective date above the text and their
// version history below it. Every help page (the FAQ ends with its
// troubleshooting section) ends with the hotline and messengers.
export default function ContentWrapper(props: Props) {
  return (
    <>
      <AgreementHeader />
      <Content {...props} />
      <SupportContacts />
      <AgreementHistory />
    </>
  );
}
