import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import messengerQrCodes from '@generated/qr-codes/default/messenger-qr-codes.json';
import {contacts} from '@site/src/data/contacts';
import {hotlineLabel} from '@site/src/labels/support';
import {messageOn, useMessengers} from './shared';
import styles from './styles.module.scss';

/**
 * Where a renter in trouble reaches support: the hotline (one tap on a
 * phone) and this language's messengers from src/data/messengers.ts. On a
 * wide screen each messenger also shows its QR code (made at build time),
 * to scan with the phone that has the app. Nothing of a messenger loads
 * before its link is followed.
 */
export default function SupportContacts({heading = true, className}: {heading?: boolean; className?: string}) {
  const messengers = useMessengers();
  // Without its own heading it is part of a section that has one.
  const Box = heading ? 'section' : 'div';
  return (
    <Box className={clsx(styles.contacts, className)} aria-labelledby={heading ? 'contact-support' : undefined}>
      {heading && (
        <Heading as="h2" id="contact-support">
          <Translate id="contact.title" description="Heading of the block with the hotline and messengers">
            需要帮助？
          </Translate>
        </Heading>
      )}
      <ul className={styles.channels}>
        <li className={styles.hotline}>
          <span>{hotlineLabel()}</span>
          <a className="button button--primary button--lg" href={`tel:${contacts.hotline.tel}`} data-contact="hotline">
            {contacts.hotline.display}
          </a>
        </li>
        {messengers.map(({account, name}) => (
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
            <Link className="button button--secondary" href={account.url} data-contact={account.kind}>
              {messageOn(name)}
            </Link>
            <span className={styles.handle}>{account.handle}</span>
          </li>
        ))}
      </ul>
    </Box>
  );
}
