import {useEffect, useId, useState, type ReactNode} from 'react';
import {useFieldArray, useForm, type FieldError} from 'react-hook-form';
import {zodResolver} from '@hookform/resolvers/zod';
import Translate, {translate} from '@docusaurus/Translate';
import {
  customizationSchema,
  submitCustomization,
  type CustomizationInput,
  type CustomizationRequest,
} from '@site/src/api/customization';
import {
  adminBackOffices,
  categories,
  cooperationModes,
  countries,
  detailedSelections,
  endUsers,
  listingPlatforms,
  paymentChannels,
  paymentMethods,
  systemLanguages,
  userPlatforms,
} from '@site/src/data/customization';
import {localeByCode} from '@site/src/data/locales';
import useLocaleFormat from '@site/src/hooks/useLocaleFormat';
import {productName} from '@site/src/components/productName';
import {
  adminBackOfficeLabel,
  categoryLabel,
  cooperationModeLabel,
  endUserLabel,
  errorText,
  listingPlatformLabels,
  paymentChannelLabel,
  paymentMethodLabel,
  userPlatformLabel,
} from './labels';
import styles from './styles.module.scss';

const DRAFT_KEY = 'customization-draft';

type Values = CustomizationInput & {website?: string};

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
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    return raw ? {...emptyValues, ...(JSON.parse(raw) as Values)} : null;
  } catch {
    return null;
  }
}

function FieldErrorText({id, error}: {id: string; error?: Pick<FieldError, 'message'>}) {
  if (!error) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {errorText(error.message)}
    </p>
  );
}

function Field({label, htmlFor, children}: {label: ReactNode; htmlFor: string; children: ReactNode}) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
    </div>
  );
}

const choose = () => translate({id: 'form.choose', message: '请选择'});

/**
 * The customisation request form (spec §3, §5): react-hook-form with the zod
 * schema the API also uses. The draft survives a reload (session storage)
 * until it is sent; a hidden honeypot drops bots without telling them.
 */
