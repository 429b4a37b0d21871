import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {ComponentType} from 'react';
import Heading from '@theme/Heading';
import ThemeSearchBar from '@theme/SearchBar';
import styles from './styles.module.scss';

type Entry = {id: string; title: string};

// The theme's type declares no props; this site's search bar (src/plugins/search/theme/SearchBar) takes `className`.
const SearchBar = ThemeSearchBar as unknown as ComponentType<{className?: string}>;

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
    <div data-help-home data-search-ignore>
      <Heading as="h2">
        <Translate id="helpHome.problems">遇到问题了？</Translate>
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
            <Translate id="helpHome.contact">联系客服</Translate>
          </Link>
        </li>
      </ul>
      <SearchBar className={styles.search} />
      <Heading as="h2" className="margin-top--md">
        <Translate id="helpHome.topics">全部主题</Translate>
      </Heading>
      <ul className={styles.row}>
        {sections.map(({id, title}) => (
          <li key={id}>
            <Link className="button button--outline button--primary" to={`#${id}`}>
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
