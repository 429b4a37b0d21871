import {translate} from '@docusaurus/Translate';

/** The unit of battery capacity as the language writes it: "mAh", "мА·ч". */
export function mAh(): string {
  return translate({id: 'units.mAh', message: 'mAh', description: 'Milliampere-hours, the unit of battery capacity'});
}

/** Millimetres, for product sizes: "mm", "мм". */
export function mm(): string {
  return translate({id: 'units.mm', message: 'mm', description: 'Millimetres, the unit of product sizes'});
}
