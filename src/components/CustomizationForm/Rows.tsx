/**
 * A field of rows the visitor adds and removes (the billing rows), each with
 * the columns the table gives it: a select always holds one of its options,
 * an amount is typed, in the currency of the country chosen above.
 */
import {useFieldArray, type FieldArray, type FieldError} from 'react-hook-form';
import {usePluralForm} from '@docusaurus/theme-common';
import {fieldProblems, type Column, type RequestField} from '@site/src/data/customizationFields';
import {errorText, fieldLabel} from '@site/src/labels/customizationFields';
import {formatNumber} from '@site/src/plugins/localeFormat/format';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import {Field, FieldErrorText, idList, SelectControl} from './fields';
import styles from './styles.module.scss';
import {pathOf, type CodesOf, type Form, type Values} from './values';

type ColumnProps = {id: string; path: string; column: Column; form: Form; currency: string; error?: FieldError};

function ColumnControl({id, path, column, form, currency, error}: ColumnProps) {
  const label = fieldLabel(column.label);
  if (column.kind === 'select') {
    return <SelectControl id={id} label={label} options={column.options} registration={form.register(pathOf(path))} />;
  }
  const currencyId = `${id}-currency`;
  const errorId = `${id}-error`;
  // An amount must be typed, so it carries the mark; a select always holds a value and needs none.
  return (
    <Field htmlFor={id} label={label} required>
      <div className={styles.priceInput}>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={column.min}
          max={column.max}
          step="any"
          aria-required="true"
          aria-invalid={!!error}
          aria-describedby={idList(column.inCurrency && currencyId, error && errorId)}
          {...form.register(pathOf(path), {valueAsNumber: true})}
        />
        {/* The currency code reads the same in every language. */}
        {column.inCurrency && (
          <span id={currencyId} className={styles.currency} translate="no" data-currency>
            {currency}
          </span>
        )}
      </div>
      <FieldErrorText id={errorId} error={error} />
    </Field>
  );
}

export default function Rows(props: {
  id: string;
  code: CodesOf<'rows'>;
  field: Extract<RequestField, {kind: 'rows'}>;
  form: Form;
  currency: string;
}) {
  const {id, code, field, form, currency} = props;
  const rows = useFieldArray({control: form.control, name: code});
  const format = useLocaleFormat();
  const {selectMessage} = usePluralForm();
  const columns = Object.entries(field.columns);
  // A new row starts with each column's first value.
  const newRow = () =>
    Object.fromEntries(columns.map(([name, column]) => [name, column.initial])) as unknown as FieldArray<
      Values,
      typeof code
    >;
  const rowErrors = form.formState.errors[code] as Record<string, FieldError>[] | undefined;
  return (
    <fieldset className={styles.billing}>
      <legend>{fieldLabel(field.label)}</legend>
      {rows.fields.length === 0 && <p className={styles.hint}>{fieldLabel(field.hint)}</p>}
      {rows.fields.map((row, index) => (
        <div key={row.id} className={styles.billingRow} data-billing-row>
          {columns.map(([name, column]) => (
            <ColumnControl
              key={name}
              id={`${id}-${index}-${name}`}
              path={`${code}.${index}.${name}`}
              column={column}
              form={form}
              currency={currency}
              error={rowErrors?.[index]?.[name]}
            />
          ))}
          <button type="button" className="button button--outline button--secondary" onClick={() => rows.remove(index)}>
            {fieldLabel(field.removeRow)}
          </button>
        </div>
      ))}
      {rows.fields.length < field.maxRows ? (
        <button type="button" className="button button--outline button--primary" onClick={() => rows.append(newRow())}>
          {fieldLabel(field.addRow)}
        </button>
      ) : (
        <p className={styles.hint}>
          {errorText(fieldProblems(code, field).tooMany?.code, (n) => formatNumber(n, format), selectMessage)}
        </p>
      )}
    </fieldset>
  );
}
