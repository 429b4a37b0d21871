import type {ClientModule} from '@docusaurus/types';

/**
 * A result opened from the search box lands on its answer and marks it
 * briefly: the heading and what follows it, up to the next heading. The
 * heading then stays marked as the page's :target, as a pasted deep link is
 * (location.replace updates :target, which the router's push does not).
 */
const MARKED_MS = 2500;

const startsSection = (el: Element) => el.matches('h1, h2, h3, h4, h5, h6') || el.querySelector(':scope > :is(h2, h3)');

const searchLanding: ClientModule = {
  onRouteDidUpdate({location}) {
    const fromSearch = (location.state as {fromSearch?: boolean} | undefined)?.fromSearch;
    const heading =
      fromSearch && location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!heading) return;
    window.location.replace(location.hash);
    // The heading sits in its copy-link row; the answer is the row's next siblings.
    const first = heading.parentElement?.matches('.markdown') ? heading : heading.parentElement!;
    const answer: Element[] = [first];
    for (let el = first.nextElementSibling; el && !startsSection(el); el = el.nextElementSibling) answer.push(el);
    answer.forEach((el) => el.setAttribute('data-search-answer', ''));
    window.setTimeout(() => answer.forEach((el) => el.removeAttribute('data-search-answer')), MARKED_MS);
  },
};

export default searchLanding;
