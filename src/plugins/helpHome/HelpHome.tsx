import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {ComponentType} from 'react';
import Heading from '@theme/Heading';
import ThemeSearchBar from '@theme/SearchBar';
import styles from './styles.module.scss';

type Entry = {id: string; title: string};

// The theme's type declares no props; this site's search bar (src/theme/SearchBar) takes `box`.
const SearchBar = ThemeSearchBar as unknown as ComponentType<{box?: boolean}>;

/**
 * The FAQ's first screen, for a renter in trouble: the top problems as big
 * cards (each its troubleshooting answer, further down this page, so it is
 * saved for offline reading with it), the way to support, the search box, and
 * the topics. Placed and given its entries by ./remark.ts, from the FAQ's own
 * headings: the words are the answers' questions in the page's language.
 */
export default function HelpHome({problems, topics}: {problems: string; topics: string}) {
  const cards = JSON.parse(problems) as Entry[];
  const sections = JSON.parse(topics) as Entry[];
  return (
    <div className={styles.home} data-help-home data-search-ignore>
      <Heading as="h2" className={styles.title}>
        <Translate id="help.problems">遇到问题了？</Translate>
      </Heading>
      <ul className={styles.cards}>
        {cards.map(({id, title}) => (
          <li key={id}>
            <Link className={styles.card} to={`#${id}`} data-problem={id}>
              {title}
            </Link>
          </li>
        ))}
        <li>
          <Link className={styles.card} to="#contact-support" data-problem="contact">
            <Translate id="help.contact">联系客服</Translate>
          </Link>
        </li>
      </ul>
      <div className={styles.search}>
        <SearchBar box />
      </div>
      <Heading as="h2" className={styles.title}>
        <Translate id="help.topics">全部主题</Translate>
      </Heading>
      <ul className={styles.topics}>
        {sections.map(({id, title}) => (
          <li key={id}>
            <Link to={`#${id}`}>{title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
