import {translate} from '@docusaurus/Translate';
import type {CityKey} from '@site/src/data/business';

/** A service city's name in the page's language. */
export function cityName(city: CityKey): string {
  switch (city) {
    case 'hcmc':
      return translate({id: 'facts.city.hcmc', message: '胡志明市'});
    case 'hanoi':
      return translate({id: 'facts.city.hanoi', message: '河内'});
    case 'danang':
      return translate({id: 'facts.city.danang', message: '岘港'});
  }
}
