import siteConfig from '@generated/docusaurus.config';
import {translate} from '@docusaurus/Translate';
import {createApiClient} from './client';
import {reportRequestFailure} from './events';

/** The API host is a build-time setting: API_BASE_URL, see docusaurus.config.ts. */
export const apiBaseUrl = String(siteConfig.customFields?.apiBaseUrl ?? '');

export const apiClient = createApiClient({
  baseURL: apiBaseUrl,
  networkErrorMessage: () => translate({id: 'api.networkPoor', message: '网络不佳，请重试'}),
  emptyAnswerMessage: () => translate({id: 'api.emptyAnswer', message: '服务器没有返回结果，请重试'}),
  onError: reportRequestFailure,
});
