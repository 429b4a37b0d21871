/** The venues of the scenarios (src/data/customization.ts), in the page's language: the home page's and the venues page's. */
import {translate} from '@docusaurus/Translate';
import type {Scenario} from '@site/src/data/customization';

const scenarioLabels: Record<Scenario, () => string> = {
  malls: () => translate({id: 'home.scenarios.malls', message: '商场'}),
  hotelRooms: () => translate({id: 'home.scenarios.hotelRooms', message: '酒店客房'}),
  bars: () => translate({id: 'home.scenarios.bars', message: '酒吧'}),
  internetCafes: () => translate({id: 'home.scenarios.internetCafes', message: '网吧'}),
};

export const scenarioLabel = (scenario: Scenario): string => scenarioLabels[scenario]();
