import Translate, {translate} from '@docusaurus/Translate';
import QrCode from '@site/src/components/QrCode';
import Section from '@site/src/components/Section';
import styles from './home.module.scss';

/** Application experience: QR codes for the mini-program and the official account. */
export default function AppExperience() {
  return (
    <Section
      id="app"
      tinted
      title={<Translate id="home.app.title">应用体验</Translate>}
      intro={<Translate id="home.app.intro">扫码体验用户端小程序，或关注公众号获取最新消息。</Translate>}
    >
      <div className={styles.qrRow}>
        <QrCode target="miniProgram" caption={translate({id: 'qr.miniProgram', message: '用户端小程序'})} />
        <QrCode target="officialAccount" caption={translate({id: 'qr.officialAccount', message: '官方公众号'})} />
      </div>
    </Section>
  );
}
