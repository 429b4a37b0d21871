import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {CityKey} from '@site/src/data/business';
import {cityName} from '@site/src/labels/cities';
import styles from './miniProgram.module.scss';

// SAMPLE stations for the drawing: street names stay as Vietnam writes them.
const stations: {street: string; city: CityKey; available: number}[] = [
  {street: 'Lê Thánh Tôn', city: 'hcmc', available: 6},
  {street: 'Nguyễn Huệ', city: 'hcmc', available: 3},
];

/**
 * The user-side mini-program, drawn in HTML and CSS in the page's language:
 * nearby stations with the power banks free to take, and the scan button.
 * One image to assistive technology, described in words.
 */
export default function MiniProgramMock() {
  const {siteConfig} = useDocusaurusContext();
  return (
    <figure
      className={styles.phone}
      role="img"
      aria-label={translate({
        id: 'uploadPage.mock.label',
        message: '用户端小程序示意图：附近站点和可借的充电宝数量，以及扫码租借按钮。',
        description: 'Spoken description of the drawing of the mini-program',
      })}
    >
      <div className={styles.screen}>
        <p className={styles.title}>{siteConfig.title}</p>
        <div className={styles.map}>
          <span className={styles.pin} />
          <span className={styles.pin} />
          <span className={styles.you} />
        </div>
        <p className={styles.heading}>
          <Translate id="uploadPage.mock.nearby">附近站点</Translate>
        </p>
        <ul className={styles.stations}>
          {stations.map(({street, city, available}) => (
            <li key={street}>
              <span>
                <span translate="no">{street}</span>
                <small>{cityName(city)}</small>
              </span>
              <span className={styles.available}>
                <Translate id="uploadPage.mock.available" values={{count: available}}>
                  {'可借 {count}'}
                </Translate>
              </span>
            </li>
          ))}
        </ul>
        <span className={styles.scan}>
          <Translate id="uploadPage.mock.scan">扫码租借</Translate>
        </span>
      </div>
    </figure>
  );
}
