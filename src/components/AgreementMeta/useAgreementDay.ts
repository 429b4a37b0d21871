import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {vietnamDate} from '@site/src/data/helpCenter';

/**
 * Today in Vietnam, for "which version is in force": the build's day in the
 * server-rendered HTML (so hydration matches), then the browser's own day,
 * so that a page built in December says the truth in January.
 */
export function useAgreementDay(): string {
  const {siteConfig} = useDocusaurusContext();
  const [today, setToday] = useState(String(siteConfig.customFields?.buildDate));
  useEffect(() => setToday(vietnamDate(new Date())), []);
  return today;
}
