import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {BatteryCapacity, MinimumCharge, PhoneCharges, SimultaneousDevices} from '@site/src/components/BusinessFacts';
import Section from '@site/src/components/Section';
import {powerBank} from '@site/src/data/business';
import {cabinetSlots} from '@site/src/labels/products';
import {formatList} from '@site/src/plugins/localeFormat/format';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import styles from './home.module.scss';

export function Solutions() {
  const slots = cabinetSlots(useLocaleFormat());
  return (
    <Section id="solutions" title={<Translate id="home.solutions.title">解决方案</Translate>} tinted>
      <div className={styles.cards}>
        <article className={styles.card}>
          <Heading as="h3">
            <Translate id="home.solutions.hardware">硬件</Translate>
          </Heading>
          <p>
            <Translate id="home.solutions.hardware.text" values={slots}>
              {'{small}口、{large}口折叠和带屏堆叠机柜，以及可在任意站点归还的充电宝：联网、耐用，几分钟即可安装到位。'}
            </Translate>
          </p>
          <Link to="/shopping">
            <Translate id="home.solutions.hardware.link">查看产品目录</Translate>
          </Link>
        </article>
        <article className={styles.card}>
          <Heading as="h3">
            <Translate id="home.solutions.software">软件</Translate>
          </Heading>
          <p>
            <Translate id="home.solutions.software.text">
              云端 SaaS 平台：用户端小程序、网页管理后台、代理商和品牌方平台，以及实时大数据看板。
            </Translate>
          </p>
          <a href="#platform">
            <Translate id="home.solutions.software.link">了解平台</Translate>
          </a>
        </article>
        <article className={styles.card}>
          <Heading as="h3">
            <Translate id="home.solutions.venues">场地合作</Translate>
          </Heading>
          <p>
            <Translate id="home.solutions.venues.text">
              五种合作模式：谁购买设备、谁负责运营、收益如何分配，以及从申请到站点开通的步骤。
            </Translate>
          </p>
          <Link to="/venues">
            <Translate id="home.solutions.venues.link">比较合作模式</Translate>
          </Link>
        </article>
      </div>
    </Section>
  );
}

export function AboutUs() {
  return (
    <Section id="about-us" title={<Translate id="home.about.title">关于我们</Translate>}>
      <p className={styles.prose}>
        <Translate id="home.about.text">
          我们在越南运营共享充电宝网络，并把同一套云平台提供给商家、代理商和品牌企业，帮助他们运营自己的共享设备。
        </Translate>
      </p>
      <Link to="/about">
        <Translate id="home.about.link">了解我们的公司</Translate>
      </Link>
    </Section>
  );
}

export function ChargingTechnology() {
  return (
    <Section id="charging-technology" title={<Translate id="home.tech.title">充电技术</Translate>} tinted>
      <ul className={styles.facts}>
        <li>
          <strong>
            <BatteryCapacity />
          </strong>
          <Translate id="home.tech.capacity" values={{charges: <PhoneCharges />}}>
            {'大容量电芯，约可为手机充满 {charges} 次'}
          </Translate>
        </li>
        <li>
          <strong>
            <MinimumCharge />
          </strong>
          <Translate id="home.tech.minimum">站点绝不借出低于此电量的充电宝</Translate>
        </li>
        <li>
          <strong>
            <SimultaneousDevices />
          </strong>
          <DevicesAtOnce />
        </li>
      </ul>
    </Section>
  );
}

/** The line after the devices figure: its words agree with the figure; the cables come from the data. */
function DevicesAtOnce() {
  const {selectMessage} = usePluralForm();
  const lang = useLocaleFormat();
  return (
    <>
      {selectMessage(
        powerBank.simultaneousDevices,
        translate(
          {
            id: 'home.tech.devices',
            message: '台设备可同时充电，自带 {cables} 充电线',
            description: 'Plural, after the number of devices in bold',
          },
          {cables: formatList(powerBank.cables, lang)},
        ),
      )}
    </>
  );
}
