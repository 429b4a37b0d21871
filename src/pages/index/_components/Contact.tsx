import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {contacts, telHref} from '@site/src/data/contacts';
import CustomizationForm from '@site/src/components/CustomizationForm';
import Offices from '@site/src/components/Offices';
import Section from '@site/src/components/Section';
import styles from './home.module.scss';
import {Hotline, Messenger} from '@site/src/components/BusinessFacts';
import {hotlineLabel} from '@site/src/labels/support';

/**
 * Phone, hotline and the messenger, the three offices, and the back-office
 * login. The messenger stands beside the hotline because a foreign SIM cannot
 * dial a 1900 number.
 */
export function Contact() {
  return (
    <Section id="contact" title={<Translate id="home.contact.title">联系我们</Translate>}>
      <div className={styles.twoColumns}>
        <div>
          <Heading as="h3">
            <Translate id="home.contact.phones">电话</Translate>
          </Heading>
          <dl className={styles.contactList}>
            <dt>
              <Translate id="home.contact.sales">商务合作</Translate>
            </dt>
            <dd>
              <a href={telHref(contacts.salesPhone)}>{contacts.salesPhone.display}</a>
            </dd>
            <dt>{hotlineLabel()}</dt>
            <dd>
              <Hotline />
            </dd>
            <dt>
              <Translate
                id="home.contact.messenger"
                description="Label before the messengers (Zalo, LINE…) support answers on, below the hotline"
              >
                在线客服
              </Translate>
            </dt>
            <dd>
              <Messenger />
            </dd>
          </dl>
          <Link className="button button--outline button--primary" href={contacts.backOfficeUrl}>
            <Translate id="home.contact.backOffice">登录管理后台</Translate>
          </Link>
        </div>
        <div>
          <Heading as="h3">
            <Translate id="home.contact.addresses">公司地址</Translate>
          </Heading>
          <Offices />
        </div>
      </div>
    </Section>
  );
}

/** The businesses' call to action: the customisation form, or a call. */
export function ApplyForTrial() {
  return (
    <Section
      id="apply-for-trial"
      linkTarget
      className={styles.trial}
      title={<Translate id="home.trial.title">申请试用</Translate>}
      intro={
        <Translate id="home.trial.text">告诉我们您的场地、设备和合作方式，我们会为您定制方案并尽快与您联系。</Translate>
      }
    >
      <CustomizationForm />
      <div className={styles.actions}>
        <a className={clsx('button button--outline button--lg', styles.onBrand)} href={telHref(contacts.salesPhone)}>
          <Translate
            id="home.trial.call"
            values={{phone: <span className="nowrap">{contacts.salesPhone.display}</span>}}
          >
            {'致电 {phone}'}
          </Translate>
        </a>
        <Link className={clsx('button button--outline button--lg', styles.onBrand)} to="/about#contacts">
          <Translate id="home.trial.contacts">联系负责人</Translate>
        </Link>
      </div>
    </Section>
  );
}
