/** The venues page's words for the terms of src/data/venues.ts, in the page's language. */
import {translate} from '@docusaurus/Translate';
import type {Party, RevenueShare, StepKey, VenueNeed, CooperationMode} from '@site/src/data/venues';

export function partyLabel(party: Party): string {
  switch (party) {
    case 'you':
      return translate({id: 'venues.party.you', message: '您'});
    case 'we':
      return translate({id: 'venues.party.we', message: '我们'});
    case 'agreed':
      return translate({id: 'venues.party.agreed', message: '按合同约定'});
  }
}

export function revenueLabel(revenue: RevenueShare): string {
  switch (revenue) {
    case 'youKeepPlatformFee':
      return translate({id: 'venues.revenue.youKeepPlatformFee', message: '收益归您，平台服务费按合同约定'});
    case 'sharedWithVenue':
      return translate({id: 'venues.revenue.sharedWithVenue', message: '与场地分成，比例按合同约定'});
    case 'sharedAgentVenue':
      return translate({id: 'venues.revenue.sharedAgentVenue', message: '您与场地分成，比例按合同约定'});
    case 'agreed':
      return translate({id: 'venues.revenue.agreed', message: '按合同约定'});
  }
}

export function needLabel(need: VenueNeed): string {
  switch (need) {
    case 'socket':
      return translate({id: 'venues.need.socket', message: '一个电源插座'});
    case 'socketPerTable':
      return translate({id: 'venues.need.socketPerTable', message: '每张桌子或每间客房附近的电源'});
    case 'counterSpace':
      return translate({id: 'venues.need.counterSpace', message: '柜台或桌面上的一块位置'});
    case 'floorSpace':
      return translate({id: 'venues.need.floorSpace', message: '一块落地位置'});
  }
}

export function modeSummary(mode: CooperationMode): string {
  switch (mode) {
    case 'partnerOperation':
      return translate({
        id: 'venues.mode.partnerOperation.summary',
        message: '我们在您的场地投放并运营机柜；您提供位置和电源，按约定分得租借收益。',
      });
    case 'desktopScan':
      return translate({
        id: 'venues.mode.desktopScan.summary',
        message: '在收银台或桌面放置小型机柜，顾客扫码借用充电宝，不离开座位就能充电。',
      });
    case 'sharedCable':
      return translate({
        id: 'venues.mode.sharedCable.summary',
        message: '在桌边或客房装设扫码充电线，顾客扫码即可给手机充电，无需带走任何设备。',
      });
    case 'franchiseAgent':
      return translate({
        id: 'venues.mode.franchiseAgent.summary',
        message: '您作为加盟代理，在您的区域购买设备、开拓场地并负责运营，用我们的平台管理。',
      });
    case 'independentBrand':
      return translate({
        id: 'venues.mode.independentBrand.summary',
        message: '您以自己的品牌经营共享充电：自购设备，使用我们的平台，以您的品牌上架小程序和应用。',
      });
  }
}

export function stepTitle(step: StepKey): string {
  switch (step) {
    case 'request':
      return translate({id: 'venues.step.request', message: '提交申请'});
    case 'survey':
      return translate({id: 'venues.step.survey', message: '场地评估'});
    case 'agreement':
      return translate({id: 'venues.step.agreement', message: '签订合同'});
    case 'install':
      return translate({id: 'venues.step.install', message: '安装调试'});
    case 'live':
      return translate({id: 'venues.step.live', message: '开通使用'});
  }
}

export function stepText(step: StepKey): string {
  switch (step) {
    case 'request':
      return translate({
        id: 'venues.step.request.text',
        message: '填写下方的申请表或致电商务合作电话，告诉我们您的场地和想要的合作模式。',
      });
    case 'survey':
      return translate({
        id: 'venues.step.survey.text',
        message: '我们了解您场地的位置、客流和电源，推荐合适的设备和合作模式。',
      });
    case 'agreement':
      return translate({
        id: 'venues.step.agreement.text',
        message: '双方确定合作模式、设备、分成比例和费用，并签订合同。',
      });
    case 'install':
      return translate({
        id: 'venues.step.install.text',
        message: '设备送达并安装，通过 4G 联网，在管理后台完成调试。',
      });
    case 'live':
      return translate({
        id: 'venues.step.live.text',
        message: '站点出现在用户端小程序和应用中，顾客扫码即可租借；您在后台查看订单和收益。',
      });
  }
}
