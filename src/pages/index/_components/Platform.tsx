import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icons';
import BackOfficeMock from './BackOfficeMock';
import Section from '@site/src/components/Section';
import styles from './home.module.scss';

export function Scenarios() {
  return (
    <Section
      id="scenarios"
      title={<Translate id="home.scenarios.title">适用场景</Translate>}
      intro={<Translate id="home.scenarios.intro">哪里有人需要给手机充电，哪里就适合放一台机柜。</Translate>}
    >
      <ul className={styles.scenarios}>
        <li>
          <Icon name="mall" />
          <Translate id="home.scenarios.malls">商场</Translate>
        </li>
        <li>
          <Icon name="hotelRoom" />
          <Translate id="home.scenarios.hotelRooms">酒店客房</Translate>
        </li>
        <li>
          <Icon name="bar" />
          <Translate id="home.scenarios.bars">酒吧</Translate>
        </li>
        <li>
          <Icon name="internetCafe" />
          <Translate id="home.scenarios.internetCafes">网吧</Translate>
        </li>
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
            <li>
              <Translate id="home.platform.device.powerBanks">共享充电宝</Translate>
            </li>
            <li>
              <Translate id="home.platform.device.cables">共享充电线</Translate>
            </li>
            <li>
              <Translate id="home.platform.device.washingMachines">共享洗衣机</Translate>
            </li>
            <li>
              <Translate id="home.platform.device.vending">自动售货机</Translate>
            </li>
            <li>
              <Translate id="home.platform.device.evCharging">电动汽车与电动自行车充电</Translate>
            </li>
            <li>
              <Translate id="home.platform.device.massagePillows">按摩枕</Translate>
            </li>
            <li>
              <Translate id="home.platform.device.rockingRides">摇摇车</Translate>
            </li>
            <li>
              <Translate id="home.platform.device.carWash">自助洗车</Translate>
            </li>
            <li>
              <Translate id="home.platform.device.hotelRoom">酒店客房设备</Translate>
            </li>
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
