import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icons';
import Section from '@site/src/components/Section';
import {categories, scenarioIcons, scenarios} from '@site/src/data/customization';
import {categoryLabel} from '@site/src/labels/categories';
import {scenarioLabel} from '@site/src/labels/scenarios';
import BackOfficeMock from './BackOfficeMock';
import styles from './home.module.scss';

export function Scenarios() {
  return (
    <Section
      id="scenarios"
      title={<Translate id="home.scenarios.title">适用场景</Translate>}
      intro={<Translate id="home.scenarios.intro">哪里有人需要给手机充电，哪里就适合放一台机柜。</Translate>}
    >
      <ul className={styles.scenarios}>
        {scenarios.map((scenario) => (
          <li key={scenario}>
            <Icon name={scenarioIcons[scenario]} />
            {scenarioLabel(scenario)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PlatformOverview() {
  return (
    <Section
      id="platform"
      tinted
      title={<Translate id="home.platform.title">共享设备云平台</Translate>}
      intro={<Translate id="home.platform.intro">一个平台管理多种共享设备，多角色、多端协同。</Translate>}
    >
      <div className={styles.twoColumns}>
        <div>
          <Heading as="h3">
            <Translate id="home.platform.devices">支持的设备</Translate>
          </Heading>
          <ul className={styles.chips}>
            {categories.map((category) => (
              <li key={category}>{categoryLabel(category)}</li>
            ))}
          </ul>
        </div>
        <div>
          <Heading as="h3">
            <Translate id="home.platform.parts">平台组成</Translate>
          </Heading>
          <ul className={styles.list}>
            <li>
              <Translate id="home.platform.part.miniProgram">用户端小程序</Translate>
            </li>
            <li>
              <Translate id="home.platform.part.backOffice">网页管理后台</Translate>
            </li>
            <li>
              <Translate id="home.platform.part.agents">代理商平台</Translate>
            </li>
            <li>
              <Translate id="home.platform.part.brands">品牌方平台</Translate>
            </li>
            <li>
              <Translate id="home.platform.part.bigData">大数据看板</Translate>
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}

export function ManagementModules() {
  return (
    <Section
      id="management"
      title={<Translate id="home.modules.title">管理模块</Translate>}
      intro={<Translate id="home.modules.intro">后台把运营需要的一切放在一处。</Translate>}
    >
      <BackOfficeMock />
      <ul className={styles.grid3}>
        <li>
          <strong>
            <Translate id="home.modules.dataView">数据概览</Translate>
          </strong>
          <span>
            <Translate id="home.modules.dataView.text">收入、订单和设备状态一目了然。</Translate>
          </span>
        </li>
        <li>
          <strong>
            <Translate id="home.modules.orders">订单</Translate>
          </strong>
          <span>
            <Translate id="home.modules.orders.text">查询每笔租借的时间、费用和退款。</Translate>
          </span>
        </li>
        <li>
          <strong>
            <Translate id="home.modules.devices">设备</Translate>
          </strong>
          <span>
            <Translate id="home.modules.devices.text">远程查看在线状态、电量和故障。</Translate>
          </span>
        </li>
        <li>
          <strong>
            <Translate id="home.modules.enterprises">企业</Translate>
          </strong>
          <span>
            <Translate id="home.modules.enterprises.text">管理合作商家、门店和分成。</Translate>
          </span>
        </li>
        <li>
          <strong>
            <Translate id="home.modules.users">用户</Translate>
          </strong>
          <span>
            <Translate id="home.modules.users.text">查看用户、押金和客服记录。</Translate>
          </span>
        </li>
        <li>
          <strong>
            <Translate id="home.modules.agents">代理商</Translate>
          </strong>
          <span>
            <Translate id="home.modules.agents.text">多级代理、区域划分和佣金结算。</Translate>
          </span>
        </li>
      </ul>
    </Section>
  );
}
