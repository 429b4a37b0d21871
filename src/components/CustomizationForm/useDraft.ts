import {useEffect, useState} from 'react';
import {optionLists} from '@site/src/data/customization';
import {requestFields} from '@site/src/data/customizationFields';
import {ATTEMPT_KEY, DRAFT_KEY, SENT_KEY, storage} from './tabMemory';
import {emptyValues, pathOf, type Form, type Values} from './values';

function readDraft(): Values | null {
  const raw = storage(DRAFT_KEY);
  try {
    return raw ? {...emptyValues, ...(JSON.parse(raw) as Values)} : null;
  } catch {
    return null; // A draft that is not JSON any more: start empty.
  }
}

/**
 * The choices a link to the form names (?mode=…, ?product=…, ?category=…,
 * from the venues page or the catalogue): a list's option, or nothing.
 */
function chooseFromLink({getValues, setValue}: Pick<Form, 'getValues' | 'setValue'>, search: string) {
  const params = new URLSearchParams(search);
  for (const [code, field] of Object.entries(requestFields)) {
    if (!('fromLink' in field)) continue;
    const value = optionLists[field.options].find((option) => option === params.get(field.fromLink));
    if (!value) continue;
    const path = pathOf(code);
    // Ticked beside any a draft already holds.
    if (field.kind === 'checkboxes')
      setValue(path, [...new Set([...((getValues(path) as string[] | undefined) ?? []), value])] as never);
    else setValue(path, value);
  }
}

/**
 * What this tab keeps of the form (session storage, tabMemory.ts): the draft,
 * restored on load and saved as the visitor types, until it is sent; the
 * reference of the request sent, so the confirmation outlasts a reload; and
 * one idempotency key per draft, sent with every attempt until one succeeds.
 */
export default function useDraft(form: Form) {
  const [sent, setSent] = useState<string | null>(null);
  const {reset, watch, getValues, setValue} = form;

  useEffect(() => {
    setSent(storage(SENT_KEY));
    const draft = readDraft();
    if (draft) reset(draft);
    chooseFromLink({getValues, setValue}, window.location.search);
  }, [reset, getValues, setValue]);

  useEffect(() => {
    const subscription = watch((values) => storage(DRAFT_KEY, JSON.stringify(values)));
    return () => subscription.unsubscribe();
  }, [watch]);

  return {
    /** The reference of the request this tab sent, or null while there is a draft. */
    sent,
    attemptKey: (): string => storage(ATTEMPT_KEY) ?? storage(ATTEMPT_KEY, crypto.randomUUID()) ?? crypto.randomUUID(),
    /** The request is stored: the draft and its key are done with, the reference is kept. */
    markSent(reference: string) {
      storage(DRAFT_KEY, null);
      storage(ATTEMPT_KEY, null);
      storage(SENT_KEY, reference);
      reset(emptyValues);
      setSent(reference);
    },
    /** Another request: the form again, empty. */
    startAnother() {
      storage(SENT_KEY, null);
      setSent(null);
    },
  };
}
