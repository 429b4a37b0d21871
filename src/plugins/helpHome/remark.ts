/**
 * Turns the top of the FAQ into a help home and asks under each answer
 * whether it helped, in every language's FAQ without a line in its MDX: a
 * translation cannot forget or break them, and the words they show are the
 * FAQ's own questions and topics.
 *
 * - Before the first topic heading: <HelpHome/> with the top problems (the
 *   ids in src/data/helpCenter.ts that this FAQ answers, with their
 *   questions) and the topics (the h2 headings).
 * - After each answer (an h3 and its text): <AnswerFeedback answer="id"/>.
 *
 * Only the current FAQ: an archived version is read as it was published.
 */
import path from 'node:path';
import type {Heading, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {VFile} from 'vfile';
import {faq, topProblems} from '../../data/helpCenter';

type Entry = {id: string; title: string};

/** docs/answer.mdx or i18n/<locale>/docusaurus-plugin-content-docs/current/answer.mdx. */
export function isCurrentFaq(file: string): boolean {
  const parts = file.split(path.sep);
  return parts.at(-1) === `${faq.id}.mdx` && ['docs', 'current'].includes(parts.at(-2) ?? '');
}

/** The heading's words without its `{/* #id *\/}` comment. */
function headingText(heading: Heading): string {
  const text = (node: RootContent): string =>
    node.type === 'mdxTextExpression'
      ? ''
      : 'value' in node && typeof node.value === 'string'
        ? node.value
        : 'children' in node
          ? (node.children as RootContent[]).map(text).join('')
          : '';
  return heading.children
    .map((n) => text(n as RootContent))
    .join('')
    .trim();
}

function headingId(heading: Heading): string | undefined {
  const id = (heading.data as {hProperties?: {id?: unknown}} | undefined)?.hProperties?.id;
  return typeof id === 'string' ? id : undefined;
}

function element(name: string, attributes: Record<string, string>): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children: [],
  };
}

/** `import Name from 'source'` (or `import 'source'`), with the ESTree MDX compiles it from. */
function importFrom(source: string, name?: string): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: name ? `import ${name} from '${source}';` : `import '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: name ? [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}] : [],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}

export default function helpHomeRemark() {
  return (root: Root, file: VFile) => {
    if (!file.path || !isCurrentFaq(file.path)) return;
    const headings = root.children.filter((n): n is Heading => n.type === 'heading');
    const entries = (depth: number): Entry[] =>
      headings
        .filter((h) => h.depth === depth && headingId(h))
        .map((h) => ({id: headingId(h)!, title: headingText(h)}));
    const answers = entries(3);
    const problems = topProblems.flatMap((id) => answers.filter((a) => a.id === id));
    const missing = topProblems.filter((id) => !answers.some((a) => a.id === id));
    if (missing.length) {
      // A language whose FAQ lacks an answer shows no card for it (i18n:status lists the missing sections).
      console.warn(`[help home] ${path.relative(process.cwd(), file.path)}: no answer for ${missing.join(', ')}`);
    }

    const children: RootContent[] = [];
    let openAnswer: string | undefined;
    const closeAnswer = () => {
      if (openAnswer) children.push(element('AnswerFeedback', {answer: openAnswer}));
      openAnswer = undefined;
    };
    let homePlaced = false;
    for (const node of root.children) {
      if (node.type === 'heading' && node.depth <= 3) {
        closeAnswer();
        if (node.depth === 2 && !homePlaced) {
          children.push(element('HelpHome', {problems: JSON.stringify(problems), topics: JSON.stringify(entries(2))}));
          homePlaced = true;
        }
        if (node.depth === 3) openAnswer = headingId(node);
      }
      children.push(node);
    }
    closeAnswer();
    root.children = [
      // First: their words travel with the FAQ, not in every page's main script (src/plugins/upstream/pageTranslations).
      importFrom('@site-page-translations/answer'),
      importFrom('@site/src/plugins/helpHome/HelpHome', 'HelpHome'),
      importFrom('@site/src/plugins/helpHome/AnswerFeedback', 'AnswerFeedback'),
      ...children,
    ];
  };
}
