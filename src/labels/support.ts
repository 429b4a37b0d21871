import {translate} from '@docusaurus/Translate';
import {support} from '@site/src/data/business';

/**
 * The support hours (src/data/business.ts) as this language says them:
 * "24/7", "круглосуточно", "24時間年中無休", "7×24 小时". Around the clock
 * is an idiom in most languages, not a pair of figures to print.
 */
export function supportHours(): string {
  const {hoursPerDay: hours, daysPerWeek: days} = support;
  if (hours === 24 && days === 7) {
    return translate({
      id: 'support.allDay',
      message: '7×24 小时',
      description: 'Support around the clock, as said in this language',
    });
  }
  return translate(
    {
      id: 'support.hours',
      message: '每周 {days} 天，每天 {hours} 小时',
      description: 'Support hours other than around the clock',
    },
    {hours, days},
  );
}

/** The support hours as a short figure for the figures grid: "24/7", "7×24". */
export function supportFigure(): string {
  return translate(
    {id: 'support.figure', message: '{days}×{hours}', description: 'Support hours as a short figure'},
    {hours: support.hoursPerDay, days: support.daysPerWeek},
  );
}

/**
 * The label before the hotline number: "24/7 hotline", "7×24 小时客服热线".
 * A label starts with a capital, also where the support hours begin it in
 * mid-sentence form ("тәулік бойы" → "Тәулік бойы жедел желі").
 */
export function hotlineLabel(): string {
  const label = translate(
    {id: 'footer.hotline', message: '{supportHours}客服热线', description: 'Label before the hotline number'},
    {supportHours: supportHours()},
  );
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * Beside the hotline wherever it is written: a 1900 number is dialled from a
 * Vietnamese SIM only, and most readers outside Vietnamese are visitors on
 * their own SIM. Vietnamese pages leave it out.
 */
export function hotlineSimNote(locale: string): string | null {
  if (locale === 'vi') return null;
  return translate({
    id: 'contact.hotline.vnSimOnly',
    message: '（仅限越南手机卡拨打）',
    description: 'After the 1900 hotline number, with its own leading space where the language uses one',
  });
}
