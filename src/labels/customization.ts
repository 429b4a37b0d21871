/**
 * Labels of the form's options, in the page's language. Device categories
 * and products reuse the home page's and catalogue's strings; languages use
 * their native names; country names come from the build-time locale data.
 */
import {translate} from '@docusaurus/Translate';
import {LIMITS} from '@site/src/data/customization';
import type {
  adminBackOffices,
  categories,
  cooperationModes,
  endUsers,
  paymentChannels,
  paymentMethods,
  priceUnits,
  userPlatforms,
} from '@site/src/data/customization';

type Of<T extends readonly string[]> = T[number];

export function categoryLabel(value: Of<typeof categories>): string {
  switch (value) {
    case 'powerBanks':
      return translate({id: 'home.platform.device.powerBanks', message: '共享充电宝'});
    case 'cables':
      return translate({id: 'home.platform.device.cables', message: '共享充电线'});
    case 'washingMachines':
      return translate({id: 'home.platform.device.washingMachines', message: '共享洗衣机'});
    case 'vending':
      return translate({id: 'home.platform.device.vending', message: '自动售货机'});
    case 'evCharging':
      return translate({id: 'home.platform.device.evCharging', message: '电动汽车与电动自行车充电'});
    case 'massagePillows':
      return translate({id: 'home.platform.device.massagePillows', message: '按摩枕'});
    case 'rockingRides':
      return translate({id: 'home.platform.device.rockingRides', message: '摇摇车'});
    case 'carWash':
      return translate({id: 'home.platform.device.carWash', message: '自助洗车'});
    case 'hotelRoom':
      return translate({id: 'home.platform.device.hotelRoom', message: '酒店客房设备'});
  }
}

export function cooperationModeLabel(value: Of<typeof cooperationModes>): string {
  switch (value) {
    case 'sharedCable':
      return translate({id: 'form.mode.sharedCable', message: '共享充电线'});
    case 'desktopScan':
      return translate({id: 'form.mode.desktopScan', message: '桌面扫码充电'});
    case 'independentBrand':
      return translate({id: 'form.mode.independentBrand', message: '独立品牌'});
    case 'franchiseAgent':
      return translate({id: 'form.mode.franchiseAgent', message: '加盟代理'});
    case 'partnerOperation':
      return translate({id: 'form.mode.partnerOperation', message: '合作运营'});
  }
}

export function userPlatformLabel(value: Of<typeof userPlatforms>): string {
  switch (value) {
    case 'miniProgram':
      return translate({id: 'form.userPlatform.miniProgram', message: '小程序'});
    case 'mobileApp':
      return translate({id: 'form.userPlatform.mobileApp', message: '手机应用（iOS 和 Android）'});
    case 'webApp':
      return translate({id: 'form.userPlatform.webApp', message: '网页版'});
  }
}

export function adminBackOfficeLabel(value: Of<typeof adminBackOffices>): string {
  switch (value) {
    case 'web':
      return translate({id: 'form.admin.web', message: '网页后台'});
    case 'mobile':
      return translate({id: 'form.admin.mobile', message: '手机端后台'});
    case 'webAndMobile':
      return translate({id: 'form.admin.webAndMobile', message: '网页和手机端'});
  }
}

/** Store and platform names are brands, written the same in every language. */
export const listingPlatformLabels = {
  appStore: 'App Store',
  googlePlay: 'Google Play',
  zalo: 'Zalo',
  wechat: 'WeChat',
} as const;

export function paymentMethodLabel(value: Of<typeof paymentMethods>): string {
  switch (value) {
    case 'card':
      return translate({id: 'form.payment.card', message: '银行卡'});
    case 'eWallet':
      return translate({id: 'facts.refund.eWallet', message: '电子钱包'});
    case 'bankTransfer':
      return translate({id: 'form.payment.bankTransfer', message: '银行转账'});
    case 'prepaidPoints':
      return translate({id: 'form.payment.prepaidPoints', message: '预付积分'});
  }
}

export function paymentChannelLabel(value: Of<typeof paymentChannels>): string {
  return value === 'cash' ? translate({id: 'form.payment.cash', message: '现金'}) : paymentMethodLabel(value);
}

export function priceUnitLabel(value: Of<typeof priceUnits>): string {
  switch (value) {
    case 'perHour':
      return translate({id: 'form.unit.perHour', message: '每小时'});
    case 'perUse':
      return translate({id: 'form.unit.perUse', message: '每次'});
    case 'perDay':
      return translate({id: 'form.unit.perDay', message: '每天'});
    case 'perMonth':
      return translate({id: 'form.unit.perMonth', message: '每月'});
  }
}

export function endUserLabel(value: Of<typeof endUsers>): string {
  switch (value) {
    case 'consumer':
      return translate({id: 'form.endUser.consumer', message: '消费者'});
    case 'merchant':
      return translate({id: 'form.endUser.merchant', message: '商家'});
    case 'agent':
      return translate({id: 'form.endUser.agent', message: '代理商'});
  }
}

/** The error codes of customizationSchema, as the visitor reads them. */
/**
 * A field's problem, from the shared schema's code, in the page's language;
 * limits come from LIMITS, written with the page's number format.
 */
export function errorText(
  code: string | undefined,
  formatNumber: (n: number) => string = String,
  plural: (count: number, message: string) => string = (_, message) => message,
): string {
  switch (code) {
    case 'name.required':
      return translate({id: 'form.error.nameRequired', message: '请输入您的姓名'});
    case 'name.tooLong':
      return plural(
        LIMITS.name,
        translate(
          {id: 'form.error.nameTooLong', message: '姓名最多 {max} 个字符', description: 'Plural: characters'},
          {max: formatNumber(LIMITS.name)},
        ),
      );
    case 'name.letters':
      return translate({id: 'form.error.nameLetters', message: '姓名须由文字组成，且不含隐藏字符'});
    case 'phone.tooLong':
      return plural(
        LIMITS.phone,
        translate(
          {id: 'form.error.phoneTooLong', message: '手机号码最多 {max} 个字符', description: 'Plural: characters'},
          {max: formatNumber(LIMITS.phone)},
        ),
      );
    case 'contactDetails.tooLong':
      return plural(
        LIMITS.contactDetails,
        translate(
          {
            id: 'form.error.contactTooLong',
            message: '其他联系方式最多 {max} 个字符',
            description: 'Plural: characters',
          },
          {max: formatNumber(LIMITS.contactDetails)},
        ),
      );
    case 'contactDetails.hidden':
      return translate({id: 'form.error.contactHidden', message: '请删除其中的隐藏字符'});
    case 'billing.priceTooHigh':
      return translate(
        {id: 'form.error.priceTooHigh', message: '价格不能超过 {max}'},
        {max: formatNumber(LIMITS.price)},
      );
    case 'billing.tooMany':
      return plural(
        LIMITS.billingRows,
        translate(
          {id: 'form.error.billingTooMany', message: '配置清单最多 {max} 行', description: 'Plural: rows'},
          {max: formatNumber(LIMITS.billingRows)},
        ),
      );
    case 'phone.required':
      return translate({id: 'form.error.phoneRequired', message: '请输入您的手机号码'});
    case 'phone.invalid':
      return translate({
        id: 'form.error.phoneInvalid',
        message: '请输入有效的电话号码，例如 +84 90 123 4567',
      });
    case 'billing.price':
      return translate({id: 'form.error.price', message: '请输入不小于 0 的价格'});
    default:
      return translate({id: 'form.error.invalid', message: '请检查此项'});
  }
}
