import Link from '@docusaurus/Link';
import {contacts, telHref} from '@site/src/data/contacts';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {hotlineLabel, hotlineSimNote} from '@site/src/labels/support';
import {messageOn, useMessengers} from './shared';
import styles from './styles.module.scss';

/**
 * One line for the footer: the hotline, each messenger by name, the e-mail.
 * Its own module, without the QR codes of the full block (./index.tsx): the
 * footer is on every page.
 */
export default function SupportContactsLine() {
  const messengers = useMessengers();
  const {currentLocale} = useDocusaurusContext().i18n;
  return (
    <p className={styles.line}>
      {hotlineLabel()} <a href={telHref(contacts.hotline)}>{contacts.hotline.display}</a>
      {hotlineSimNote(currentLocale)}
      {messengers.map(({account, name}) => (
        <span key={account.url}>
          {' · '}
          <Link href={account.url} aria-label={messageOn(name)}>
            {name}
          </Link>
        </span>
      ))}
      {' · '}
      <a href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</a>
    </p>
  );
}
