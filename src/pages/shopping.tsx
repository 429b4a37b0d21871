// First: adds the business pages' messages before any module of the page reads one.
import '@site-page-translations/shopping';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import PageShell from '@site/src/components/PageShell';
import Section from '@site/src/components/Section';
import {products} from '@site/src/data/products';
import {cabinetSlots} from '@site/src/labels/products';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import ProductCard from './shopping/_components/ProductCard';
import styles from './shopping/_components/shopping.module.scss';

export default function Shopping() {
  const slots = cabinetSlots(useLocaleFormat());
  return (
    <PageShell
      title={translate({id: 'shopping.title', message: '产品目录'})}
      description={translate(
        {id: 'shopping.description', message: '{small}口机柜、{large}口折叠机柜、带屏堆叠机柜和充电宝的规格与功能。'},
        slots,
      )}
      lead={translate({
        id: 'shopping.lead',
        message:
          '为商场、酒店、酒吧和网吧挑选合适的共享充电设备：每款机柜的槽位、充电宝的容量，以及尺寸和输入输出参数一目了然。',
      })}
    >
      <Section id="products">
        <div className={styles.grid}>
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} aboveFold={index === 0} />
          ))}
        </div>
        <p className={styles.trial}>
          <Link className="button button--primary button--lg" to="/#apply-for-trial">
            <Translate id="shopping.trial">申请试用，获取报价</Translate>
          </Link>
        </p>
      </Section>
    </PageShell>
  );
}
