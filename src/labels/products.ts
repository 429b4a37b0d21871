import {translate} from '@docusaurus/Translate';
import type {ProductId} from '@site/src/data/products';

/** A catalogue product's name in the page's language. */
export function productName(id: ProductId): string {
  switch (id) {
    case 'cabinet-6':
      return translate({id: 'products.cabinet-6.name', message: '六口机柜'});
    case 'cabinet-8-folding':
      return translate({id: 'products.cabinet-8-folding.name', message: '八口折叠机柜'});
    case 'cabinet-stacked-screen':
      return translate({id: 'products.cabinet-stacked-screen.name', message: '带屏堆叠机柜'});
    case 'power-bank':
      return translate({id: 'products.power-bank.name', message: '充电宝'});
  }
}
