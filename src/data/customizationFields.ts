/**
 * The fields of the customisation request, described once. The request's zod
 * schema (src/api/customizationSchema.ts: the form, the API wrapper and the
 * local API), the form's words (src/labels/customizationFields.ts) and the
 * form itself (src/components/CustomizationForm) are all made from this table.
 *
 * To add a field: add a row below, where the request should carry it (the
 * request, the API's error messages and the stored leads keep this order).
 * Give it a kind, its options (a list of src/data/customization.ts) or its
 * limits, and the ids of its messages; then write those messages once in
 * src/labels/customizationFields.ts (tsc asks for each) and translate them in
 * each locale's i18n/<locale>/code.json. Nothing else changes.
 *
 * Where the form shows a field follows from its kind: one-line fields
 * (text, tel, select) in the grid at the top, then the checkbox groups, then
 * the rows, then the long texts, each in the order of this table.
 *
 * Relative imports only: the local API loads this file outside the site.
 */
import {LIMITS, type OptionListName} from './customization';

/**
 * What a text must be beyond its length, and the code its failure is
 * reported with after the field's own ("name.letters"); the schema tests each.
 */
export const textChecks = {
  /** A person's name: at least one visible letter, no hidden characters, no stacks of marks. */
  personName: 'letters',
  /** A phone number: digits, spaces and +().- with 6 to 15 digits. */
  phoneNumber: 'invalid',
  /** Free text: no hidden characters; ordinary line breaks and tabs are kept. */
  visibleText: 'hidden',
} as const;
export type TextCheck = keyof typeof textChecks;

/** A message id of i18n/<locale>/code.json. */
type MessageId = string;

/** What every field has: the message id of its label (its legend, for a group). */
type Labelled = {label: MessageId};

type TextField = Labelled & {
  kind: 'text' | 'tel' | 'textarea';
  maxLength: number;
  check: TextCheck;
  /** The browser's autofill name (HTML autocomplete). */
  autoComplete?: string;
  /** A textarea's visible lines. */
  lines?: number;
} & (
    | {required: true; errors: {required: MessageId; tooLong: MessageId; check: MessageId}}
    | {required?: false; errors: {tooLong: MessageId; check: MessageId}}
  );

/** One option of a list, or none ("please choose"). */
type SelectField = Labelled & {
  kind: 'select';
  options: OptionListName;
  /** A link to the form may choose it: /?mode=franchiseAgent#apply-for-trial. */
  fromLink?: string;
};

/** Any of a list's options, each once. */
type CheckboxesField = Labelled & {
  kind: 'checkboxes';
  options: OptionListName;
  /** A link to the form may tick one more: /?category=powerBanks#apply-for-trial. */
  fromLink?: string;
};

/** A column of a row: always holds a value, from the row's first showing on. */
export type Column = Labelled &
  (
    | {
        kind: 'select';
        options: OptionListName;
        initial: string;
        /** What a request without this column means (requests sent before the form asked for it). */
        whenMissing?: string;
      }
    | {
        kind: 'number';
        min: number;
        max: number;
        initial: number;
        /** The amount is in the currency of the country chosen in the form. */
        inCurrency?: boolean;
        errors: {invalid: MessageId; tooHigh: MessageId};
      }
  );

/** Rows the visitor adds and removes, each with the same columns. */
type RowsField = Labelled & {
  kind: 'rows';
  columns: Readonly<Record<string, Column>>;
  maxRows: number;
  /** What the field says while it has no row, and its buttons. */
  hint: MessageId;
  addRow: MessageId;
  removeRow: MessageId;
  errors: {tooMany: MessageId};
};

export type RequestField = TextField | SelectField | CheckboxesField | RowsField;

/** A billing row: what one kind of device costs, who pays and how. */
export const billingColumns = {
  category: {kind: 'select', options: 'categories', initial: 'powerBanks', label: 'form.billing.category'},
  price: {
    kind: 'number',
    min: 0,
    max: LIMITS.price,
    initial: 0,
    inCurrency: true,
    label: 'form.billing.price',
    errors: {invalid: 'form.error.price', tooHigh: 'form.error.priceTooHigh'},
  },
  unit: {kind: 'select', options: 'priceUnits', initial: 'perHour', whenMissing: 'perHour', label: 'form.billing.unit'},
  endUser: {kind: 'select', options: 'endUsers', initial: 'consumer', label: 'form.billing.endUser'},
  paymentChannel: {
    kind: 'select',
    options: 'paymentChannels',
    initial: 'eWallet',
    label: 'form.billing.paymentChannel',
  },
} as const satisfies Record<string, Column>;

