/**
 * One control per kind of field of the table (src/data/customizationFields.ts):
 * a labelled input or textarea with its error, a select, a group of checkboxes.
 */
import type {ReactNode} from 'react';
import type {FieldError, UseFormRegisterReturn} from 'react-hook-form';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {optionLists, type OptionListName} from '@site/src/data/customization';
import type {RequestField} from '@site/src/data/customizationFields';
import {optionLang, optionName} from '@site/src/labels/customization';
import {errorText, fieldLabel} from '@site/src/labels/customizationFields';
import {formatNumber} from '@site/src/plugins/localeFormat/format';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import styles from './styles.module.scss';

/** Space-separated ids for aria-describedby, the absent ones left out. */
export const idList = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function FieldErrorText({id, error}: {id: string; error?: Pick<FieldError, 'message'>}) {
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
export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true" data-required-mark>
      {ASTERISK}
    </span>
  );
}

export function Field(props: {label: ReactNode; htmlFor: string; required?: boolean; children: ReactNode}) {
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

const choose = () => translate({id: 'form.choose', message: '请选择'});

/** A labelled select of a list's options; `unchosen` adds an empty "please choose". */
export function SelectControl(props: {
  id: string;
  label: string;
  options: OptionListName;
  registration: UseFormRegisterReturn;
  unchosen?: boolean;
}) {
  const format = useLocaleFormat();
  return (
    <Field htmlFor={props.id} label={props.label}>
      <select id={props.id} {...props.registration}>
        {props.unchosen && <option value="">{choose()}</option>}
        {optionLists[props.options].map((value) => (
          <option key={value} value={value}>
            {optionName(props.options, value, format)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A group of checkboxes for a multi-select. */
function Checkboxes(props: {legend: string; options: OptionListName; registration: UseFormRegisterReturn}) {
  const format = useLocaleFormat();
  const lang = optionLang[props.options] as ((value: string) => string | undefined) | undefined;
  return (
    <fieldset className={styles.choices}>
      <legend>{props.legend}</legend>
      {optionLists[props.options].map((value) => (
        <label key={value} lang={lang?.(value)}>
          <input type="checkbox" value={value} {...props.registration} /> {optionName(props.options, value, format)}
        </label>
      ))}
    </fieldset>
  );
}

/** What each kind of one-line input is: a phone number gets the phone keypad. */
const inputKinds = {text: {}, tel: {type: 'tel', inputMode: 'tel'}} as const;

/** A field of the table that is not rows (src/components/CustomizationForm/Rows.tsx draws those). */
export function FieldControl(props: {
  id: string;
  field: Exclude<RequestField, {kind: 'rows'}>;
  registration: UseFormRegisterReturn;
  error?: Pick<FieldError, 'message'>;
}) {
  const {id, field, registration, error} = props;
  const label = fieldLabel(field.label);
  switch (field.kind) {
    case 'select':
      return <SelectControl id={id} label={label} options={field.options} registration={registration} unchosen />;
    case 'checkboxes':
      return <Checkboxes legend={label} options={field.options} registration={registration} />;
  }
  const errorId = `${id}-error`;
  const required = field.required ? ('true' as const) : undefined;
  const describedBy = error ? errorId : undefined;
  return (
    <Field htmlFor={id} label={label} required={field.required}>
      {field.kind === 'textarea' ? (
        <textarea
          id={id}
          rows={field.lines}
          maxLength={field.maxLength}
          aria-required={required}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          {...registration}
        />
      ) : (
        <input
          id={id}
          {...inputKinds[field.kind]}
          autoComplete={field.autoComplete}
          aria-required={required}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          maxLength={field.maxLength}
          {...registration}
        />
      )}
      <FieldErrorText id={errorId} error={error} />
    </Field>
  );
}
