/**
 * The words of the form's fields (src/data/customizationFields.ts), in the
 * page's language: every message id the table names, written once here as a
 * literal translate() call (the only kind `docusaurus write-translations`
 * finds), and the text of each problem the request's schema reports.
 */
import {translate} from '@docusaurus/Translate';
import {requestProblems, type FieldMessageId, type FieldProblem} from '@site/src/data/customizationFields';

/** A limit a message names, written in the page's number format. */
type Values = {max: string};

export const fieldMessages: Record<FieldMessageId, (values?: Values) => string> = {
  'form.name': () => translate({id: 'form.name', message: '姓名'}),
  'form.error.nameRequired': () => translate({id: 'form.error.nameRequired', message: '请输入您的姓名'}),
  'form.error.nameTooLong': (values) =>
    translate(
      {id: 'form.error.nameTooLong', message: '姓名最多 {max} 个字符', description: 'Plural: characters'},
      values,
    ),
  'form.error.nameLetters': () =>
    translate({id: 'form.error.nameLetters', message: '姓名须由文字组成，且不含隐藏字符'}),
  'form.phone': () => translate({id: 'form.phone', message: '手机号码'}),
  'form.error.phoneRequired': () => translate({id: 'form.error.phoneRequired', message: '请输入您的手机号码'}),
  'form.error.phoneTooLong': (values) =>
    translate(
      {id: 'form.error.phoneTooLong', message: '手机号码最多 {max} 个字符', description: 'Plural: characters'},
      values,
    ),
  'form.error.phoneInvalid': () =>
    translate({id: 'form.error.phoneInvalid', message: '请输入有效的电话号码，例如 +84 90 123 4567'}),
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
  'form.error.contactTooLong': (values) =>
    translate(
      {id: 'form.error.contactTooLong', message: '其他联系方式最多 {max} 个字符', description: 'Plural: characters'},
      values,
    ),
  'form.error.contactHidden': () => translate({id: 'form.error.contactHidden', message: '请删除其中的隐藏字符'}),
  'form.billing': () => translate({id: 'form.billing', message: '配置清单与计费'}),
  'form.billing.empty': () =>
    translate({id: 'form.billing.empty', message: '可选：按品类添加价格、付费方和支付渠道。'}),
  'form.billing.add': () => translate({id: 'form.billing.add', message: '添加一行'}),
  'form.billing.remove': () => translate({id: 'form.billing.remove', message: '删除此行'}),
  'form.error.billingTooMany': (values) =>
    translate({id: 'form.error.billingTooMany', message: '配置清单最多 {max} 行', description: 'Plural: rows'}, values),
  'form.billing.category': () => translate({id: 'form.billing.category', message: '品类'}),
  'form.billing.price': () => translate({id: 'form.billing.price', message: '价格'}),
  'form.error.price': () => translate({id: 'form.error.price', message: '请输入不小于 0 的价格'}),
  'form.error.priceTooHigh': (values) =>
    translate({id: 'form.error.priceTooHigh', message: '价格不能超过 {max}'}, values),
  'form.billing.unit': () => translate({id: 'form.billing.unit', message: '计价单位'}),
  'form.billing.endUser': () => translate({id: 'form.billing.endUser', message: '付费方'}),
  'form.billing.paymentChannel': () => translate({id: 'form.billing.paymentChannel', message: '支付渠道'}),
};

/** A message the table names, where the field is known only by its kind. */
export const fieldMessage = (id: string, values?: Values): string => fieldMessages[id as FieldMessageId](values);

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
  const text = fieldMessages[message](limit === undefined ? undefined : {max: formatNumber(limit)});
  return counted && limit !== undefined ? plural(limit, text) : text;
}