/** The request's fields, in the order the request carries them. */
export const requestFields = {
  name: {
    kind: 'text',
    required: true,
    maxLength: LIMITS.name,
    check: 'personName',
    autoComplete: 'name',
    label: 'form.name',
    errors: {required: 'form.error.nameRequired', tooLong: 'form.error.nameTooLong', check: 'form.error.nameLetters'},
  },
  phone: {
    kind: 'tel',
    required: true,
    maxLength: LIMITS.phone,
    check: 'phoneNumber',
    autoComplete: 'tel',
    label: 'form.phone',
    errors: {
      required: 'form.error.phoneRequired',
      tooLong: 'form.error.phoneTooLong',
      check: 'form.error.phoneInvalid',
    },
  },
  country: {kind: 'select', options: 'countries', label: 'form.country'},
  categories: {kind: 'checkboxes', options: 'categories', fromLink: 'category', label: 'form.categories'},
  cooperationMode: {kind: 'select', options: 'cooperationModes', fromLink: 'mode', label: 'form.cooperationMode'},
  detailedSelection: {
    kind: 'select',
    options: 'detailedSelections',
    fromLink: 'product',
    label: 'form.detailedSelection',
  },
  userPlatform: {kind: 'select', options: 'userPlatforms', label: 'form.userPlatform'},
  adminBackOffice: {kind: 'select', options: 'adminBackOffices', label: 'form.adminBackOffice'},
  listingPlatform: {kind: 'select', options: 'listingPlatforms', label: 'form.listingPlatform'},
  systemLanguages: {kind: 'checkboxes', options: 'systemLanguages', label: 'form.systemLanguages'},
  paymentMethods: {kind: 'checkboxes', options: 'paymentMethods', label: 'form.paymentMethods'},
  contactDetails: {
    kind: 'textarea',
    maxLength: LIMITS.contactDetails,
    check: 'visibleText',
    lines: 3,
    label: 'form.contactDetails',
    errors: {tooLong: 'form.error.contactTooLong', check: 'form.error.contactHidden'},
  },
  billing: {
    kind: 'rows',
    columns: billingColumns,
    maxRows: LIMITS.billingRows,
    label: 'form.billing',
    hint: 'form.billing.empty',
    addRow: 'form.billing.add',
    removeRow: 'form.billing.remove',
    errors: {tooMany: 'form.error.billingTooMany'},
  },
} as const satisfies Record<string, RequestField>;

export type RequestFields = typeof requestFields;
export type FieldCode = keyof RequestFields;

/** The message ids a field names: its label, its rows' hint and buttons, its problems' messages. */
export const messageIdsOf = (field: RequestField | Column): MessageId[] => [
  field.label,
  ...(field.kind === 'rows' ? [field.hint, field.addRow, field.removeRow] : []),
  ...Object.values('errors' in field ? field.errors : {}),
];

type Labels<F> =
  | (F extends Labelled ? F['label'] : never)
  | (F extends {hint: infer H; addRow: infer A; removeRow: infer R} ? H | A | R : never);
type Errors<F> = F extends {errors: infer E} ? E[keyof E] : never;
type Columns = typeof billingColumns;
/** The message ids of the fields' labels (with the rows' hint and buttons): src/labels/customizationFields.ts writes each. */
export type FieldLabelId =
  {[K in FieldCode]: Labels<RequestFields[K]>}[FieldCode] | {[K in keyof Columns]: Labels<Columns[K]>}[keyof Columns];
/** The message ids of what the form says of a problem: src/labels/customizationFields.ts writes each. */
export type ProblemMessageId =
  {[K in FieldCode]: Errors<RequestFields[K]>}[FieldCode] | {[K in keyof Columns]: Errors<Columns[K]>}[keyof Columns];

/** A problem the schema can report: its stable code, the message the form shows, and the limit that message names. */
export type FieldProblem = {
  code: string;
  /** None of its own: the form says "please check this". */
  message?: ProblemMessageId;
  limit?: number;
  /** The limit counts things (characters, rows), so its message has plural forms; a price is an amount. */
  counted?: boolean;
};

type Rule = 'required' | 'tooLong' | 'check' | 'invalid' | 'tooHigh' | 'tooMany';

/**
 * The problems a field (or a column of rows) can report, by rule: the schema
 * reports each with its code, the API answers it ("phone: phone.invalid"), the
 * form shows its message. A column's code is its path in the rows' field
 * ("billing.price"), a multi-select's is shared by all ("choices.invalid").
 */
export function fieldProblems(code: string, field: RequestField | Column): Partial<Record<Rule, FieldProblem>> {
  const problem = (suffix: string, message?: MessageId, limit?: number, counted?: boolean): FieldProblem => ({
    code: `${code}${suffix}`,
    ...(message !== undefined && {message: message as ProblemMessageId}),
    ...(limit !== undefined && {limit}),
    ...(counted && {counted}),
  });
  switch (field.kind) {
    case 'text':
    case 'tel':
    case 'textarea':
      return {
        required: field.required ? problem('.required', field.errors.required) : undefined,
        tooLong: problem('.tooLong', field.errors.tooLong, field.maxLength, true),
        check: problem(`.${textChecks[field.check]}`, field.errors.check),
      };
    case 'checkboxes':
      return {invalid: {code: 'choices.invalid'}};
    case 'rows':
      return {tooMany: problem('.tooMany', field.errors.tooMany, field.maxRows, true)};
    case 'number':
      return {
        invalid: problem('', field.errors.invalid),
        tooHigh: problem('TooHigh', field.errors.tooHigh, field.max),
      };
    case 'select':
      // A column must hold one of its options; a field may also be left unchosen (zod's own message).
      return {invalid: problem('')};
  }
}

/** Every problem the request's schema can report, with its message: what the form's error texts are made from. */
export function requestProblems(): FieldProblem[] {
  return Object.entries(requestFields)
    .flatMap(([code, field]: [string, RequestField]) => [
      ...Object.values(fieldProblems(code, field)),
      ...(field.kind === 'rows'
        ? Object.entries(field.columns).flatMap(([name, column]) =>
            Object.values(fieldProblems(`${code}.${name}`, column)),
          )
        : []),
    ])
    .filter((problem) => problem !== undefined);
}
