import {translate} from '@docusaurus/Translate';
import type {PhoneKind} from '@site/src/data/contacts';

// Apart from ./support.ts, which the footer brings into every page: only the
// help pages' support block says these.

/**
 * What a call to a number costs and who can make it, by the number's kind
 * (src/data/contacts.ts): 1900 and 1800 numbers exist only inside Vietnam's
 * network. Ordinary numbers cost an ordinary call: nothing to say.
 */
export function phoneCostNote(kind: PhoneKind): string | undefined {
  switch (kind) {
    case 'premium1900':
      return translate({
        id: 'contact.cost.premium1900',
        message: '1900 号码：按越南国内 1900 资费计费；境外 SIM 卡无法拨打',
      });
    case 'tollfree1800':
      return translate({id: 'contact.cost.tollfree1800', message: '1800 号码：免费拨打；境外 SIM 卡无法拨打'});
    default:
      return undefined;
  }
}

/** How soon the hotline answers (sample value in src/data/messengers.ts). */
export function hotlineReply(): string {
  return translate({id: 'contact.reply.hotline', message: '接通即有人工应答'});
}

/** How soon a messenger message is answered; `minutes` already in the reader's number format. */
export function messengerReply(minutes: string): string {
  return translate({id: 'contact.reply.messenger', message: '通常 {minutes} 分钟内回复'}, {minutes});
}
