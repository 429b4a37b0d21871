import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import {BatteryCapacity, Cables, SimultaneousDevices} from '@site/src/components/BusinessFacts';
import {powerBank} from '@site/src/data/business';
import {
  formatList,
  formatNumber,
  formatQuantity,
  formatRating,
  formatSize,
  type LocaleFormat,
} from '@site/src/plugins/localeFormat/format';
import {productName} from '@site/src/labels/products';
import type {FeatureKey, Mounting, OnRequest, Product} from '@site/src/data/products';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import styles from './shopping.module.scss';

/** A feature line; figures in it (cables, devices) come from the data. */
function featureText(
  key: FeatureKey,
  lang: LocaleFormat,
  selectMessage: (count: number, message: string) => string,
): string {
  switch (key) {
    case 'scanToRent':
      return translate({id: 'products.feature.scanToRent', message: '扫码即借，付款后自动弹出'});
    case 'returnAnywhere':
      return translate({id: 'products.feature.returnAnywhere', message: '可归还到任意站点'});
    case 'fastCharge':
      return translate({id: 'products.feature.fastCharge', message: '快充'});
    case 'fourG':
      return translate({id: 'products.feature.fourG', message: '4G 联网，无需店内 Wi-Fi'});
    case 'foldable':
      return translate({id: 'products.feature.foldable', message: '可折叠，节省台面空间'});
    case 'desktop':
      return translate({id: 'products.feature.desktop', message: '小巧，适合前台和桌面'});
    case 'stackable':
      return translate({id: 'products.feature.stackable', message: '模块可堆叠，按需扩容'});
    case 'adScreen':
      return translate({id: 'products.feature.adScreen', message: '广告屏可播放品牌内容'});
    case 'remoteControl':
      return translate({id: 'products.feature.remoteControl', message: '后台远程监控和管理'});
    case 'threeCables':
      return translate(
        {id: 'products.feature.threeCables', message: '自带 {cables} 充电线'},
        {cables: formatList(powerBank.cables, lang)},
      );
    case 'twoDevices':
      return selectMessage(
        powerBank.simultaneousDevices,
        translate(
          {id: 'products.feature.twoDevices', message: '可同时为 {count} 台设备充电', description: 'Plural: devices'},
          {count: formatNumber(powerBank.simultaneousDevices, lang)},
        ),
      );
    case 'ledLevel':
      return translate({id: 'products.feature.ledLevel', message: '指示灯显示剩余电量'});
  }
}

const onRequest = () => translate({id: 'products.spec.onRequest', message: '请咨询'});

/** A value the business has not given yet reads "on request", never blank. */
function given<T>(value: T | OnRequest, show: (value: T) => string): string {
  return value === 'onRequest' ? onRequest() : show(value);
}

function mountingLabel(mounting: Mounting): string {
  switch (mounting) {
    case 'counter':
      return translate({id: 'products.mounting.counter', message: '台面摆放'});
    case 'wall':
      return translate({id: 'products.mounting.wall', message: '壁挂'});
    case 'floor':
      return translate({id: 'products.mounting.floor', message: '落地'});
  }
}

/** One catalogue entry: picture, name, and every field a buyer compares. */
/** `aboveFold`: the first card's drawing is the page's largest paint; load it first. */
export default function ProductCard({product, aboveFold = false}: {product: Product; aboveFold?: boolean}) {
  const lang = useLocaleFormat();
  const {selectMessage} = usePluralForm();
  const name = productName(product.id, lang);
  const {tall, wide, long} = product.size;
  const size = formatSize([tall, wide, long], lang);
  return (
    <article className={styles.product} id={product.id} aria-labelledby={`${product.id}-name`}>
      <img
        src={useBaseUrl(product.image.src)}
        width={product.image.width}
        height={product.image.height}
        alt={translate({id: 'products.imageAlt', message: '{name}示意图'}, {name})}
        loading={aboveFold ? 'eager' : 'lazy'}
        fetchPriority={aboveFold ? 'high' : undefined}
        decoding="async"
      />
      <Heading as="h2" id={`${product.id}-name`}>
        {name}
      </Heading>
      <ul className={styles.features}>
        {product.features.map((f) => (
          <li key={f}>{featureText(f, lang, selectMessage)}</li>
        ))}
      </ul>
      <dl className={styles.specs}>
        {product.compartments === null ? (
          // A power bank has no slots: a buyer compares what it holds and charges.
          <>
            <dt>
              <Translate id="products.spec.capacity">容量</Translate>
            </dt>
            <dd data-spec="capacity">
              <BatteryCapacity />
            </dd>
            <dt>
              <Translate id="products.spec.cables">充电线</Translate>
            </dt>
            <dd data-spec="cables">
              <Cables />
            </dd>
            <dt>
              <Translate id="products.spec.devices">同时充电设备</Translate>
            </dt>
            <dd data-spec="devices">
              <SimultaneousDevices />
            </dd>
          </>
        ) : (
          <>
            <dt>
              <Translate id="products.spec.compartments">槽位</Translate>
            </dt>
            <dd data-spec="compartments">{formatNumber(product.compartments, lang)}</dd>
          </>
        )}
        <dt>
          <Translate id="products.spec.size">尺寸（高 × 宽 × 长）</Translate>
        </dt>
        <dd data-spec="size">{size}</dd>
        <dt>
          <Translate id="products.spec.input">输入</Translate>
        </dt>
        <dd data-spec="input">{formatRating(product.input, lang)}</dd>
        <dt>
          <Translate id="products.spec.output">输出</Translate>
        </dt>
        <dd data-spec="output">{formatRating(product.output, lang)}</dd>
        {product.powerDrawW !== null && (
          <>
            <dt>
              <Translate id="products.spec.powerDraw">功耗</Translate>
            </dt>
            <dd data-spec="powerDraw">{given(product.powerDrawW, (w) => formatQuantity(w, 'W', lang))}</dd>
          </>
        )}
        <dt>
          <Translate id="products.spec.weight">重量</Translate>
        </dt>
        <dd data-spec="weight">{given(product.weightKg, (kg) => formatQuantity(kg, 'kg', lang))}</dd>
        {product.mounting !== null && (
          <>
            <dt>
              <Translate id="products.spec.mounting">安装方式</Translate>
            </dt>
            <dd data-spec="mounting">{given(product.mounting, (m) => formatList(m.map(mountingLabel), lang))}</dd>
          </>
        )}
        <dt>
          <Translate id="products.spec.warranty">保修</Translate>
        </dt>
        <dd data-spec="warranty">
          {given(product.warrantyMonths, (count) =>
            selectMessage(
              count,
              translate(
                {id: 'facts.period.month', message: '{count} 个月', description: 'Plural: months'},
                {count: formatNumber(count, lang)},
              ),
            ),
          )}
        </dd>
        <dt>
          <Translate id="products.spec.certifications">认证</Translate>
        </dt>
        <dd data-spec="certifications" translate={product.certifications === 'onRequest' ? undefined : 'no'}>
          {given(product.certifications, (marks) => formatList(marks, lang))}
        </dd>
      </dl>
      <Link className={styles.ask} to={`/?product=${product.id}#apply-for-trial`} data-ask={product.id}>
        <Translate id="shopping.ask" values={{name}}>
          {'咨询{name}'}
        </Translate>
      </Link>
    </article>
  );
}
