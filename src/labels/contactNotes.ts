import {translate} from '@docusaurus/Translate';
import type {PhoneKind} from '@site/src/data/contacts';

// Apart from ./support.ts, which the footer brings into every page: only the
// help pages' support block says these.

/**
 * What a call to a number costs and who can make it, by the number's kind
 * (src/data/contacts.ts): a 1900 number exists only inside Vietnam's network.
 * Ordinary numbers cost an ordinary call: nothing to say. An 1800 number
 * (free, Vietnam only) needs its own note here before contacts.ts uses one;
 * a unit test holds every domestic-only number in use to having one.
 */
export function phoneCostNote(kind: PhoneKind): string | undefined {
  if (kind !== 'premium1900') return undefined;
  return translate({
    id: 'contact.cost.premium1900',
    message: '1900 号码：按越南国内 1900 资费计费；境外 SIM 卡无法拨打',
  });
}

/** How soon the hotline answers (sample value in src/data/messengers.ts). */
export function hotlineReply(): string {
  return translate({id: 'contact.reply.hotline', message: '接通即有人工应答'});
}

/** How soon a messenger message is answered; `minutes` already in the reader's number format. */
export function messengerReply(minutes: string): string {
  return translate({id: 'contact.reply.messenger', message: '通常 {minutes} 分钟内回复'}, {minutes});
}
