/**
 * The page shown when rendering crashes: the status (default
 * 500) and the message (default "Error"). If this page fails in turn, a
 * last, dependency-free fallback still offers the way home.
 */
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import {crashProbe} from '@site/src/plugins/crashProbe/CrashProbe';
import {reloadForChunkError} from '@site/src/lib/chunkReload';
import styles from './styles.module.scss';

// The theme's layout renders this page, so it is part of every page's main
// script: the contacts block (with its QR codes) loads only when it shows.
const SupportContacts = lazy(() => import('@site/src/components/SupportContacts'));

type HttpError = Error & {status?: number; statusCode?: number};

function errorStatus(error: HttpError): number {
  return error.status ?? error.statusCode ?? 500;
}

function BackHome(): ReactNode {
  return (
    <Link className="button button--primary" to="/">
      <Translate id="error.backHome" description="Link from an error page to the home page">
        Back to the home page
      </Translate>
    </Link>
  );
}

function ErrorPage({error, tryAgain}: Props) {
  crashProbe(useLocation().search, 'error-page');
  const message = error.message || 'Error';
  return (
    <main className={styles.errorPage} role="alert">
      <p className={styles.status}>{errorStatus(error)}</p>
      <Heading as="h1">{message}</Heading>
      <div className={styles.actions}>
        <button type="button" className="button button--secondary" onClick={tryAgain}>
          <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
        </button>
        <BackHome />
      </div>
      {/* Without its chunk (offline, a new deploy) the page still says what happened. */}
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <SupportContacts className={styles.contacts} />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}

/** Plain markup only: this must render even when the themed page cannot. */
function ErrorPageFailed() {
  return (
    <main className={styles.errorPage} role="alert">
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the themed Heading may be what failed */}
      <h1>
        <Translate id="error.errorPageFailed">An error occurred while showing the error page</Translate>
      </h1>
      <BackHome />
    </main>
  );
}

export default function ErrorPageContent(props: Props) {
  // A chunk that failed to load (a new deployment) is fetched again by a
  // reload, at most once a minute; otherwise this page shows the error.
  const [reloading, setReloading] = useState(false);
  useEffect(() => setReloading(reloadForChunkError(props.error)), [props.error]);
  if (reloading) return null;
  return (
    <ErrorBoundary fallback={() => <ErrorPageFailed />}>
      <ErrorPage {...props} />
    </ErrorBoundary>
  );
}
