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
