import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import SupportContactsLine from '@site/src/components/SupportContacts/Line';

type Props = WrapperProps<typeof CopyrightType>;

// Footer links come from the config; the hotline and messengers are rendered
// here so that they live once, in src/data, not in 12 footer.json files.
export default function CopyrightWrapper(props: Props) {
  return (
    <>
      <SupportContactsLine />
      <Copyright {...props} />
    </>
  );
}
