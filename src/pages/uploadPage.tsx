// First: adds the business pages' messages before any module of the page reads one.
import '@site-page-translations/uploadPage';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import PageShell from '@site/src/components/PageShell';
import QrCode from '@site/src/components/QrCode';
import RentSteps from '@site/src/components/RentSteps';
import SupportContacts from '@site/src/components/SupportContacts';
import Section from '@site/src/components/Section';
import {appLinks} from '@site/src/data/contacts';
import MiniProgramMock from './uploadPage/_components/MiniProgramMock';
import styles from './uploadPage/_components/app.module.scss';

// The spec does not show this page's content; we made it the app page:
// where to get the mini-program and app, and how renting works.
export default function UploadPage() {
  return (
    <PageShell
      title={translate({id: 'uploadPage.title', message: '下载应用'})}
      description={translate({
        id: 'uploadPage.description',
        message: '获取共享充电宝小程序和应用，扫码即可租借。',
      })}
      lead={translate({
        id: 'uploadPage.lead',
        message: '用小程序或应用扫一扫站点上的二维码，登录并支付押金后即可取出充电宝，用完归还到任意站点的空槽位。',
      })}
    >
      <Section id="get-the-app" title={<Translate id="uploadPage.get.title">获取小程序和应用</Translate>}>
        <div className={styles.get}>
          <MiniProgramMock />
          <QrCode target="miniProgram" caption={translate({id: 'qr.miniProgram', message: '用户端小程序'})} />
          <QrCode target="officialAccount" caption={translate({id: 'qr.officialAccount', message: '官方公众号'})} />
          <div className={styles.stores}>
            <Heading as="h3">
              <Translate id="uploadPage.stores.title">手机应用</Translate>
            </Heading>
            <p>
              <Translate id="uploadPage.stores.text">在应用商店搜索并安装，或直接打开：</Translate>
            </p>
            <Link className="button button--primary" href={appLinks.appStore}>
              App Store
            </Link>
            <Link className="button button--primary" href={appLinks.googlePlay}>
              Google Play
            </Link>
          </div>
        </div>
      </Section>
      <Section id="how-to-rent" title={<Translate id="home.rent.title">四步租借</Translate>} tinted>
        <RentSteps />
        <Link to="/answer">
          <Translate id="home.rent.faq">还有疑问？查看常见问题</Translate>
        </Link>
      </Section>
      <Section id="support" title={<Translate id="contact.title">需要帮助？</Translate>}>
        <SupportContacts heading={false} />
      </Section>
    </PageShell>
  );
}
