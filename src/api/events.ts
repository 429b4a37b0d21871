/**
 * Failed requests, for whoever shows them: the toast and the loading bar's
 * failed style subscribe here, so the API client knows neither.
 */
import type {ApiError} from './client';

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

export function onRequestFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportRequestFailure(error: ApiError): void {
  listeners.forEach((listener) => listener(error));
}

let inlineViews = 0;

/**
 * A view that shows failed requests itself, in the flow of the page beside
 * the control that sent them (the form beside its Send button). While one is
 * open the floating toast stays away: a fixed message would cover controls.
 * Returns the release.
 */
export function showFailuresInline(): () => void {
  inlineViews += 1;
  let released = false;
  return () => {
    if (!released) inlineViews -= 1;
    released = true;
  };
}

export function failuresShownInline(): boolean {
  return inlineViews > 0;
}
