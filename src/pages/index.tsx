// First: adds the business pages' messages before any module of the page reads one.
import '@site-page-translations/index';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import AppExperience from './index/_components/AppExperience';
import HeroArt from './index/_components/HeroArt';
import PhoneActions, {CallsToAction} from './index/_components/PhoneActions';
import {ApplyForTrial, Contact} from './index/_components/Contact';
import ClaimedFigures from '@site/src/components/ClaimedFigures';
import {ManagementModules, PlatformOverview, Scenarios} from './index/_components/Platform';
import ProductMenu from './index/_components/ProductMenu';
import RentSteps from '@site/src/components/RentSteps';
import Section from '@site/src/components/Section';
import Phrases from '@site/src/components/Phrases';
import {AboutUs, ChargingTechnology, Solutions} from './index/_components/Solutions';
import styles from './index/_components/home.module.scss';

export default function Home() {
  const title = translate({id: 'home.title', message: '共享充电宝与共享设备云平台'});
  return (
    <Layout
      title={title}
      description={translate({
        id: 'home.description',
        message: '在越南扫码租借充电宝，随处归还；为商家、代理和品牌提供共享设备云平台。',
      })}
    >
      <main>
        <header className={styles.hero}>
          <div className={styles.heroInner}>
            <div>
              <Heading as="h1">
                <Phrases>{title}</Phrases>
              </Heading>
              <p className={styles.lead}>
                <Phrases>
                  {translate({
                    id: 'home.lead',
                    message:
                      '扫一扫站点上的二维码，几秒钟就能借到充电宝，用完归还到任意站点。我们也为商家、代理商和品牌企业提供共享设备的软硬件一体化方案。',
                  })}
                </Phrases>
              </p>
              <div className={styles.actions} id="hero-actions">
                <CallsToAction large />
              </div>
            </div>
            <HeroArt />
          </div>
        </header>
        <ProductMenu />
        <Solutions />
        <AboutUs />
        <ChargingTechnology />
        <Section id="how-to-rent" title={<Translate id="home.rent.title">四步租借</Translate>}>
          <RentSteps />
          <Link to="/answer">
            <Translate id="home.rent.faq">还有疑问？查看常见问题</Translate>
          </Link>
        </Section>
        <Scenarios />
        <PlatformOverview />
        <ManagementModules />
        <ClaimedFigures />
        <AppExperience />
        <Contact />
        <ApplyForTrial />
        <PhoneActions watch="#hero-actions" />
      </main>
    </Layout>
  );
}
