import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useFieldArray, useForm, type FieldError, type Resolver} from 'react-hook-form';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import type {CustomizationInput, CustomizationRequest} from '@site/src/api/customization';
import {onRequestFailure, showFailuresInline} from '@site/src/api/events';
import {salesReply} from '@site/src/data/business';
import {
  adminBackOffices,
  categories,
  cooperationModes,
  countries,
  currencyOfCountry,
  defaultCurrency,
  detailedSelections,
  endUsers,
  listingPlatforms,
  paymentChannels,
  paymentMethods,
  priceUnits,
  systemLanguages,
  userPlatforms,
  LIMITS,
} from '@site/src/data/customization';
import {localeByCode} from '@site/src/data/locales';
import {formatNumber} from '@site/src/plugins/localeFormat/format';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import {optionLabel} from '@site/src/labels/customization';
import {errorText} from '@site/src/labels/customizationFields';
import styles from './styles.module.scss';
import {ATTEMPT_KEY, DRAFT_KEY, SENT_KEY, storage} from './tabMemory';

type Values = CustomizationInput & {website?: string};

/** Space-separated ids for aria-describedby, the absent ones left out. */
const idList = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function idempotencyKey(): string {
  return storage(ATTEMPT_KEY) ?? storage(ATTEMPT_KEY, crypto.randomUUID()) ?? crypto.randomUUID();
}

// Validation (zod) and sending (axios) are most of the form's code and are not
// needed to show it: they load when the reader first focuses a field, or at
// the latest on submit, so a form that scrolls into view costs less main-thread
// time on a phone (34–42 ms on this host, ×4 under Lighthouse).
const loadSubmission = () => import('./submission');

// If that code cannot load (offline), the submit ends invalid with a root
// error, which the form reports as a failed request. Thrown, it would reach
// chunkReload unhandled and pass for a stale deployment: the page would reload.
const resolver: Resolver<Values, unknown, CustomizationRequest> = async (...args) => {
  let validate;
  try {
    validate = (await loadSubmission()).resolver;
  } catch {
    return {values: {}, errors: {root: {type: 'load', message: 'form.failed'}}};
  }
  return validate(...args);
};

const emptyValues: Values = {
  name: '',
  phone: '',
  country: '',
  categories: [],
  cooperationMode: '',
  detailedSelection: '',
  userPlatform: '',
  adminBackOffice: '',
  listingPlatform: '',
  systemLanguages: [],
  paymentMethods: [],
  contactDetails: '',
  billing: [],
  website: '',
};

function readDraft(): Values | null {
  const raw = storage(DRAFT_KEY);
  try {
    return raw ? {...emptyValues, ...(JSON.parse(raw) as Values)} : null;
  } catch {
    return null; // A draft that is not JSON any more: start empty.
  }
}

function FieldErrorText({id, error}: {id: string; error?: Pick<FieldError, 'message'>}) {
  const format = useLocaleFormat();
  const {selectMessage} = usePluralForm();
  if (!error) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {errorText(error.message, (n) => formatNumber(n, format), selectMessage)}
    </p>
  );
}

const ASTERISK = '*'; // A sign, not a word: the same in every language.

/**
 * The mark of a required field: seen as an asterisk (explained above the
 * form), heard through the control's aria-required, so it is hidden here.
 */
function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true" data-required-mark>
      {ASTERISK}
    </span>
  );
}

function Field(props: {label: ReactNode; htmlFor: string; required?: boolean; children: ReactNode}) {
  return (
    <div className={styles.field}>
      {/* The mark beside the label, not in it: the label stays the control's exact name. */}
      <span className={styles.labelRow}>
        <label htmlFor={props.htmlFor}>{props.label}</label>
        {props.required && <RequiredMark />}
      </span>
      {props.children}
    </div>
  );
}

/** A value of a list, or undefined: for options named in a link (?mode=…, ?product=…). */
function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value);
}

const choose = () => translate({id: 'form.choose', message: '请选择'});

type Registration = ReturnType<ReturnType<typeof useForm<Values, unknown, CustomizationRequest>>['register']>;

