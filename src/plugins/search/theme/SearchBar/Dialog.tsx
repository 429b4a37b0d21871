/**
 * The search dialog, loaded by ./index.tsx when the visitor first opens it:
 * this locale's help answers, agreements and business pages. A native
 * `<dialog>` opened modal: the browser keeps focus inside it and the page
 * behind it inert while it is open. Arrows move, Enter opens, Esc closes.
 * A clause shows the agreement it is from ("Privacy Policy · Your rights"). Each result shows the answer's first sentence; a
 * search that finds nothing offers the FAQ's topics and the hotline, and is
 * reported to analytics (./noResults.ts) when analytics is configured.
 */
import {useEffect, useId, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {excerpt} from '../../searchText';
import {localeByKey} from '@site/src/data/locales';
import {Hotline, Messenger} from '@site/src/components/BusinessFacts';
import {leadsWithHotline, messengersOf} from '@site/src/data/messengers';
import {hotlineLabel} from '@site/src/labels/support';
import type {Hit, Topic} from '../../engine';
import {reportNoResults} from './noResults';
import {searchSuggestions} from '@site/src/labels/search';
import styles from './Dialog.module.scss';

type State = {status: 'idle' | 'loading' | 'done' | 'unavailable'; hits: Hit[]; topics: Topic[]; query?: string};
const idle: State = {status: 'idle', hits: [], topics: []};

function useSearchLang(): string {
  const {i18n} = useDocusaurusContext();
  return (localeByKey(i18n.currentLocale)?.htmlLang ?? i18n.currentLocale).split('-')[0]!;
}

function Excerpt({hit, query, lang}: {hit: Hit; query: string; lang: string}) {
  const {before, match, after} = excerpt(hit.answer, query, lang, 160);
  return (
    <span className={styles.excerpt}>
      {before}
      {match && <mark>{match}</mark>}
      {after}
    </span>
  );
}

/** `onClose(true)` gives the focus back to the opener; following a result does not. */
export default function SearchDialog({
  onClose,
  suggestions = searchSuggestions(),
}: {
  onClose: (refocus: boolean) => void;
  /** Offered while the query is empty; a tap searches it. */
  suggestions?: readonly string[];
}) {
  const lang = useSearchLang();
  const indexUrl = useBaseUrl('/search-index.json');
  const history = useHistory();
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>(idle);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  // The dialog leaves the top layer first: while it is modal the page is inert and cannot take the focus back.
  const close = () => {
    dialog.current?.close();
    onClose(true);
  };

  useEffect(() => {
    const element = dialog.current!;
    if (!element.open) element.showModal();
    input.current?.focus();
    return () => element.close();
  }, []);

  useEffect(() => {
    if (!query.trim()) {
      setState(idle);
      return undefined;
    }
    let current = true;
    setState((s) => ({...s, status: 'loading'}));
    const timer = window.setTimeout(async () => {
      try {
        const {search} = await import('../../engine');
        const {hits, topics} = await search(query, indexUrl);
        if (current) {
          setState({status: 'done', hits, topics, query});
          setActive(0);
        }
      } catch {
        // No index: `docusaurus start` builds none; search needs the built site.
        if (current) setState({...idle, status: 'unavailable'});
      }
    }, 120);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, indexUrl]);

  const nothingFound = state.status === 'done' && state.hits.length === 0 ? state.query : undefined;
  const {currentLocale} = useDocusaurusContext().i18n;
  const hotline = (
    <>
      {hotlineLabel()} <Hotline />
    </>
  );
  const messenger = (
    <>
      <Translate
        id="search.messenger"
        description="Label before the messengers (Zalo, LINE…) support answers on, when a search finds nothing"
      >
        在线客服
      </Translate>{' '}
      <Messenger />
    </>
  );
  useEffect(() => (nothingFound ? reportNoResults(nothingFound) : undefined), [nothingFound]);

  // The answer page marks the answer briefly (../../landing.ts).
  const go = (url: string) => {
    onClose(false);
    history.push(url, {fromSearch: true});
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, state.hits.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && state.hits[active]) {
      e.preventDefault();
      go(state.hits[active]!.url);
    }
  };

  const label = translate({id: 'search.label', message: '搜索帮助'});
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={label}
      // Esc: the browser's cancel, closed through React so the opener gets the focus back.
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      // A click on the backdrop lands on the dialog itself; its content is in the panel.
      onClick={(e) => e.target === e.currentTarget && close()}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <input
          ref={input}
          className={styles.input}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={translate({id: 'search.placeholder', message: '输入问题，例如：押金退款'})}
          aria-label={label}
          role="combobox"
          aria-expanded={state.hits.length > 0}
          aria-controls={`${id}-results`}
          aria-activedescendant={state.hits.length ? `${id}-hit-${active}` : undefined}
          autoComplete="off"
        />
        <ul
          id={`${id}-results`}
          className={styles.results}
          role="listbox"
          aria-label={label}
          aria-busy={state.status === 'loading'}
          data-query={state.query}
        >
          {state.hits.map((hit, i) => (
            <li
              key={hit.url}
              id={`${id}-hit-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? styles.active : undefined}
              onMouseEnter={() => setActive(i)}
            >
              <a
                href={hit.url}
                onClick={(e) => {
                  e.preventDefault();
                  go(hit.url);
                }}
              >
                <span className={styles.title}>
                  {hit.kind === 'terms' && <span className={styles.document}>{hit.page} · </span>}
                  {hit.title}
                </span>
                {hit.kind !== 'terms' && hit.page !== hit.title && <span className={styles.page}>{hit.page}</span>}
                <Excerpt hit={hit} query={query} lang={lang} />
              </a>
            </li>
          ))}
        </ul>
        {!query.trim() && suggestions.length > 0 && (
          <nav aria-label={translate({id: 'search.suggestions', message: '常见搜索'})}>
            <ul className={styles.topics}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className={styles.suggestion}
                    onClick={() => {
                      setQuery(suggestion);
                      input.current?.focus();
                    }}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className={styles.status} role="status" aria-live="polite">
          {nothingFound !== undefined && (
            <>
              <p>
                <Translate id="search.noResults">没有找到结果，换个说法试试，或查看常见问题</Translate>
              </p>
              {state.topics.length > 0 && (
                <nav aria-label={translate({id: 'search.topics', message: '常见问题的主题'})}>
                  <ul className={styles.topics}>
                    {state.topics.map((topic) => (
                      <li key={topic.url}>
                        <a
                          href={topic.url}
                          onClick={(e) => {
                            e.preventDefault();
                            go(topic.url);
                          }}
                        >
                          {topic.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              {/* The reader's messenger too, first where support says so: a foreign SIM cannot dial 1900. */}
              {(messengersOf(currentLocale).length === 0
                ? [hotline]
                : leadsWithHotline(currentLocale)
                  ? [hotline, messenger]
                  : [messenger, hotline]
              ).map((contact, i) => (
                <p key={i}>{contact}</p>
              ))}
            </>
          )}
          {state.status === 'unavailable' && (
            <Translate id="search.unavailable">
              搜索在构建后的网站上可用（npm run preview），开发预览中没有搜索索引。
            </Translate>
          )}
        </div>
        <button type="button" className={styles.close} onClick={close}>
          <Translate id="search.close">关闭</Translate>
        </button>
      </div>
    </dialog>
  );
}
