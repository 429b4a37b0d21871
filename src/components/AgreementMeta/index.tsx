import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useDoc, useVersions} from '@docusaurus/plugin-content-docs/client';
import {agreementVersions} from '@site/src/data/helpCenter';
import {formatDate, type LocaleFormat} from '@site/src/plugins/localeFormat/format';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import styles from './styles.module.scss';

type AgreementFrontMatter = {version?: string; effective_date?: string | Date};

function isoDate(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** "In force since 1 July 2026", or "1 March 2025 to 1 July 2026" once replaced. */
function periodLabel(effectiveDate: string, docsVersion: string, lang: LocaleFormat): string {
  const index = agreementVersions.findIndex((v) => v.docsVersion === docsVersion);
  const newer = index > 0 ? agreementVersions[index - 1] : undefined;
  return newer
    ? translate(
        {id: 'agreement.period', message: '{from} 至 {to}'},
        {from: formatDate(effectiveDate, lang), to: formatDate(newer.effectiveDate, lang)},
      )
    : translate({id: 'agreement.effective', message: '自 {date} 起生效'}, {date: formatDate(effectiveDate, lang)});
}

/** Version and effective date, at the top of an agreement; printed with its URL. */
export function AgreementHeader() {
  const {frontMatter, metadata} = useDoc();
  const {version, effective_date: effective} = frontMatter as AgreementFrontMatter;
  const lang = useLocaleFormat();
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  if (!version || !effective) return null;
  return (
    <p className={styles.meta}>
      <span>{translate({id: 'agreement.version', message: '版本 {version}'}, {version})}</span>
      <span>{periodLabel(isoDate(effective), metadata.version, lang)}</span>
      <span className={styles.printUrl}>{`${siteConfig.url}${pathname}`}</span>
    </p>
  );
}

/**
 * "Which version did I accept?": every version of this document with the date
 * it took effect; the one in force when you accepted is the one that applies.
 */
export function AgreementHistory() {
  const {metadata, frontMatter} = useDoc();
  const lang = useLocaleFormat();
  const versions = useVersions(undefined);
  if (!(frontMatter as AgreementFrontMatter).version) return null;
  return (
    <section className={styles.history} aria-labelledby="version-history">
      {/* A plain heading: the theme's would add a "#" link, and this is not a clause to cite. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 id="version-history" className={styles.historyTitle}>
        <Translate id="agreement.history">版本历史</Translate>
      </h2>
      <p>
        <Translate id="agreement.history.which">
          每个版本适用于其生效期间发生的事项：您接受条款、开始租借或申请退款时有效的版本，即适用于该事项。早期版本仍可在此查阅。
        </Translate>
      </p>
      <ul>
        {agreementVersions.map((v, index) => {
          const docsVersion = versions.find((gv) => gv.name === v.docsVersion);
          const doc = docsVersion?.docs.find((d) => d.id === metadata.id);
          const isThis = metadata.version === v.docsVersion;
          const label = translate({id: 'agreement.version', message: '版本 {version}'}, {version: v.version});
          const period = periodLabel(v.effectiveDate, v.docsVersion, lang);
          return (
            <li key={v.version}>
              {isThis || !doc ? <strong>{label}</strong> : <Link to={doc.path}>{label}</Link>}
              {' · '}
              {period}
              {index === 0 && (
                <>
                  {' · '}
                  <Translate id="agreement.inForce">现行有效</Translate>
                </>
              )}
              {isThis && (
                <>
                  {' · '}
                  <Translate id="agreement.thisPage">本页</Translate>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
