import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {claimedFigures} from '@site/src/data/business';
import {supportFigure} from '@site/src/labels/support';
import {formatNumber, formatPercent} from '@site/src/plugins/localeFormat/format';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import Section from '@site/src/components/Section';
import styles from './styles.module.scss';

export type Figure = {value: string; label: ReactNode};

/**
 * The platform's claimed figures, each rendered from business.ts
 * in the page's language: the figures section shows them all, the drawing
 * of the back-office some.
 */
export function useClaimedFigures(): Record<
  'devices' | 'brands' | 'orders' | 'partners' | 'stations' | 'coverage' | 'support',
  Figure
> {
  const lang = useLocaleFormat();
  const atLeast = (n: number) => `${formatNumber(n, lang)}+`;
  return {
    devices: {
      value: atLeast(claimedFigures.connectedDevices),
      label: <Translate id="home.figures.devices">接入设备</Translate>,
    },
    brands: {
      value: atLeast(claimedFigures.brands),
      label: <Translate id="home.figures.brands">品牌与合作企业</Translate>,
    },
    orders: {value: atLeast(claimedFigures.orders), label: <Translate id="home.figures.orders">订单</Translate>},
    partners: {
      value: atLeast(claimedFigures.partners),
      label: <Translate id="home.figures.partners">合作伙伴</Translate>,
    },
    stations: {value: atLeast(claimedFigures.stations), label: <Translate id="home.figures.stations">站点</Translate>},
    coverage: {
      value: formatPercent(claimedFigures.urbanCoveragePercent, lang),
      label: <Translate id="home.figures.coverage">城市覆盖率</Translate>,
    },
    support: {value: supportFigure(), label: <Translate id="home.figures.support">全天候客服</Translate>},
  };
}

export default function ClaimedFigures() {
  const figures = Object.values(useClaimedFigures());
  return (
    <Section id="figures" title={<Translate id="home.figures.title">平台数据</Translate>} tinted>
      <dl className={styles.figures}>
        {figures.map(({value, label}) => (
          <div key={value}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
