// First: adds the business pages' messages before any module of the page reads one.
import '@site-page-translations/shopping';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import Section from '@site/src/components/Section';
import Heading from '@theme/Heading';
import {otherDeviceKinds, products} from '@site/src/data/products';
import {cabinetSlots} from '@site/src/labels/products';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import ProductCard from './shopping/_components/ProductCard';
import styles from './shopping/_components/shopping.module.scss';

/** The home page's words for the device kinds the catalogue has no models of yet. */
function otherDevice(kind: (typeof otherDeviceKinds)[number]): {name: string; text: string} {
  return kind === 'cables'
    ? {
        name: translate({id: 'home.productMenu.chargingCable', message: '共享充电线'}),
        text: translate({
          id: 'home.productMenu.chargingCable.text',
          message: '桌面扫码充电，适合餐厅、网吧和酒店客房。',
        }),
      }
    : {
        name: translate({id: 'home.productMenu.washingMachine', message: '共享洗衣机'}),
        text: translate({
          id: 'home.productMenu.washingMachine.text',
          message: '扫码支付、远程监控，适合学校、公寓和酒店。',
        }),
      };
}

/**
 * Charging cables and washing machines, which the home page offers: no
 * models in the catalogue yet, so it says so and lets a visitor ask, with the
 * kind already ticked in the form.
 */
function OtherDevices() {
  return (
    <Section
      id="other-devices"
      tinted
      title={<Translate id="shopping.other.title">其他设备</Translate>}
      intro={
        <Translate id="shopping.other.intro">
          首页介绍的共享充电线和共享洗衣机同样接入我们的平台，但尚未列入本目录：型号、尺寸和参数请向我们咨询。
        </Translate>
      }
    >
      <ul className={styles.others}>
        {otherDeviceKinds.map((kind) => {
          const {name, text} = otherDevice(kind);
          return (
            <li key={kind} data-device-kind={kind}>
              <Heading as="h3">{name}</Heading>
              <p>{text}</p>
              <p className={styles.onRequest}>
                <Translate id="shopping.other.specs">型号、尺寸和参数：请咨询</Translate>
              </p>
              <Link to={`/?category=${kind}#apply-for-trial`} data-ask={kind}>
                <Translate id="shopping.ask" values={{name}}>
                  {'咨询{name}'}
                </Translate>
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export default function Shopping() {
  const slots = cabinetSlots(useLocaleFormat());
  return (
    <PageShell
      title={translate({id: 'shopping.title', message: '产品目录'})}
      description={translate(
        {id: 'shopping.description', message: '{small}口机柜、{large}口折叠机柜、带屏堆叠机柜和充电宝的规格与功能。'},
        slots,
      )}
      lead={translate({
        id: 'shopping.lead',
        message:
          '为商场、酒店、酒吧和网吧挑选合适的共享充电设备：每款机柜的槽位、充电宝的容量，以及尺寸和输入输出参数一目了然。',
      })}
    >
      <Section id="products">
        <div className={styles.grid}>
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} aboveFold={index === 0} />
          ))}
        </div>
        <p className={styles.trial}>
          <Link className="button button--primary button--lg" to="/#apply-for-trial">
            <Translate id="shopping.trial">申请试用，获取报价</Translate>
          </Link>
        </p>
      </Section>
      <OtherDevices />
    </PageShell>
  );
}
