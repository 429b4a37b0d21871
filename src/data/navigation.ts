/**
 * Navbar and footer structure. Labels are the source (zh) strings; each
 * locale translates them in i18n/<locale>/docusaurus-theme-classic/*.json.
 */
export const helpPages = [
  {id: 'userAgreements', label: '用户协议'},
  {id: 'privacys', label: '隐私政策'},
  {id: 'leaseAgreement', label: '充电租借协议'},
  {id: 'salesRefund', label: '退款协议'},
] as const;

/** The product menu of the spec (§2), each an anchor of the home page. */
export const productMenu = [
  {id: 'washing-machine', label: '洗衣机'},
  {id: 'power-bank', label: '充电宝'},
  {id: 'charging-cable', label: '充电线'},
] as const;

export const faqPath = '/answer';
