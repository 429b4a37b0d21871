// First: adds the business pages' messages before any module of the page reads one.
import '@site-page-translations/venues';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icons';
import PageShell from '@site/src/components/PageShell';
import Section from '@site/src/components/Section';
import {salesReply} from '@site/src/data/business';
import {scenarioIcons, scenarios} from '@site/src/data/customization';
import {modeTerms, venueSteps, type TypicalTime} from '@site/src/data/venues';
import {cooperationModeLabel} from '@site/src/labels/customization';
import {productName} from '@site/src/labels/products';
import {scenarioLabel} from '@site/src/labels/scenarios';
import {formatList, formatNumber} from '@site/src/plugins/localeFormat/format';
import useLocaleFormat from '@site/src/plugins/localeFormat/useLocaleFormat';
import {modeSummary, needLabel, partyLabel, revenueLabel, stepText, stepTitle} from './venues/_components/labels';
import styles from './venues/_components/venues.module.scss';

/** The form on the home page, with a mode already chosen. */
const formLink = (mode?: string) => (mode ? `/?mode=${mode}#apply-for-trial` : '/#apply-for-trial');

function StepTime({time}: {time: TypicalTime}) {
  const lang = useLocaleFormat();
  const {selectMessage} = usePluralForm();
  if (time === 'onRequest') return <Translate id="venues.time.onRequest">视场地而定，咨询时告知</Translate>;
  const period = selectMessage(
    time.workingDays,
    translate(
      {id: 'facts.period.workingDay', message: '{count} 个工作日', description: 'Plural: working days'},
      {count: formatNumber(time.workingDays, lang)},
    ),
  );
  return (
    <Translate id="venues.time.within" values={{period}}>
      {'{period}内'}
    </Translate>
  );
}

/** Labels one per line: each starts as a label does, which a sentence-style list would not keep. */
function ItemList({items}: {items: readonly string[]}) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Modes() {
  const lang = useLocaleFormat();
  return (
    <Section
      id="modes"
      title={<Translate id="venues.modes.title">五种合作模式</Translate>}
      intro={
        <Translate id="venues.modes.intro">
          每种模式由谁购买设备、谁负责运营、收益如何分配、场地需要提供什么。金额和比例在此不列出，签约时按合同约定。
        </Translate>
      }
    >
      <ul className={styles.modes}>
        {modeTerms.map((terms) => {
          const name = cooperationModeLabel(terms.mode);
          const products = terms.products.length
            ? formatList(
                terms.products.map((id) => productName(id, lang)),
                lang,
              )
            : translate({id: 'venues.products.onRequest', message: '型号和规格请咨询'});
          return (
            <li key={terms.mode} id={`mode-${terms.mode}`} className={styles.mode} data-mode={terms.mode}>
              <Heading as="h3">{name}</Heading>
              <p>{modeSummary(terms.mode)}</p>
              <dl className={styles.terms}>
                <div>
                  <dt>
                    <Translate id="venues.row.suits">适合</Translate>
                  </dt>
                  <dd>
                    <ItemList items={terms.suits.map(scenarioLabel)} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <Translate id="venues.row.hardware">谁购买设备</Translate>
                  </dt>
                  <dd>{partyLabel(terms.hardware)}</dd>
                </div>
                <div>
                  <dt>
                    <Translate id="venues.row.operates">谁安装、补货和维护</Translate>
                  </dt>
                  <dd>{partyLabel(terms.operates)}</dd>
                </div>
                <div>
                  <dt>
                    <Translate id="venues.row.revenue">收益如何分配</Translate>
                  </dt>
                  <dd>{revenueLabel(terms.revenue)}</dd>
                </div>
                <div>
                  <dt>
                    <Translate id="venues.row.venue">场地需提供</Translate>
                  </dt>
                  <dd>
                    <ItemList items={terms.venueProvides.map(needLabel)} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <Translate id="venues.row.products">常用设备</Translate>
                  </dt>
                  <dd>{products}</dd>
                </div>
              </dl>
              <Link className="button button--primary" to={formLink(terms.mode)}>
                <Translate id="venues.apply" values={{mode: name}}>
                  {'申请“{mode}”'}
                </Translate>
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Steps() {
  return (
    <Section
      id="steps"
      tinted
      title={<Translate id="venues.steps.title">从申请到开通</Translate>}
      intro={
        <Translate id="venues.steps.intro">
          每一步通常需要多久。没有固定时长的步骤，我们会在咨询时根据您的场地告知。
        </Translate>
      }
    >
      <ol className={styles.steps}>
        {venueSteps(salesReply.workingDays).map(({step, time}) => (
          <li key={step} data-step={step}>
            <Heading as="h3">{stepTitle(step)}</Heading>
            <p>{stepText(step)}</p>
            {time && (
              <p className={styles.time}>
                <strong>
                  <Translate id="venues.time.label">通常需要</Translate>
                </strong>{' '}
                <StepTime time={time} />
              </p>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Scenarios() {
  const lang = useLocaleFormat();
  return (
    <Section
      id="scenarios"
      title={<Translate id="venues.scenarios.title">适用场景</Translate>}
      intro={<Translate id="venues.scenarios.intro">每类场地常用的合作模式。</Translate>}
    >
      <ul className={styles.scenarios}>
        {scenarios.map((scenario) => (
          <li key={scenario}>
            <Icon name={scenarioIcons[scenario]} />
            <div>
              <strong>{scenarioLabel(scenario)}</strong>
              <span>
                {formatList(
                  modeTerms.filter((t) => t.suits.includes(scenario)).map((t) => cooperationModeLabel(t.mode)),
                  lang,
                )}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function Venues() {
  return (
    <PageShell
      title={translate({id: 'venues.title', message: '场地合作'})}
      description={translate({
        id: 'venues.description',
        message: '五种合作模式的对比：谁购买设备、谁负责运营、收益如何分配、场地需要提供什么，以及从申请到开通的步骤。',
      })}
      lead={translate({
        id: 'venues.lead',
        message:
          '想在您的商场、酒店、酒吧或网吧放置共享充电设备？这里比较五种合作模式，并说明从提交申请到站点开通的每一步。',
      })}
    >
      <Modes />
      <Steps />
      <Scenarios />
      <Section
        id="apply"
        tinted
        title={<Translate id="venues.cta.title">告诉我们您的场地</Translate>}
        intro={
          <Translate id="venues.cta.text">选择上面的一种合作模式申请，或直接填写申请表，由我们为您推荐。</Translate>
        }
      >
        <Link className="button button--primary button--lg" to={formLink()}>
          <Translate id="venues.cta.button">填写合作申请</Translate>
        </Link>
      </Section>
    </PageShell>
  );
}
