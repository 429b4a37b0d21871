import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';

export default function Shopping() {
  return (
    <PageShell
      title={translate({id: 'shopping.title', message: '产品目录'})}
      description={translate({
        id: 'shopping.description',
        message: '六口机柜、八口折叠机柜、带屏堆叠机柜和充电宝的规格与功能。',
      })}
      lead={translate({
        id: 'shopping.lead',
        message: '为商场、酒店、酒吧和网吧挑选合适的共享充电设备：每款机柜和充电宝的仓位、尺寸和输入输出参数一目了然。',
      })}
    />
  );
}