export default function CustomizationForm() {
  const id = useId();
  const {regions} = useLocaleFormat();
  const [status, setStatus] = useState<'idle' | 'sent' | 'failed'>('idle');
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: {errors, isSubmitting},
  } = useForm<Values, unknown, CustomizationRequest>({
    resolver: zodResolver(customizationSchema),
    defaultValues: emptyValues,
  });
  const billing = useFieldArray({control, name: 'billing'});

  useEffect(() => {
    const draft = readDraft();
    if (draft) reset(draft);
  }, [reset]);

  useEffect(() => {
    const subscription = watch((values) => {
      try {
        window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
      } catch {
        // Private mode or full storage: the form still works without a draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = async (request: CustomizationRequest, event?: React.BaseSyntheticEvent) => {
    const honeypot = new FormData(event?.target as HTMLFormElement).get('website');
    setStatus('idle');
    try {
      // A filled honeypot is a bot: pretend success, send nothing.
      if (!honeypot) await submitCustomization(request);
      window.sessionStorage.removeItem(DRAFT_KEY);
      reset(emptyValues);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  const describedBy = (name: string, hasError: boolean) => (hasError ? `${id}-${name}-error` : undefined);

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="apply-for-trial-title">
      <div className={styles.grid}>
        <Field htmlFor={`${id}-name`} label={<Translate id="form.name">姓名</Translate>}>
          <input
            id={`${id}-name`}
            autoComplete="name"
            aria-required="true"
            aria-invalid={!!errors.name}
            aria-describedby={describedBy('name', !!errors.name)}
            {...register('name')}
          />
          <FieldErrorText id={`${id}-name-error`} error={errors.name} />
        </Field>
        <Field htmlFor={`${id}-phone`} label={<Translate id="form.phone">手机号码</Translate>}>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-required="true"
            aria-invalid={!!errors.phone}
            aria-describedby={describedBy('phone', !!errors.phone)}
            {...register('phone')}
          />
          <FieldErrorText id={`${id}-phone-error`} error={errors.phone} />
        </Field>
        <Field htmlFor={`${id}-country`} label={<Translate id="form.country">国家和地区</Translate>}>
          <select id={`${id}-country`} {...register('country')}>
            <option value="">{choose()}</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {regions[c] ?? c}
              </option>
            ))}
          </select>
        </Field>
        <Field htmlFor={`${id}-mode`} label={<Translate id="form.cooperationMode">合作模式</Translate>}>
          <select id={`${id}-mode`} {...register('cooperationMode')}>
            <option value="">{choose()}</option>
            {cooperationModes.map((m) => (
              <option key={m} value={m}>
                {cooperationModeLabel(m)}
              </option>
            ))}
          </select>
        </Field>
        <Field htmlFor={`${id}-detail`} label={<Translate id="form.detailedSelection">详细选择</Translate>}>
          <select id={`${id}-detail`} {...register('detailedSelection')}>
            <option value="">{choose()}</option>
            {detailedSelections.map((p) => (
              <option key={p} value={p}>
                {productName(p)}
              </option>
            ))}
          </select>
        </Field>
        <Field htmlFor={`${id}-user`} label={<Translate id="form.userPlatform">用户端平台</Translate>}>
          <select id={`${id}-user`} {...register('userPlatform')}>
            <option value="">{choose()}</option>
            {userPlatforms.map((p) => (
              <option key={p} value={p}>
                {userPlatformLabel(p)}
              </option>
            ))}
          </select>
        </Field>
        <Field htmlFor={`${id}-admin`} label={<Translate id="form.adminBackOffice">管理后台</Translate>}>
          <select id={`${id}-admin`} {...register('adminBackOffice')}>
            <option value="">{choose()}</option>
            {adminBackOffices.map((a) => (
              <option key={a} value={a}>
                {adminBackOfficeLabel(a)}
              </option>
            ))}
          </select>
        </Field>
        <Field htmlFor={`${id}-listing`} label={<Translate id="form.listingPlatform">上架平台</Translate>}>
          <select id={`${id}-listing`} {...register('listingPlatform')}>
            <option value="">{choose()}</option>
            {listingPlatforms.map((l) => (
              <option key={l} value={l}>
                {listingPlatformLabels[l]}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <fieldset className={styles.choices}>
        <legend>
          <Translate id="form.categories">经营品类（可多选）</Translate>
        </legend>
        {categories.map((c) => (
          <label key={c}>
            <input type="checkbox" value={c} {...register('categories')} /> {categoryLabel(c)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>
          <Translate id="form.systemLanguages">系统语言（可多选）</Translate>
        </legend>
        {systemLanguages.map((code) => (
          <label key={code} lang={localeByCode(code)?.htmlLang}>
            <input type="checkbox" value={code} {...register('systemLanguages')} /> {localeByCode(code)?.label}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>
          <Translate id="form.paymentMethods">用户支付方式（可多选）</Translate>
        </legend>
        {paymentMethods.map((m) => (
          <label key={m}>
            <input type="checkbox" value={m} {...register('paymentMethods')} /> {paymentMethodLabel(m)}
          </label>
        ))}
      </fieldset>

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
              <Field htmlFor={`${rowId}-category`} label={<Translate id="form.billing.category">品类</Translate>}>
                <select id={`${rowId}-category`} {...register(`billing.${index}.category`)}>
                  {categories.map((c) => (
                    <option key={c} value={c}>
                      {categoryLabel(c)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field htmlFor={`${rowId}-price`} label={<Translate id="form.billing.price">价格</Translate>}>
                <input
                  id={`${rowId}-price`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  aria-invalid={!!rowErrors?.price}
                  aria-describedby={rowErrors?.price ? `${rowId}-price-error` : undefined}
                  {...register(`billing.${index}.price`)}
                />
                <FieldErrorText id={`${rowId}-price-error`} error={rowErrors?.price} />
              </Field>
              <Field htmlFor={`${rowId}-endUser`} label={<Translate id="form.billing.endUser">付费方</Translate>}>
                <select id={`${rowId}-endUser`} {...register(`billing.${index}.endUser`)}>
                  {endUsers.map((u) => (
                    <option key={u} value={u}>
                      {endUserLabel(u)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                htmlFor={`${rowId}-channel`}
                label={<Translate id="form.billing.paymentChannel">支付渠道</Translate>}>
                <select id={`${rowId}-channel`} {...register(`billing.${index}.paymentChannel`)}>
                  {paymentChannels.map((p) => (
                    <option key={p} value={p}>
                      {paymentChannelLabel(p)}
                    </option>
                  ))}
                </select>
              </Field>
              <button type="button" className="button button--outline button--secondary" onClick={() => billing.remove(index)}>
                <Translate id="form.billing.remove">删除此行</Translate>
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className="button button--outline button--primary"
          onClick={() =>
            billing.append({category: 'powerBanks', price: 0, endUser: 'consumer', paymentChannel: 'eWallet'})
          }>
          <Translate id="form.billing.add">添加一行</Translate>
        </button>
      </fieldset>

      <Field htmlFor={`${id}-contact`} label={<Translate id="form.contactDetails">其他联系方式</Translate>}>
        <textarea id={`${id}-contact`} rows={3} {...register('contactDetails')} />
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
        <div role="status" aria-live="polite" className={styles.status}>
          {status === 'sent' && (
            <p className={styles.success}>
              <Translate id="form.success">提交成功，我们会尽快与您联系</Translate>
            </p>
          )}
        </div>
        {status === 'failed' && (
          <p className={styles.failure} role="alert">
            <Translate id="form.failed">请求失败</Translate>
          </p>
        )}
      </div>
    </form>
  );
}
