import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useDoc, useVersions} from '@docusaurus/plugin-content-docs/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {agreementVersions, versionInForce, versionStatus, type AgreementVersion} from '@site/src/data/helpCenter';
import {formatDate} from '@site/src/plugins/localeFormat/format';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import {useAgreementDay} from './useAgreementDay';
import {periodLabel} from './periodLabel';
import styles from './styles.module.scss';

type AgreementFrontMatter = {version?: string; effective_date?: string | Date};

function isoDate(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

type GlobalVersions = ReturnType<typeof useVersions>;

/** This document as it stands in another version, if that version has it. */
function docIn(versions: GlobalVersions, v: AgreementVersion, docId: string) {
  return versions.find((gv) => gv.name === v.docsVersion)?.docs.find((d) => d.id === docId);
}

/**
 * The help documents are versioned together: the FAQ of docs version 2.0
 * answers under the agreements of 2.0. An agreement names its version in its
 * front matter; the FAQ takes the one of its docs version.
 */
function helpVersion(docsVersion: string): AgreementVersion | undefined {
  return agreementVersions.find((v) => v.docsVersion === docsVersion);
}

/**
 * Version and effective date, at the top of an agreement and of the FAQ (so a
 * reader knows which terms its answers describe); printed with its URL.
 */
export function AgreementHeader() {
  const {frontMatter, metadata} = useDoc();
  const agreement = frontMatter as AgreementFrontMatter;
  const entry = helpVersion(metadata.version);
  const version = agreement.version ?? entry?.version;
  const effective = agreement.effective_date ?? entry?.effectiveDate;
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
 * The day a version of the agreements took effect, written as the agreements
 * write dates, for prose that names it: `<EffectiveDate version="1.0"/>`.
 */
export function EffectiveDate({version}: {version: string}) {
  const lang = useLocaleFormat();
  const found = agreementVersions.find((v) => v.version === version);
  if (!found) throw new Error(`<EffectiveDate version="${version}"/>: no such version in src/data/helpCenter.ts`);
  return <>{formatDate(found.effectiveDate, lang, 'legal')}</>;
}

/**
 * "Which version did I accept?": every version of this document with the date
 * it took effect; the one in force when you accepted is the one that applies.
 */
export function AgreementHistory() {
  const {metadata, frontMatter} = useDoc();
  const lang = useLocaleFormat();
  const versions = useVersions(undefined);
  const today = useAgreementDay();
  const status = (v: AgreementVersion) => versionStatus(v.docsVersion, today);
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
        {agreementVersions.map((v) => {
          const doc = docIn(versions, v, metadata.id);
          const isThis = metadata.version === v.docsVersion;
          const label = translate({id: 'agreement.version', message: '版本 {version}'}, {version: v.version});
          const period = periodLabel(v.effectiveDate, v.docsVersion, lang);
          return (
            <li key={v.version}>
              {isThis || !doc ? <strong>{label}</strong> : <Link to={doc.path}>{label}</Link>}
              {' · '}
              {period}
              {status(v) !== 'replaced' && (
                <>
                  {' · '}
                  {status(v) === 'inForce' ? (
                    <Translate id="agreement.inForce">现行有效</Translate>
                  ) : (
                    <Translate id="agreement.upcoming">即将生效</Translate>
                  )}
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

/**
 * Between a version's publication and its effective date two versions are
 * live: the new one says when it takes effect and which one applies until
 * then; the one in force says it still is, and what replaces it when; a
 * replaced one points at the version in force. The FAQ follows the same
 * dates as the agreements it explains; a docs version not in the list keeps
 * the theme's banner (`fallback`).
 */
export function AgreementVersionNotice({fallback}: {fallback: ReactNode}) {
  const {metadata} = useDoc();
  const versions = useVersions(undefined);
  const today = useAgreementDay();
  const lang = useLocaleFormat();
  if (!helpVersion(metadata.version)) return <>{fallback}</>;
  const status = versionStatus(metadata.version, today);
  const docPath = (v: AgreementVersion) => docIn(versions, v, metadata.id)?.path ?? '/';
  const linkTo = (v: AgreementVersion) => (
    <Link to={docPath(v)}>{translate({id: 'agreement.version', message: '版本 {version}'}, {version: v.version})}</Link>
  );
  const index = agreementVersions.findIndex((v) => v.docsVersion === metadata.version);
  const notice = (children: ReactNode) => (
    <div className={clsx(styles.notice, 'alert alert--info margin-bottom--md')} role="note">
      {children}
    </div>
  );
  if (status === 'upcoming') {
    const self = agreementVersions[index]!;
    return notice(
      <Translate
        id="agreement.notice.upcoming"
        values={{date: formatDate(self.effectiveDate, lang, 'legal'), inForce: linkTo(versionInForce(today))}}
      >
        {'本版本自 {date}起生效。在此之前，{inForce} 继续有效。'}
      </Translate>,
    );
  }
  if (status === 'replaced') {
    // The theme's banner, but pointing at the version in force today, which
    // is not the newest while that one waits for its effective date.
    const inForce = versionInForce(today);
    return (
      <div
        className={clsx(ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
        role="alert"
      >
        <div>
          <Translate
            id="theme.docs.versions.unmaintainedVersionLabel"
            values={{siteTitle: '', versionLabel: <b>{agreementVersions[index]!.version}</b>}}
          >
            {'这是本文件的 {versionLabel} 版本，已被新版本取代，仅供查阅。'}
          </Translate>
        </div>
        <div className="margin-top--md">
          <Translate
            id="theme.docs.versions.latestVersionSuggestionLabel"
            values={{
              versionLabel: inForce.version,
              latestVersionLink: (
                <b>
                  <Link to={docPath(inForce)}>
                    <Translate id="theme.docs.versions.latestVersionLinkLabel">现行版本</Translate>
                  </Link>
                </b>
              ),
            }}
          >
            {'现行有效的文本请见{latestVersionLink}（{versionLabel}）。'}
          </Translate>
        </div>
      </div>
    );
  }
  const newer = index > 0 ? agreementVersions[index - 1] : undefined;
  if (status === 'inForce' && newer) {
    return notice(
      <Translate
        id="agreement.notice.inForce"
        values={{date: formatDate(newer.effectiveDate, lang, 'legal'), next: linkTo(newer)}}
      >
        {'本版本现行有效。自 {date}起，{next} 将取代本版本。'}
      </Translate>,
    );
  }
  return <>{fallback}</>;
}
