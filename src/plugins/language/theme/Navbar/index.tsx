// A theme that wraps another's component imports it as @theme-init (@theme-original would be itself).
import Navbar from '@theme-init/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import LanguageOffer from '../../LanguageOffer';

type Props = WrapperProps<typeof NavbarType>;

// Wrapped to put the language notice right under the navbar: in the page's
// flow, so it covers nothing, and next after the navbar in the tab order.
export default function NavbarWrapper(props: Props) {
  return (
    <>
      <Navbar {...props} />
      <LanguageOffer />
    </>
  );
}
