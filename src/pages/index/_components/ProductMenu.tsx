import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {cabinetSlots} from '@site/src/labels/products';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import styles from './home.module.scss';

/** The product menu; the navbar's product links land on these ids. */
export default function ProductMenu() {
  const slots = cabinetSlots(useLocaleFormat());
  return (
    <Section id="product-menu" title={<Translate id="home.productMenu.title">产品</Translate>}>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <Heading as="h3" id="power-bank">
            <Translate id="home.productMenu.powerBank">共享充电宝</Translate>
          </Heading>
          <p>
            <Translate id="home.productMenu.powerBank.text" values={slots}>
              {'{small}口和{large}口机柜，扫码租借，任意站点归还。'}
            </Translate>
          </p>
        </li>
        <li className={styles.card}>
          <Heading as="h3" id="charging-cable">
            <Translate id="home.productMenu.chargingCable">共享充电线</Translate>
          </Heading>
          <p>
            <Translate id="home.productMenu.chargingCable.text">桌面扫码充电，适合餐厅、网吧和酒店客房。</Translate>
          </p>
        </li>
        <li className={styles.card}>
          <Heading as="h3" id="washing-machine">
            <Translate id="home.productMenu.washingMachine">共享洗衣机</Translate>
          </Heading>
          <p>
            <Translate id="home.productMenu.washingMachine.text">扫码支付、远程监控，适合学校、公寓和酒店。</Translate>
          </p>
        </li>
      </ul>
    </Section>
  );
}
