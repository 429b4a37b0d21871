import {useEffect, useId, useState} from 'react';
import {useForm, type FieldError, type Resolver} from 'react-hook-form';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {CustomizationRequest} from '@site/src/api/customization';
import {onRequestFailure, showFailuresInline} from '@site/src/api/events';
import {currencyOfCountry, defaultCurrency} from '@site/src/data/customization';
import {requestFields} from '@site/src/data/customizationFields';
import Confirmation from './Confirmation';
import {FieldControl, RequiredMark} from './fields';
import Rows from './Rows';
import styles from './styles.module.scss';
import useDraft from './useDraft';
import {emptyValues, fieldsOf, pathOf, type CodesOf, type Values} from './values';

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

/**
 * The customisation request form a business sends for an offer: react-hook-form with the zod
 * schema the API also uses, its fields drawn from the table in
 * src/data/customizationFields.ts. The draft survives a reload (session
 * storage) until it is sent; a hidden honeypot drops bots without telling them.
 */
export default function CustomizationForm() {
  const id = useId();
  const [failed, setFailed] = useState(false);
  // The API's own message for a failed send (spec: the body's msg, or "network is poor").
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, CustomizationRequest>({resolver, defaultValues: emptyValues});
  const {register, handleSubmit, watch, formState} = form;
  const draft = useDraft(form);

  // Failures show beside the Send button, in the flow of the page, never over it.
  useEffect(() => {
    const release = showFailuresInline();
    const off = onRequestFailure((error) => setFailure(error.message));
    return () => {
      off();
      release();
    };
  }, []);

  const onSubmit = async (request: CustomizationRequest, event?: React.BaseSyntheticEvent) => {
    const honeypot = new FormData(event?.target as HTMLFormElement).get('website');
    setFailed(false);
    setFailure(null);
    try {
      // A filled honeypot is a bot: pretend success, send nothing.
      const {id} = honeypot
        ? {id: '—'}
        : await (await loadSubmission()).submitCustomization(request, draft.attemptKey());
      draft.markSent(id);
    } catch {
      setFailed(true);
    }
  };

  if (draft.sent) return <Confirmation reference={draft.sent} onAnother={draft.startAnother} />;

  const country = watch('country');
  const currency = currencyOfCountry[country as keyof typeof currencyOfCountry] ?? defaultCurrency;
  const control = (code: CodesOf<'text' | 'tel' | 'select' | 'checkboxes' | 'textarea'>) => (
    <FieldControl
      key={code}
      id={`${id}-${code}`}
      field={requestFields[code]}
      registration={register(pathOf(code))}
      error={formState.errors[code] as FieldError | undefined}
    />
  );

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
      {/* One-line fields in the grid, then the checkbox groups, the rows and the long texts. */}
      <div className={styles.grid}>{fieldsOf('text', 'tel', 'select').map(control)}</div>
      {fieldsOf('checkboxes').map(control)}
      {fieldsOf('rows').map((code) => (
        <Rows key={code} id={`${id}-${code}`} code={code} field={requestFields[code]} form={form} currency={currency} />
      ))}
      {fieldsOf('textarea').map(control)}

      {/* Honeypot: invisible to people and screen readers; bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      {/* Before Send: what the details are used for, and where the policy says how long they are kept. */}
      <p className={styles.hint} data-privacy-note>
        <Translate
          id="form.privacyNote"
          description="Above the Send button; {policy} is a link to the privacy policy's section on this website"
          values={{
            policy: (
              <Link to="/privacys#website">
                <Translate id="form.privacyNote.policy" description="The privacy policy's name, as the navbar has it">
                  隐私政策
                </Translate>
              </Link>
            ),
          }}
        >
          {'我们仅将这些信息用于回应您的需求；保存期限及您享有的权利，请参阅{policy}。'}
        </Translate>
      </p>
      <div className={styles.submitRow}>
        <button type="submit" className="button button--primary button--lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? (
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
