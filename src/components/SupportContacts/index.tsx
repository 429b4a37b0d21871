// First: adds the block's own messages before any module of it reads one.
import '@site-page-translations/supportContacts';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import messengerQrCodes from '@generated/qr-codes/default/messenger-qr-codes.json';
import {contacts, telHref} from '@site/src/data/contacts';
import {leadsWithHotline, replyTimes} from '@site/src/data/messengers';
import {hotlineLabel} from '@site/src/labels/support';
import {hotlineReply, messengerReply, phoneCostNote} from '@site/src/labels/contactNotes';
import {messageOn, useMessengers} from './shared';
import styles from './styles.module.scss';

/**
 * Where a renter in trouble reaches support: the hotline (one tap on a
 * phone) and this language's messengers from src/data/messengers.ts, each
 * with how soon it answers and, for the hotline, what a call costs and who
 * can make it. A visitor's phone cannot call a 1900 number, so languages read
 * mostly by visitors lead with the messenger. On a wide screen each messenger
 * also shows its QR code (made at build time), to scan with the phone that has
 * the app. Nothing of a messenger loads before its link is followed.
 */
export default function SupportContacts({heading = true, className}: {heading?: boolean; className?: string}) {
  const messengers = useMessengers();
  const {currentLocale} = useDocusaurusContext().i18n;
  const hotlineFirst = leadsWithHotline(currentLocale);
  const cost = phoneCostNote(contacts.hotline.kind);
  // A count of minutes under 1000 is written alike in all 12 locales' number formats (no grouping,
  // Latin digits); the formatter would bring the whole number module into this block's chunk.
  const messengerReplyNote = messengerReply(String(replyTimes.messengerMinutes));
  // Without its own heading it is part of a section that has one.
  const Box = heading ? 'section' : 'div';
  const hotline = (
    <li key="hotline" className={styles.hotline}>
      <span>{hotlineLabel()}</span>
      <a
        className={clsx('button button--lg', hotlineFirst ? 'button--primary' : 'button--secondary')}
        href={telHref(contacts.hotline)}
        data-contact="hotline"
      >
        {contacts.hotline.display}
      </a>
      <span className={styles.note}>{hotlineReply()}</span>
      {cost && (
        <span className={styles.note} data-cost={contacts.hotline.kind}>
          {cost}
        </span>
      )}
    </li>
  );
  const chats = messengers.map(({account, name}, i) => (
    <li key={account.url} className={styles.messenger}>
      <span
        className={styles.qr}
        role="img"
        aria-label={translate(
          {
            id: 'contact.scan',
            message: '用手机扫码，在{messenger}上联系客服',
            description: 'Label of a messenger QR code',
          },
          {messenger: name},
        )}
        data-qr={account.url}
        // Trusted: generated at build time by the qrcode library from our own URL.
        dangerouslySetInnerHTML={{__html: messengerQrCodes[account.url]!}}
      />
      <Link
        className={clsx('button', !hotlineFirst && i === 0 ? 'button--primary button--lg' : 'button--secondary')}
        href={account.url}
        data-contact={account.kind}
      >
        {messageOn(name)}
      </Link>
      <span className={styles.handle}>{account.handle}</span>
      <span className={styles.note}>{messengerReplyNote}</span>
    </li>
  ));
  return (
    <Box className={clsx(styles.contacts, className)} aria-labelledby={heading ? 'contact-support' : undefined}>
      {heading && (
        <Heading as="h2" id="contact-support">
          <Translate id="contact.title" description="Heading of the block with the hotline and messengers">
            需要帮助？
          </Translate>
        </Heading>
      )}
      <ul className={styles.channels} data-first={hotlineFirst ? 'hotline' : 'messenger'}>
        {hotlineFirst ? [hotline, ...chats] : [...chats, hotline]}
      </ul>
    </Box>
  );
}
