import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';

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
        message:
          '我们在胡志明市、河内和岘港运营共享充电宝站点，同时为商家、代理商和品牌企业提供共享设备的云端管理平台。',
      })}
    />
  );
}
