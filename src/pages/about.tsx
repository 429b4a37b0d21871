// First: adds the business pages' messages before any module of the page reads one.
import '@site-page-translations/about';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icons';
import Offices from '@site/src/components/Offices';
import PageShell from '@site/src/components/PageShell';
import Section from '@site/src/components/Section';
import {Hotline, Messenger, ServiceCities} from '@site/src/components/BusinessFacts';
import {contacts, people} from '@site/src/data/contacts';
import styles from './about/_components/about.module.scss';
import {hotlineLabel} from '@site/src/labels/support';

function roleName(role: (typeof people)[number]['role']): string {
  return role === 'executiveDirector'
    ? translate({id: 'about.role.executiveDirector', message: '执行董事'})
    : translate({id: 'about.role.generalManager', message: '总经理'});
}

export default function About() {
  return (
    <PageShell
      title={translate({id: 'about.title', message: '关于我们'})}
      description={translate({
        id: 'about.description',
        message: '我们在越南运营共享充电宝站点，并为商家、代理和品牌提供共享设备云平台。',
      })}
      lead={translate({
        id: 'about.lead',
        message: '我们在越南运营共享充电宝站点，同时为商家、代理商和品牌企业提供共享设备的云端管理平台。',
      })}
    >
      <Section id="what-we-run" title={<Translate id="about.run.title">我们运营什么</Translate>}>
        <div className={styles.columns}>
          <div>
            <Icon name="station" className={styles.icon} />
            <Heading as="h3">
              <Translate id="about.run.stations">充电宝站点</Translate>
            </Heading>
            <p>
              <Translate id="about.run.stations.text" values={{cities: <ServiceCities />}}>
                {'我们在{cities}的商场、酒店、酒吧和网吧设有站点，扫码即可租借充电宝，并可在任意站点归还。'}
              </Translate>
            </p>
          </div>
          <div>
            <Icon name="platform" className={styles.icon} />
            <Heading as="h3">
              <Translate id="about.run.platform">共享设备云平台</Translate>
            </Heading>
            <p>
              <Translate id="about.run.platform.text">
                同一套平台也服务于充电线、洗衣机、售货机、电动车充电、按摩枕、摇摇车、洗车和酒店客房设备的运营者：用户端小程序、网页后台、代理商与品牌方平台和数据看板一应俱全。
              </Translate>
            </p>
          </div>
        </div>
      </Section>
      <Section id="company" title={<Translate id="about.company.title">公司信息</Translate>} tinted>
        <dl className={styles.company}>
          <dt>
            <Translate id="about.company.name">企业名称</Translate>
          </dt>
          <dd translate="no">{contacts.companyName}</dd>
          <dt>
            <Translate id="about.company.code">企业代码</Translate>
          </dt>
          <dd>{contacts.registrationNumber}</dd>
        </dl>
      </Section>
      <Section id="contacts" title={<Translate id="about.contacts.title">联系人</Translate>}>
        <ul className={styles.people}>
          {people.map((person) => (
            <li key={person.role}>
              <strong>{roleName(person.role)}</strong>
              <span translate="no">{person.name}</span>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </li>
          ))}
          <li>
            <strong>{hotlineLabel()}</strong>
            <Hotline />
            <a href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</a>
          </li>
          {/* Beside the hotline: a foreign SIM cannot dial a 1900 number. */}
          <li>
            <strong>
              <Translate
                id="about.contacts.messenger"
                description="Heading of the card with the messengers (Zalo, LINE…) support answers on, beside the hotline's"
              >
                在线客服
              </Translate>
            </strong>
            <span>
              <Messenger />
            </span>
          </li>
        </ul>
      </Section>
      <Section id="addresses" title={<Translate id="about.addresses.title">公司地址</Translate>}>
        <Offices />
      </Section>
    </PageShell>
  );
}
