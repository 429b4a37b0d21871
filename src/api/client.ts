/**
 * The one HTTP client of the site (spec §7). Components never use axios:
 * they call typed functions such as submitCustomization(). This module only
 * knows the rules; src/api/siteClient.ts wires it to the site's config.
 *
 * Rules: JSON accept header, default params {}, 6000 ms time-out. An image
 * response is returned as raw data. A body with code 200 yields its `data`
 * if present, else the whole body. Any other code is rejected with the
 * body's `msg`; no usable response at all (network error, time-out, CORS,
 * an HTML error page) is rejected with the "network is poor" message.
 */
import axios, {AxiosError, type AxiosInstance, type AxiosRequestConfig} from 'axios';

export const SUCCESS_CODE = 200;
export const TIMEOUT_MS = 6000;

export class ApiError extends Error {
  constructor(
    message: string,
    /** `server`: the API answered with a code other than 200; `network`: no usable answer. */
    readonly kind: 'server' | 'network',
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
  });

  const fromBody = (body: Body): ApiError =>
    new ApiError(
      typeof body.msg === 'string' && body.msg ? body.msg : options.networkErrorMessage(),
      'server',
      typeof body.code === 'number' ? body.code : undefined,
    );

  const fail = (error: ApiError): never => {
    options.onError?.(error);
    throw error;
  };

  instance.interceptors.response.use(
    (response) => {
      const type = String(response.headers['content-type'] ?? '');
      if (type.startsWith('image/')) return response.data;
      const body: unknown = response.data;
      if (isBody(body)) {
        if (body.code === SUCCESS_CODE) return 'data' in body ? body.data : body;
        return fail(fromBody(body));
      }
      // A 2xx answer that is not the API's JSON (a proxy's HTML page).
      return fail(new ApiError(options.networkErrorMessage(), 'network'));
    },
    (error: unknown) => {
      const body = error instanceof AxiosError ? error.response?.data : undefined;
      return fail(isBody(body) ? fromBody(body) : new ApiError(options.networkErrorMessage(), 'network'));
    },
  );

  return {
    instance,
    request: <T>(config: AxiosRequestConfig) => instance.request(config) as Promise<T>,
  };
}