/** A labelled select of option codes; `optional` adds an empty "please choose". */
function Select<T extends string>(props: {
  id: string;
  label: ReactNode;
  options: readonly T[];
  labelOf: (value: T) => string;
  registration: Registration;
  optional?: boolean;
}) {
  return (
    <Field htmlFor={props.id} label={props.label}>
      <select id={props.id} {...props.registration}>
        {props.optional && <option value="">{choose()}</option>}
        {props.options.map((value) => (
          <option key={value} value={value}>
            {props.labelOf(value)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A group of checkboxes for a multi-select. */
function Choices<T extends string>(props: {
  legend: ReactNode;
  options: readonly T[];
  labelOf: (value: T) => string;
  langOf?: (value: T) => string | undefined;
  registration: Registration;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend>{props.legend}</legend>
      {props.options.map((value) => (
        <label key={value} lang={props.langOf?.(value)}>
          <input type="checkbox" value={value} {...props.registration} /> {props.labelOf(value)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * What a visitor sees once the request is stored: the spec's message, the
 * reference to quote, what happens next, and a way to send another. It
 * takes the focus, so a screen reader announces it.
 */
function Confirmation({reference, onAnother}: {reference: string; onAnother: () => void}) {
  const panel = useRef<HTMLDivElement>(null);
  const format = useLocaleFormat();
  const {selectMessage} = usePluralForm();
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} className={styles.confirmation} role="status" tabIndex={-1} data-confirmation>
      <p className={styles.confirmationTitle}>
        <Translate id="form.success">提交成功，我们会尽快与您联系</Translate>
      </p>
      <p>
        <Translate
          id="form.sent.reference"
          values={{
            reference: (
              <strong translate="no" className={styles.reference}>
                {reference}
              </strong>
            ),
          }}
        >
          {'申请编号：{reference}'}
        </Translate>
      </p>
      <p>
        <Translate id="form.sent.next">
          我们的商务团队会通过您留下的电话或联系方式与您联系。如果您先联系我们，请提供此编号。
        </Translate>
      </p>
      <p data-reply-time>
        {selectMessage(
          salesReply.workingDays,
          translate(
            {
              id: 'form.sent.replyTime',
              message: '我们会在 {count} 个工作日内答复。',
              description: 'Plural: working days',
            },
            {count: formatNumber(salesReply.workingDays, format)},
          ),
        )}
      </p>
      <button type="button" className="button button--outline button--primary" onClick={onAnother}>
        <Translate id="form.sent.another">再提交一份申请</Translate>
      </button>
    </div>
  );
}

/**
 * The customisation request form (spec §3, §5): react-hook-form with the zod
 * schema the API also uses. The draft survives a reload (session storage)
 * until it is sent; a hidden honeypot drops bots without telling them.
 */
export default function CustomizationForm() {
  const id = useId();
  const localeFormat = useLocaleFormat();
  const {selectMessage} = usePluralForm();
  const {regions} = localeFormat;
  const [failed, setFailed] = useState(false);
  // The API's own message for a failed send (spec: the body's msg, or "network is poor").
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    watch,
    formState: {errors, isSubmitting},
  } = useForm<Values, unknown, CustomizationRequest>({
    resolver,
    defaultValues: emptyValues,
  });
  const billing = useFieldArray({control, name: 'billing'});

  useEffect(() => {
    setSent(storage(SENT_KEY));
    const draft = readDraft();
    if (draft) reset(draft);
    // A link from the venues page or the catalogue names the mode, product or device kind it is about.
    const params = new URLSearchParams(window.location.search);
    const mode = oneOf(cooperationModes, params.get('mode'));
    const product = oneOf(detailedSelections, params.get('product'));
    const category = oneOf(categories, params.get('category'));
    if (mode) setValue('cooperationMode', mode);
    if (product) setValue('detailedSelection', product);
    // Ticked beside any kinds a draft already holds.
    if (category) setValue('categories', [...new Set([...(getValues('categories') ?? []), category])]);
  }, [reset, getValues, setValue]);

  // Failures show beside the Send button, in the flow of the page, never over it.
  useEffect(() => {
    const release = showFailuresInline();
    const off = onRequestFailure((error) => setFailure(error.message));
    return () => {
      off();
      release();
    };
  }, []);

  useEffect(() => {
    const subscription = watch((values) => storage(DRAFT_KEY, JSON.stringify(values)));
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = async (request: CustomizationRequest, event?: React.BaseSyntheticEvent) => {
    const honeypot = new FormData(event?.target as HTMLFormElement).get('website');
    setFailed(false);
    setFailure(null);
    try {
      // A filled honeypot is a bot: pretend success, send nothing.
      const {id} = honeypot ? {id: '—'} : await (await loadSubmission()).submitCustomization(request, idempotencyKey());
      storage(DRAFT_KEY, null);
      storage(ATTEMPT_KEY, null);
      storage(SENT_KEY, id);
      reset(emptyValues);
      setSent(id);
    } catch {
      setFailed(true);
    }
  };

  if (sent) {
    return (
      <Confirmation
        reference={sent}
        onAnother={() => {
          storage(SENT_KEY, null);
          setSent(null);
        }}
      />
    );
  }

  const describedBy = (name: string, hasError: boolean) => (hasError ? `${id}-${name}-error` : undefined);
  const country = watch('country');
  const currency = currencyOfCountry[country as keyof typeof currencyOfCountry] ?? defaultCurrency;

  return (
    <form
      className={styles.form}
      // An invalid submit replaces any earlier notice, as a valid one does in onSubmit.
      onSubmit={handleSubmit(onSubmit, (invalid) => setFailed(!!invalid.root))}
      // Unhandled, a failed load would read as a stale deployment and reload the page.
      onFocus={() => loadSubmission().catch(() => undefined)}
      noValidate
      aria-labelledby="apply-for-trial-title"
    >
      {/* Screen readers hear "required" on each such control; the note explains the sign to the eye. */}
      <p className={styles.hint} aria-hidden="true" data-required-note>
        <Translate id="form.requiredNote" values={{mark: <RequiredMark />}}>
          {'带 {mark} 的为必填项。'}
        </Translate>
      </p>
      <div className={styles.grid}>
        <Field htmlFor={`${id}-name`} label={<Translate id="form.name">姓名</Translate>} required>
          <input
            id={`${id}-name`}
            autoComplete="name"
            aria-required="true"
            aria-invalid={!!errors.name}
            aria-describedby={describedBy('name', !!errors.name)}
            maxLength={LIMITS.name}
            {...register('name')}
          />
          <FieldErrorText id={`${id}-name-error`} error={errors.name} />
        </Field>
        <Field htmlFor={`${id}-phone`} label={<Translate id="form.phone">手机号码</Translate>} required>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-required="true"
            aria-invalid={!!errors.phone}
            aria-describedby={describedBy('phone', !!errors.phone)}
            maxLength={LIMITS.phone}
            {...register('phone')}
          />
          <FieldErrorText id={`${id}-phone-error`} error={errors.phone} />
        </Field>
        <Select
          id={`${id}-country`}
          label={<Translate id="form.country">国家和地区</Translate>}
          options={countries}
          labelOf={(c) => regions[c] ?? c}
          registration={register('country')}
          optional
        />
        <Select
          id={`${id}-mode`}
          label={<Translate id="form.cooperationMode">合作模式</Translate>}
          options={cooperationModes}
          labelOf={(v) => optionLabel.cooperationModes(v, localeFormat)}
          registration={register('cooperationMode')}
          optional
        />
        <Select
          id={`${id}-detail`}
          label={<Translate id="form.detailedSelection">详细选择</Translate>}
          options={detailedSelections}
          labelOf={(v) => optionLabel.detailedSelections(v, localeFormat)}
          registration={register('detailedSelection')}
          optional
        />
        <Select
          id={`${id}-user`}
          label={<Translate id="form.userPlatform">用户端平台</Translate>}
          options={userPlatforms}
          labelOf={(v) => optionLabel.userPlatforms(v, localeFormat)}
          registration={register('userPlatform')}
          optional
        />
        <Select
          id={`${id}-admin`}
          label={<Translate id="form.adminBackOffice">管理后台</Translate>}
          options={adminBackOffices}
          labelOf={(v) => optionLabel.adminBackOffices(v, localeFormat)}
          registration={register('adminBackOffice')}
          optional
        />
        <Select
          id={`${id}-listing`}
          label={<Translate id="form.listingPlatform">上架平台</Translate>}
          options={listingPlatforms}
          labelOf={(v) => optionLabel.listingPlatforms(v, localeFormat)}
          registration={register('listingPlatform')}
          optional
        />
      </div>

      <Choices
        legend={<Translate id="form.categories">经营品类（可多选）</Translate>}
        options={categories}
        labelOf={(v) => optionLabel.categories(v, localeFormat)}
        registration={register('categories')}
      />
      <Choices
        legend={<Translate id="form.systemLanguages">系统语言（可多选）</Translate>}
        options={systemLanguages}
        labelOf={(code) => localeByCode(code)?.label ?? code}
        langOf={(code) => localeByCode(code)?.htmlLang}
        registration={register('systemLanguages')}
      />
      <Choices
        legend={<Translate id="form.paymentMethods">用户支付方式（可多选）</Translate>}
        options={paymentMethods}
        labelOf={(v) => optionLabel.paymentMethods(v, localeFormat)}
        registration={register('paymentMethods')}
      />

      <fieldset className={styles.billing}>
        <legend>
          <Translate id="form.billing">配置清单与计费</Translate>
        </legend>
        {billing.fields.length === 0 && (
          <p className={styles.hint}>
            <Translate id="form.billing.empty">可选：按品类添加价格、付费方和支付渠道。</Translate>
          </p>
        )}
        {billing.fields.map((row, index) => {
          const rowErrors = errors.billing?.[index];
          const rowId = `${id}-billing-${index}`;
          return (
            <div key={row.id} className={styles.billingRow} data-billing-row>
              <Select
                id={`${rowId}-category`}
                label={<Translate id="form.billing.category">品类</Translate>}
                options={categories}
                labelOf={(v) => optionLabel.categories(v, localeFormat)}
                registration={register(`billing.${index}.category`)}
              />
              <Field htmlFor={`${rowId}-price`} label={<Translate id="form.billing.price">价格</Translate>} required>
                <div className={styles.priceInput}>
                  <input
                    id={`${rowId}-price`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={LIMITS.price}
                    step="any"
                    aria-required="true"
                    aria-invalid={!!rowErrors?.price}
                    aria-describedby={idList(`${rowId}-currency`, rowErrors?.price && `${rowId}-price-error`)}
                    {...register(`billing.${index}.price`, {valueAsNumber: true})}
                  />
                  {/* The currency of the country chosen above; the code reads the same in every language. */}
                  <span id={`${rowId}-currency`} className={styles.currency} translate="no" data-currency>
                    {currency}
                  </span>
                </div>
                <FieldErrorText id={`${rowId}-price-error`} error={rowErrors?.price} />
              </Field>
              <Select
                id={`${rowId}-unit`}
                label={<Translate id="form.billing.unit">计价单位</Translate>}
                options={priceUnits}
                labelOf={(v) => optionLabel.priceUnits(v, localeFormat)}
                registration={register(`billing.${index}.unit`)}
              />
              <Select
                id={`${rowId}-endUser`}
                label={<Translate id="form.billing.endUser">付费方</Translate>}
                options={endUsers}
                labelOf={(v) => optionLabel.endUsers(v, localeFormat)}
                registration={register(`billing.${index}.endUser`)}
              />
              <Select
                id={`${rowId}-channel`}
                label={<Translate id="form.billing.paymentChannel">支付渠道</Translate>}
                options={paymentChannels}
                labelOf={(v) => optionLabel.paymentChannels(v, localeFormat)}
                registration={register(`billing.${index}.paymentChannel`)}
              />
              <button
                type="button"
                className="button button--outline button--secondary"
                onClick={() => billing.remove(index)}
              >
                <Translate id="form.billing.remove">删除此行</Translate>
              </button>
            </div>
          );
        })}
        {billing.fields.length < LIMITS.billingRows ? (
          <button
            type="button"
            className="button button--outline button--primary"
            onClick={() =>
              billing.append({
                category: 'powerBanks',
                price: 0,
                unit: 'perHour',
                endUser: 'consumer',
                paymentChannel: 'eWallet',
              })
            }
          >
            <Translate id="form.billing.add">添加一行</Translate>
          </button>
        ) : (
          <p className={styles.hint}>
            {errorText('billing.tooMany', (n) => formatNumber(n, localeFormat), selectMessage)}
          </p>
        )}
      </fieldset>

      <Field htmlFor={`${id}-contact`} label={<Translate id="form.contactDetails">其他联系方式</Translate>}>
        <textarea
          id={`${id}-contact`}
          rows={3}
          maxLength={LIMITS.contactDetails}
          aria-invalid={!!errors.contactDetails}
          aria-describedby={describedBy('contactDetails', !!errors.contactDetails)}
          {...register('contactDetails')}
        />
        <FieldErrorText id={`${id}-contactDetails-error`} error={errors.contactDetails} />
      </Field>

      {/* Honeypot: invisible to people and screen readers; bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <div className={styles.submitRow}>
        <button type="submit" className="button button--primary button--lg" disabled={isSubmitting}>
          {isSubmitting ? (
            <Translate id="form.sending">正在提交…</Translate>
          ) : (
            <Translate id="form.submit">提交</Translate>
          )}
        </button>
        {failed && (
          <div className={styles.failure} role="alert" data-form-failure>
            <p>
              <Translate id="form.failed">请求失败</Translate>
            </p>
            {failure && <p data-toast>{failure}</p>}
          </div>
        )}
      </div>
    </form>
  );
}
