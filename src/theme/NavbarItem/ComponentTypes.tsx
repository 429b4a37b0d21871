import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';

/**
 * The navbar item types this site's config uses (docusaurus.config.ts), and
 * only they: the theme's list also brings the docs' version, sidebar and
 * HTML items, with the docs plugin's client hooks, into every page's main
 * script. A config item of another type fails the build ("No NavbarItem
 * component found"), so adding one means adding it here.
 */
const ComponentTypes = {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
} as unknown as ComponentTypesObject;

export default ComponentTypes;
