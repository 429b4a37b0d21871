/**
 * The device categories the platform runs (src/data/customization.ts), in the
 * page's language: the home page's list and the form's options. Apart from
 * the form's other words, so the home page loads only these at first.
 */
import {translate} from '@docusaurus/Translate';
import type {OptionOf} from '@site/src/data/customization';

const categoryLabels: Record<OptionOf<'categories'>, () => string> = {
  powerBanks: () => translate({id: 'home.platform.device.powerBanks', message: '共享充电宝'}),
  cables: () => translate({id: 'home.platform.device.cables', message: '共享充电线'}),
  washingMachines: () => translate({id: 'home.platform.device.washingMachines', message: '共享洗衣机'}),
  vending: () => translate({id: 'home.platform.device.vending', message: '自动售货机'}),
  evCharging: () => translate({id: 'home.platform.device.evCharging', message: '电动汽车与电动自行车充电'}),
  massagePillows: () => translate({id: 'home.platform.device.massagePillows', message: '按摩枕'}),
  rockingRides: () => translate({id: 'home.platform.device.rockingRides', message: '摇摇车'}),
  carWash: () => translate({id: 'home.platform.device.carWash', message: '自助洗车'}),
  hotelRoom: () => translate({id: 'home.platform.device.hotelRoom', message: '酒店客房设备'}),
};

export const categoryLabel = (category: OptionOf<'categories'>): string => categoryLabels[category]();
