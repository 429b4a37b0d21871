/**
 * Replaces the theme's 404 text with the product's own: "This
 * page could not be found" and a link back to this locale's home page. The
 * theme's component has nothing to keep, so this is a replacement, not a copy.
 */
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import SupportContacts from '@site/src/components/SupportContacts';
import styles from '../../ErrorPageContent/styles.module.scss';

export default function NotFoundContent({className}: Props) {
  // Set here, not only in NotFound: unknown paths under the docs root render
  // this content inside the docs layout, which has no title of its own.
  const title = translate({id: 'theme.NotFound.title', message: 'This page could not be found'});
  return (
    <main className={clsx(styles.errorPage, className)}>
      <PageMetadata title={title} />
      <p className={styles.status} aria-hidden="true">
        404
      </p>
      <Heading as="h1">{title}</Heading>
      <Link className="button button--primary" to="/">
        <Translate id="error.backHome" description="Link from an error page to the home page">
          Back to the home page
        </Translate>
      </Link>
      <SupportContacts className={styles.contacts} />
    </main>
  );
}
