import {translate} from '@docusaurus/Translate';

/**
 * What the search box suggests before anything is typed: the searches renters
 * in trouble make most. Locale content: each language words them as its
 * renters would type them.
 */
export function searchSuggestions(): string[] {
  return [
    translate({id: 'search.suggestion.cannotTake', message: '取不出充电宝'}),
    translate({id: 'search.suggestion.return', message: '归还没有记录'}),
    translate({id: 'search.suggestion.refund', message: '押金退款'}),
    translate({id: 'search.suggestion.charged', message: '扣费有误'}),
  ];
}
