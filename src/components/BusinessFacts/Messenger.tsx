import {Fragment, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {messengerName, messengersOf} from '@site/src/data/messengers';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import {usePageLocale} from './visitors';

/**
 * The messengers support answers on in the reader's language ("Zalo",
 * "WhatsApp or Zalo", "微信"), each a link that opens the chat: prose says
 * "message us on <Messenger/>" and every language names its own apps.
 */
export function Messenger() {
  const locale = usePageLocale();
  const {list} = useLocaleFormat();
  // As Docusaurus' <Link> opens an external address: a new tab, no opener.
  const links = messengersOf(locale).map((account) => (
    <a key={account.kind} href={account.url} target="_blank" rel="noopener noreferrer">
      {messengerName(account.kind, locale)}
    </a>
  ));
  if (links.length <= 1) return <>{links}</>;
  const first: ReactNode = links.slice(0, -1).map((link, i) => (
    <Fragment key={i}>
      {i > 0 && list.separator}
      {link}
    </Fragment>
  ));
  return (
    <Translate
      id="facts.messenger.or"
      description="Messengers to choose from: the last one after 'or' ('WhatsApp or Zalo')"
      values={{first, last: links.at(-1)}}
    >
      {'{first}或{last}'}
    </Translate>
  );
}
