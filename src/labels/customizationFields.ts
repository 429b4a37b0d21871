/**
 * The words of the form's fields (src/data/customizationFields.ts), in the
 * page's language: every message id the table names, written once here as a
 * literal translate() call (the only kind `docusaurus write-translations`
 * finds), and the text of each problem the request's schema reports.
 */
import {translate} from '@docusaurus/Translate';
import {
  requestProblems,
  type FieldLabelId,
  type FieldProblem,
  type ProblemMessageId,
} from '@site/src/data/customizationFields';

/** The fields' labels, in the table's order, with the rows' hint and buttons and the columns' labels. */
const fieldLabels: Record<FieldLabelId, () => string> = {
  'form.name': () => translate({id: 'form.name', message: '姓名'}),
  'form.phone': () => translate({id: 'form.phone', message: '手机号码'}),
  'form.country': () => translate({id: 'form.country', message: '国家和地区'}),
  'form.categories': () => translate({id: 'form.categories', message: '经营品类（可多选）'}),
  'form.cooperationMode': () => translate({id: 'form.cooperationMode', message: '合作模式'}),
  'form.detailedSelection': () => translate({id: 'form.detailedSelection', message: '详细选择'}),
  'form.userPlatform': () => translate({id: 'form.userPlatform', message: '用户端平台'}),
  'form.adminBackOffice': () => translate({id: 'form.adminBackOffice', message: '管理后台'}),
  'form.listingPlatform': () => translate({id: 'form.listingPlatform', message: '上架平台'}),
  'form.systemLanguages': () => translate({id: 'form.systemLanguages', message: '系统语言（可多选）'}),
  'form.paymentMethods': () => translate({id: 'form.paymentMethods', message: '用户支付方式（可多选）'}),
  'form.contactDetails': () => translate({id: 'form.contactDetails', message: '其他联系方式'}),
  'form.billing': () => translate({id: 'form.billing', message: '配置清单与计费'}),
  'form.billing.empty': () =>
    translate({id: 'form.billing.empty', message: '可选：按品类添加价格、付费方和支付渠道。'}),
  'form.billing.add': () => translate({id: 'form.billing.add', message: '添加一行'}),
  'form.billing.remove': () => translate({id: 'form.billing.remove', message: '删除此行'}),
  'form.billing.category': () => translate({id: 'form.billing.category', message: '品类'}),
  'form.billing.price': () => translate({id: 'form.billing.price', message: '价格'}),
  'form.billing.unit': () => translate({id: 'form.billing.unit', message: '计价单位'}),
  'form.billing.endUser': () => translate({id: 'form.billing.endUser', message: '付费方'}),
  'form.billing.paymentChannel': () => translate({id: 'form.billing.paymentChannel', message: '支付渠道'}),
};

/** What the form says of each problem the schema reports; a limit stays a {max} placeholder, which errorText fills. */
const problemMessages: Record<ProblemMessageId, () => string> = {
  'form.error.nameRequired': () => translate({id: 'form.error.nameRequired', message: '请输入您的姓名'}),
  'form.error.nameTooLong': () =>
    translate({id: 'form.error.nameTooLong', message: '姓名最多 {max} 个字符', description: 'Plural: characters'}),
  'form.error.nameLetters': () =>
    translate({id: 'form.error.nameLetters', message: '姓名须由文字组成，且不含隐藏字符'}),
  'form.error.phoneRequired': () => translate({id: 'form.error.phoneRequired', message: '请输入您的手机号码'}),
  'form.error.phoneTooLong': () =>
    translate({id: 'form.error.phoneTooLong', message: '手机号码最多 {max} 个字符', description: 'Plural: characters'}),
  'form.error.phoneInvalid': () =>
    translate({id: 'form.error.phoneInvalid', message: '请输入有效的电话号码，例如 +84 90 123 4567'}),
  'form.error.contactTooLong': () =>
    translate({
      id: 'form.error.contactTooLong',
      message: '其他联系方式最多 {max} 个字符',
      description: 'Plural: characters',
    }),
  'form.error.contactHidden': () => translate({id: 'form.error.contactHidden', message: '请删除其中的隐藏字符'}),
  'form.error.billingTooMany': () =>
    translate({id: 'form.error.billingTooMany', message: '配置清单最多 {max} 行', description: 'Plural: rows'}),
  'form.error.price': () => translate({id: 'form.error.price', message: '请输入不小于 0 的价格'}),
  'form.error.priceTooHigh': () => translate({id: 'form.error.priceTooHigh', message: '价格不能超过 {max}'}),
};

/** A label the table names, where the field is known only by its kind. */
export const fieldLabel = (id: string): string => fieldLabels[id as FieldLabelId]();

const problems = new Map<string, FieldProblem>(requestProblems().map((problem) => [problem.code, problem]));

/**
 * A field's problem, from the schema's code, in the page's language; the
 * limit it names comes from the table, written with the page's number format,
 * and a counted limit (characters, rows) picks the message's plural form.
 */
export function errorText(
  code: string | undefined,
  formatNumber: (n: number) => string = String,
  plural: (count: number, message: string) => string = (_, message) => message,
): string {
  const problem = code === undefined ? undefined : problems.get(code);
  if (!problem?.message) return translate({id: 'form.error.invalid', message: '请检查此项'});
  const {message, limit, counted} = problem;
  const text =
    limit === undefined
      ? problemMessages[message]()
      : problemMessages[message]().replaceAll('{max}', formatNumber(limit));
  return counted && limit !== undefined ? plural(limit, text) : text;
}
