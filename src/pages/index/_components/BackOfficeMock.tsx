import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {CityKey} from '@site/src/data/business';
import {useClaimedFigures} from '@site/src/components/ClaimedFigures';
import {contacts} from '@site/src/data/contacts';
import {cityName} from '@site/src/labels/cities';
import {formatPercent} from '@site/src/plugins/localeFormat/format';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import styles from './backOffice.module.scss';

// SAMPLE rows and shares for the drawing: only the three totals are claims (src/data/business.ts).
const sampleOrders: {id: string; city: CityKey; time: string; inUse: boolean}[] = [
  {id: '#2041', city: 'hcmc', time: '14:05', inUse: true},
  {id: '#2038', city: 'hanoi', time: '13:52', inUse: false},
  {id: '#2035', city: 'danang', time: '13:47', inUse: true},
  {id: '#2029', city: 'hcmc', time: '13:31', inUse: false},
];
const deviceShares = {online: 92, offline: 6, fault: 2};

/**
 * The web back-office, drawn in HTML and CSS: the data view with the
 * platform's claimed totals, the latest orders and the devices' status, in
 * the page's language. A picture of the product, not the product: one image
 * to assistive technology, described in words.
 */
export default function BackOfficeMock() {
  const lang = useLocaleFormat();
  const {devices, orders, stations} = useClaimedFigures();
  const totals = [devices, orders, stations];
  const shares = [
    {key: 'online', share: deviceShares.online, label: <Translate id="home.backOffice.online">在线</Translate>},
    {key: 'offline', share: deviceShares.offline, label: <Translate id="home.backOffice.offline">离线</Translate>},
    {key: 'fault', share: deviceShares.fault, label: <Translate id="home.backOffice.fault">故障</Translate>},
  ];
  return (
    <figure
      className={styles.window}
      role="img"
      aria-label={translate({
        id: 'home.backOffice.label',
        message: '网页管理后台示意图：数据概览、最新订单和设备状态。',
        description: 'Spoken description of the drawing of the back-office',
      })}
    >
      <div className={styles.titleBar}>
        <span className={styles.dots} />
        <span className={styles.address}>{new URL(contacts.backOfficeUrl).host}</span>
      </div>
      <div className={styles.screen}>
        <ul className={styles.menu}>
          <li className={styles.current}>
            <Translate id="home.modules.dataView">数据概览</Translate>
          </li>
          <li>
            <Translate id="home.modules.orders">订单</Translate>
          </li>
          <li>
            <Translate id="home.modules.devices">设备</Translate>
          </li>
          <li>
            <Translate id="home.modules.enterprises">企业</Translate>
          </li>
          <li>
            <Translate id="home.modules.users">用户</Translate>
          </li>
          <li>
            <Translate id="home.modules.agents">代理商</Translate>
          </li>
        </ul>
        <div className={styles.content}>
          <dl className={styles.totals}>
            {totals.map(({value, label}) => (
              <div key={value}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.panels}>
            <div>
              <p className={styles.panelTitle}>
                <Translate id="home.backOffice.latestOrders">最新订单</Translate>
              </p>
              <table>
                <thead>
                  <tr>
                    <th>
                      <Translate id="home.backOffice.orderNo">订单号</Translate>
                    </th>
                    <th>
                      <Translate id="home.backOffice.city">城市</Translate>
                    </th>
                    <th>
                      <Translate id="home.backOffice.time">时间</Translate>
                    </th>
                    <th>
                      <Translate id="home.backOffice.status">状态</Translate>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sampleOrders.map((order) => (
                    <tr key={order.id}>
                      <td translate="no">{order.id}</td>
                      <td>{cityName(order.city)}</td>
                      <td>{order.time}</td>
                      <td>
                        <span className={order.inUse ? styles.inUse : styles.returned}>
                          {order.inUse ? (
                            <Translate id="home.backOffice.inUse">租借中</Translate>
                          ) : (
                            <Translate id="home.backOffice.returned">已归还</Translate>
                          )}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div>
              <p className={styles.panelTitle}>
                <Translate id="home.backOffice.deviceStatus">设备状态</Translate>
              </p>
              <ul className={styles.shares}>
                {shares.map(({key, share, label}) => (
                  <li key={key}>
                    <span>{label}</span>
                    <span>{formatPercent(share, lang)}</span>
                    <span className={clsx(styles.bar, styles[key])} style={{inlineSize: `${share}%`}} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
