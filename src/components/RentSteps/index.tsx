import Translate from '@docusaurus/Translate';
import {Deposit} from '@site/src/components/BusinessFacts';
import Icon from '@site/src/components/Icons';
import styles from './styles.module.scss';

/** The four rental steps (scan, sign in, pay the deposit, take it), shared by the home and app pages. */
export default function RentSteps() {
  return (
    <ol className={styles.steps}>
      <li>
        <Icon name="scan" className={styles.icon} />
        <strong>
          <Translate id="rent.step1.title">扫码</Translate>
        </strong>
        <span>
          <Translate id="rent.step1.text">用小程序或应用扫描站点上的二维码。</Translate>
        </span>
      </li>
      <li>
        <Icon name="signInPay" className={styles.icon} />
        <strong>
          <Translate id="rent.step2.title">登录并支付押金</Translate>
        </strong>
        <span>
          <Translate id="rent.step2.text" values={{deposit: <Deposit />}}>
            {'用手机号、Google 或 Apple 登录，支付押金 {deposit}。'}
          </Translate>
        </span>
      </li>
      <li>
        <Icon name="take" className={styles.icon} />
        <strong>
          <Translate id="rent.step3.title">取出充电宝</Translate>
        </strong>
        <span>
          <Translate id="rent.step3.text">站点弹出一个充电宝，拿走即可使用。</Translate>
        </span>
      </li>
      <li>
        <Icon name="return" className={styles.icon} />
        <strong>
          <Translate id="rent.step4.title">随处归还</Translate>
        </strong>
        <span>
          <Translate id="rent.step4.text">插回任意站点的空槽位，押金扣除租金后的余额自动退还。</Translate>
        </span>
      </li>
    </ol>
  );
}
