import type {Path, UseFormReturn} from 'react-hook-form';
import type {CustomizationInput, CustomizationRequest} from '@site/src/api/customization';
import {requestFields, type FieldCode, type RequestFields} from '@site/src/data/customizationFields';

/** What the form holds: the request as typed, and the honeypot a bot fills in. */
export type Values = CustomizationInput & {website?: string};
export type Form = UseFormReturn<Values, unknown, CustomizationRequest>;

/** A field's path in the form's values, for fields and columns named by the table. */
export const pathOf = (path: string) => path as Path<Values>;

type Kind = RequestFields[FieldCode]['kind'];
/** The codes of the fields of some kinds. */
export type CodesOf<K extends Kind> = {[C in FieldCode]: RequestFields[C]['kind'] extends K ? C : never}[FieldCode];

/** The codes of the table's fields of the given kinds, in its order. */
export const fieldsOf = <K extends Kind>(...kinds: K[]) =>
  (Object.keys(requestFields) as FieldCode[]).filter((code): code is CodesOf<K> =>
    kinds.includes(requestFields[code].kind as K),
  );

/** An empty form: no text, nothing chosen, no rows. */
export const emptyValues: Values = {
  ...(Object.fromEntries(
    Object.entries(requestFields).map(([code, field]) => [
      code,
      field.kind === 'checkboxes' || field.kind === 'rows' ? [] : '',
    ]),
  ) as unknown as Values),
  website: '',
};
