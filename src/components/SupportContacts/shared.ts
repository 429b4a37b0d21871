import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {messengerName, messengersOf, type MessengerAccount} from '@site/src/data/messengers';

/** This language's messengers, each with its name in it. */
export function useMessengers(): {account: MessengerAccount; name: string}[] {
  const {currentLocale} = useDocusaurusContext().i18n;
  return messengersOf(currentLocale).map((account) => ({account, name: messengerName(account.kind, currentLocale)}));
}

export const messageOn = (messenger: string) =>
  translate(
    {
      id: 'contact.messageOn',
      message: '在{messenger}上给我们发消息',
      description: 'Link that opens a chat with support',
    },
    {messenger},
  );
