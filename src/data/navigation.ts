/**
 * Navbar and footer structure. Labels are the source (zh) strings; each
 * locale translates them in i18n/<locale>/docusaurus-theme-classic/*.json.
 */
export {agreements as helpPages, faqPath} from './helpCenter';

/** The product menu (washing machines, power banks, charging cables), each an anchor of the home page. */
export const productMenu = [
  {id: 'washing-machine', label: '洗衣机'},
  {id: 'power-bank', label: '充电宝'},
  {id: 'charging-cable', label: '充电线'},
] as const;

/** The page for venues and partners, last in the product menu. */
export const venuesMenuItem = {to: '/venues', label: '场地合作'} as const;
