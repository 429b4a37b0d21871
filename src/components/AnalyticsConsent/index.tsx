import {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {onConsentChange, readConsent, saveConsent, type Consent} from '@site/src/lib/analytics';
import styles from './styles.module.scss';

/** GTAG_ID of this build and the visitor's choice; `undefined` until the page has hydrated. */
function useAnalyticsConsent(): {id: string; consent: Consent | null | undefined} {
  const {siteConfig} = useDocusaurusContext();
  const id = String(siteConfig.customFields?.gtagId ?? '');
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setConsent(readConsent());
    read();
    return onConsentChange(read);
  }, []);
  return {id, consent};
}

function Buttons({id, consent}: {id: string; consent?: Consent | null}) {
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className="button button--primary button--sm"
        aria-pressed={consent === undefined ? undefined : consent === 'granted'}
        onClick={() => saveConsent('granted', id)}
      >
        <Translate id="analytics.allow">允许</Translate>
      </button>
      <button
        type="button"
        className="button button--secondary button--sm"
        aria-pressed={consent === undefined ? undefined : consent === 'refused'}
        onClick={() => saveConsent('refused', id)}
      >
        <Translate id="analytics.refuse">不允许</Translate>
      </button>
    </div>
  );
}

/** Asked once, on the first visit of a build with analytics; nothing is measured before an answer. */
export function AnalyticsPrompt() {
  const {id, consent} = useAnalyticsConsent();
  if (!id || consent !== null) return null;
  return (
    <section className={styles.prompt} aria-label={translate({id: 'analytics.label', message: '网站统计'})}>
      <p>
        <Translate id="analytics.prompt">
          我们想用 Google Analytics 统计帮助页面的使用情况，以便改进。只有在您允许之后才会开始统计。
        </Translate>{' '}
        <Link to="/privacys#website">
          <Translate id="analytics.learnMore">了解详情</Translate>
        </Link>
      </p>
      <Buttons id={id} />
    </section>
  );
}

/** The privacy policy's switch: the current choice, and a way to change it. */
export function AnalyticsChoice() {
  const {id, consent} = useAnalyticsConsent();
  if (!id)
    return (
      <p>
        <Translate id="analytics.off">本网站目前不使用网站统计，也不设置统计 Cookie。</Translate>
      </p>
    );
  return (
    <div className={styles.choice} role="group" aria-label={translate({id: 'analytics.label', message: '网站统计'})}>
      <p aria-live="polite">
        {consent === 'granted' ? (
          <Translate id="analytics.state.granted">您已允许网站统计。</Translate>
        ) : consent === 'refused' ? (
          <Translate id="analytics.state.refused">您未允许网站统计。</Translate>
        ) : (
          <Translate id="analytics.state.unset">您尚未作出选择，网站统计没有启用。</Translate>
        )}
      </p>
      <Buttons id={id} consent={consent} />
    </div>
  );
}
