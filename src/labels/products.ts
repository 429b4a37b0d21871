import {translate} from '@docusaurus/Translate';
import {products, type ProductId} from '@site/src/data/products';
import {formatNumber, type LocaleFormat} from '@site/src/plugins/localeFormat/format';

const slotsOf = (id: ProductId) => products.find((p) => p.id === id)?.compartments ?? 0;

/**
 * The slot counts of the two cabinet sizes, formatted, for sentences that
 * name them ("6-slot and 8-slot cabinets"): {small} and {large}.
 */
export function cabinetSlots(lang: LocaleFormat): {small: string; large: string} {
  return {small: formatNumber(slotsOf('cabinet-6'), lang), large: formatNumber(slotsOf('cabinet-8-folding'), lang)};
}

/** A catalogue product's name in the page's language; a cabinet's slot count comes from the data. */
export function productName(id: ProductId, lang: LocaleFormat): string {
  const slots = formatNumber(slotsOf(id), lang);
  switch (id) {
    case 'cabinet-6':
      return translate({id: 'products.cabinet-6.name', message: '{slots}口机柜'}, {slots});
    case 'cabinet-8-folding':
      return translate({id: 'products.cabinet-8-folding.name', message: '{slots}口折叠机柜'}, {slots});
    case 'cabinet-stacked-screen':
      return translate({id: 'products.cabinet-stacked-screen.name', message: '带屏堆叠机柜'});
    case 'power-bank':
      return translate({id: 'products.power-bank.name', message: '充电宝'});
  }
}
