import {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';

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
    />
  );
}
