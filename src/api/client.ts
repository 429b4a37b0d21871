/**
 * The one HTTP client of the site. Components never use axios:
 * they call typed functions such as submitCustomization(). This module only
 * knows the rules; src/api/siteClient.ts wires it to the site's config.
 *
 * Rules: JSON accept header, default params {}, 6000 ms time-out. An image
 * response is returned as raw data. A body with code 200 (the number; the
 * platform sends no other form) yields its `data` if present, else the whole
 * body. Any other code is rejected with the body's `msg` (or, blank, the
 * "network is poor" message); no usable response at all (network error,
 * time-out, CORS, an HTML error page) is rejected with "network is poor";
 * a success without a body with its own message. A cancelled request is
 * rejected silently: no toast, no red loading bar. Requests never leave the
 * configured host: absolute URLs and a per-call baseURL are not honoured.
 */
import axios, {AxiosError, type AxiosInstance, type AxiosRequestConfig} from 'axios';

export const SUCCESS_CODE = 200;
export const TIMEOUT_MS = 6000;

export class ApiError extends Error {
  constructor(
    message: string,
    /**
     * `server`: the API answered with a code other than 200; `network`: no
     * usable answer; `empty`: a success without a body; `cancelled`: the
     * caller cancelled it (never reported).
     */
    readonly kind: 'server' | 'network' | 'empty' | 'cancelled',
    readonly code?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type ApiClientOptions = {
  baseURL: string;
  timeoutMs?: number;
  /** "Network is poor, please retry", in the page's language. */
  networkErrorMessage: () => string;
  /** "The server sent no answer, please retry", in the page's language. */
  emptyAnswerMessage: () => string;
  /** Called once for every failed request (toast, loading bar). */
  onError?: (error: ApiError) => void;
};

type Body = {code?: unknown; msg?: unknown; data?: unknown};

const isBody = (value: unknown): value is Body => typeof value === 'object' && value !== null && 'code' in value;

export type ApiClient = {
  /** The request's result after the response rules, or a rejected ApiError. */
  request<T>(config: AxiosRequestConfig): Promise<T>;
  instance: AxiosInstance;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? TIMEOUT_MS,
    headers: {Accept: 'application/json'},
    params: {},
    // A URL that names another host does not leave the configured one.
    allowAbsoluteUrls: false,
  });

  const fromBody = (body: Body): ApiError =>
    new ApiError(
      typeof body.msg === 'string' && body.msg.trim() ? body.msg.trim() : options.networkErrorMessage(),
      'server',
      typeof body.code === 'number' ? body.code : undefined,
    );

  const fail = (error: ApiError): never => {
    options.onError?.(error);
    throw error;
  };

  instance.interceptors.response.use(
    (response) => {
      const type = String(response.headers['content-type'] ?? '').toLowerCase();
      if (type.startsWith('image/')) return response.data;
      const body: unknown = response.data;
      if (body === '' || body === undefined || body === null) {
        return fail(new ApiError(options.emptyAnswerMessage(), 'empty'));
      }
      if (isBody(body)) {
        if (body.code === SUCCESS_CODE) return 'data' in body ? body.data : body;
        return fail(fromBody(body));
      }
      // A 2xx answer that is not the API's JSON (a proxy's HTML page).
      return fail(new ApiError(options.networkErrorMessage(), 'network'));
    },
    (error: unknown) => {
      if (axios.isCancel(error)) throw new ApiError('cancelled', 'cancelled');
      const body = error instanceof AxiosError ? error.response?.data : undefined;
      return fail(isBody(body) ? fromBody(body) : new ApiError(options.networkErrorMessage(), 'network'));
    },
  );

  return {
    instance,
    // The instance's baseURL, whatever the call asks for.
    request: <T>({baseURL: _ignored, allowAbsoluteUrls: _also, ...config}: AxiosRequestConfig) =>
      instance.request(config) as Promise<T>,
  };
}
